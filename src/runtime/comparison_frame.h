#pragma once
// What the comparison worker hands the GUI: both engines at one simulated time, the disks to
// highlight in the time-driven view and the live metrics. Immutable once published.

#include "core/engine.h"
#include "core/scenario.h"
#include "runtime/engine_comparison.h"

#include <cstdint>
#include <memory>
#include <vector>

namespace disklab {

struct ComparisonFrame {
    std::uint64_t generation = 0;  ///< changes on load and reset
    std::shared_ptr<const Scenario> scenario;
    EngineConfig settings;
    Snapshot exact;    ///< event-driven engine; exact.time == stepped.time (lock-step)
    Snapshot stepped;  ///< time-driven engine
    std::vector<std::int32_t> overlapping;  ///< time-driven disks overlapping another now, ascending
    std::vector<std::int32_t> missed;  ///< time-driven disks in a missed collision in the last 0.5 s of wall time
    std::size_t recentMissedCollisions = 0;  ///< the collisions (pairs) behind `missed`
    ComparisonResult result;           ///< the `compare --json` figures from t = 0 to now
    double exactFrameSeconds = 0.0;    ///< wall-clock seconds each engine spent on the last tick
    double steppedFrameSeconds = 0.0;
    /// The event-driven engine's latest collisions and their running count, as in FrameSnapshot.
    std::vector<CollisionRecord> recentCollisions;
    std::uint64_t collisionCount = 0;
    bool running = false;
    bool finished = false;  ///< reached the stop time; the figures are final
};

using ComparisonFramePtr = std::shared_ptr<const ComparisonFrame>;

} // namespace disklab
