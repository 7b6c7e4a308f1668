#pragma once
// What a comparison frame adds to the exact engine's FrameSnapshot: the time-driven engine at
// the same simulated time, the disks to highlight in its view and the figures that tell the two
// apart. Immutable once published.

#include "core/time_driven_engine.h"
#include "runtime/engine_comparison.h"
#include "runtime/frame_snapshot.h"

#include <cstdint>
#include <vector>

namespace disklab {

struct ComparisonFrame {
    EngineConfig settings;
    /// The time-driven engine's own frame: its state, totals and timings at the exact
    /// engine's time (lock-step), with the same generation, running state and scenario.
    FramePtr stepped;
    std::vector<std::int32_t> overlapping;  ///< time-driven disks overlapping another now, ascending
    std::vector<std::int32_t> missed;  ///< time-driven disks in a missed collision in the last 0.5 s of wall time
    std::size_t recentMissedCollisions = 0;  ///< the collisions (pairs) behind `missed`
    ComparisonReport report;  ///< the `compare --json` figures from t = 0 to now
};

} // namespace disklab
