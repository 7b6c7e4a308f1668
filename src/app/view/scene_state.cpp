#include "app/view/scene_state.h"

namespace disklab {

SceneState sceneOfFrame(const FramePtr& frame)
{
    if (!frame)
        return {};
    // Aliasing pointer: shares ownership of the frame, points at its snapshot.
    return {frame->scenario, std::shared_ptr<const Snapshot>(frame, &frame->state), frame->generation};
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
