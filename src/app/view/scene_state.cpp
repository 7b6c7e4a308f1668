#include "app/view/scene_state.h"

namespace disklab {

SceneState sceneOfFrame(const FramePtr& frame)
{
    if (!frame)
        return {};
    // Aliasing pointers: share ownership of the frame, point at its snapshot and its labels.
    SceneState scene{frame->scenario, std::shared_ptr<const Snapshot>(frame, &frame->state), frame->generation, {}};
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
    return {std::move(scenario), std::move(state), generation};
}

} // namespace disklab
