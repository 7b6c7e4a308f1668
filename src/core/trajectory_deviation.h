#pragma once
// How far one run's disks are from another's at the same moment: the time-driven engine's
// drift from the exact trajectory, for `disklab-cli compare` and the comparison view.

#include "core/engine.h"
#include "core/scenario.h"

#include <span>

namespace disklab {

struct PositionDeviation {
    double mean = 0.0;  ///< mean over disks of |r_a - r_b|, scenario length units
    double max = 0.0;   ///< largest |r_a - r_b|
};

/// Distances between the same disk in two snapshots of one scenario; nearest image in a
/// periodic box. Snapshots of different sizes compare their common disks. O(N), any thread.
PositionDeviation positionDeviation(const Scenario& scenario, const Snapshot& a, const Snapshot& b);
/// The same from the positions alone (ax[i], ay[i] against bx[i], by[i]), read where they lie.
PositionDeviation positionDeviation(const Scenario& scenario, std::span<const double> ax, std::span<const double> ay,
                                    std::span<const double> bx, std::span<const double> by);

} // namespace disklab
