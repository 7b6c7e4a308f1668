#pragma once
// Moves overlapping disks apart, as little as it can: the editor's one-click fix for a
// scenario drawn by hand. Pure: takes a scenario, returns a new one.

#include "core/scenario.h"

#include <cstddef>

namespace disklab {

struct OverlapSeparation {
    Scenario scenario;       ///< the input with disks moved; everything else unchanged
    bool converged = false;  ///< no overlap, no disk outside the box and none on an interior wall
    std::size_t iterations = 0;
};

/// Pushes every overlapping pair apart along the line of centres (each disk by half the
/// overlap, slightly more so the pair ends just apart), pulls disks back inside a walled box or
/// wraps them into a periodic one, and pushes disks off standing interior walls, repeating until
/// nothing overlaps or `maxIterations` sweeps have run. Disks that overlap nothing are never
/// moved. Deterministic; O(N) per sweep. Any thread.
OverlapSeparation separateOverlaps(const Scenario& scenario, std::size_t maxIterations = 2000);

} // namespace disklab
