#pragma once
// What a fixed-step engine reports besides Totals. Engine::timeDrivenStats() hands it out, so
// callers read it without knowing which engine they hold.

#include <cstdint>

namespace disklab {

/// What the steps got wrong and what they cost. The "last step" figures describe the most
/// recent step, the others add up from t = 0; subtract two of them for a window.
struct TimeDrivenStats {
    std::uint64_t steps = 0;
    // The last step.
    double lastStepDuration = 0.0;       ///< simulated time (dt, or less for a partial step)
    double lastStepSeconds = 0.0;        ///< wall-clock seconds
    std::uint64_t lastStepPairTests = 0;
    std::uint64_t lastStepMissed = 0;
    std::uint64_t overlapsNow = 0;       ///< pairs deeper than 1e-10 of r_i + r_j, now
    double maxOverlapNow = 0.0;          ///< deepest 1 - d / (r_i + r_j) now, 0 if none
    // Since t = 0.
    std::uint64_t overlapsCumulative = 0;  ///< sum over steps of the overlaps at each step's end
    double maxOverlapEver = 0.0;
    std::uint64_t missedCollisions = 0;
    std::uint64_t missedSegmentCollisions = 0;  ///< of missedCollisions, those with interior walls
    std::uint64_t pairTests = 0;        ///< box-against-box tests made by the broad phase
    std::uint64_t candidatePairs = 0;   ///< pairs handed to the narrow phase (same for every broad phase)
    double wallSeconds = 0.0;           ///< wall-clock seconds spent stepping
    // The state now against t = 0.
    double energyDrift = 0.0;    ///< (E - E0 - W - Q) / |E0|: W the moving walls' work, Q the thermal walls' heat, E = K + U
    double momentumDrift = 0.0;  ///< |P - P0 - wall impulses - M g t| / sum m |v0|
};

} // namespace disklab
