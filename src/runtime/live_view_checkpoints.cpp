#include "runtime/live_view_checkpoints.h"

#include <algorithm>

namespace disklab {

std::size_t liveViewCapacity(std::size_t bytes, std::size_t most)
{
    return std::clamp(kLiveViewCheckpointBytes / std::max<std::size_t>(bytes, 1), kFewestLiveViewCheckpoints,
                      std::max(most, kFewestLiveViewCheckpoints));
}

CheckpointPolicy liveViewCheckpoints(const Engine& engine)
{
    CheckpointPolicy policy;
    policy.landOnCounts = false;
    policy.capacity = liveViewCapacity(engine.innerState().size());
    const std::uint64_t disks = engine.scenario().disks.size();
    policy.spacing = std::max(policy.spacing, kLiveViewCollisionsPerDisk * disks);
    return policy;
}

} // namespace disklab
