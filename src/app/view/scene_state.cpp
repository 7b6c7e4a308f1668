#include "app/view/scene_state.h"

namespace disklab {

SceneState sceneOfFrame(const FramePtr& frame)
{
    if (!frame)
        return {};
    // Aliasing pointers: share ownership of the frame, point at its snapshot and its labels.
    SceneState scene{frame->scenario, std::shared_ptr<const Snapshot>(frame, &frame->state), frame->generation, {}, {}};
    if (frame->aggregation)
        scene.clusterLabels = std::shared_ptr<const std::vector<std::int32_t>>(frame->aggregation,
                                                                                &frame->aggregation->clusterLabels);
    return scene;
}

SceneState sceneAtStart(std::shared_ptr<const Scenario> scenario, std::uint64_t generation)
{
    if (!scenario)
        return {};
    auto state = std::make_shared<Snapshot>();
    for (const Disk& d : scenario->disks) {
        state->x.push_back(d.x);
        state->y.push_back(d.y);
        state->vx.push_back(d.vx);
        state->vy.push_back(d.vy);
    }
    for (Side side : kAllSides)
        state->wallPositions[std::size_t(side)] = wallPosition(*scenario, side, 0.0);
    // A saved aggregation state starts with its clusters: each labelled by its first disk, as
    // AggregationStats::clusterLabels labels them, so they show in their colours from the start.
    std::shared_ptr<const std::vector<std::int32_t>> labels;
    if (scenario->aggregation && !scenario->aggregation->clusters.empty()) {
        auto clusterLabels = std::make_shared<std::vector<std::int32_t>>(scenario->disks.size(), -1);
        for (const std::vector<std::int32_t>& members : scenario->aggregation->clusters)
            for (std::int32_t disk : members)
                if (static_cast<std::size_t>(disk) < clusterLabels->size())  // an edit may have removed it
                    (*clusterLabels)[static_cast<std::size_t>(disk)] = members.front();
        labels = std::move(clusterLabels);
    }
    return {std::move(scenario), std::move(state), generation, std::move(labels), {}};
}

} // namespace disklab
