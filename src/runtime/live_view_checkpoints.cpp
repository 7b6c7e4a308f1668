#include "runtime/live_view_checkpoints.h"

#include <algorithm>

namespace disklab {

CheckpointPolicy liveViewCheckpoints(const Engine& engine)
{
    CheckpointPolicy policy;
    policy.landOnCounts = false;
    const std::size_t bytes = std::max<std::size_t>(engine.innerState().size(), 1);
    policy.capacity = std::clamp(kLiveViewCheckpointBytes / bytes, kFewestLiveViewCheckpoints, policy.capacity);
    const std::uint64_t disks = engine.scenario().disks.size();
    policy.spacing = std::max(policy.spacing, kLiveViewCollisionsPerDisk * disks);
    return policy;
}

} // namespace disklab
