#pragma once
// Finds disks that overlap, in O(N) with a cell grid: used to validate scenarios and to
// measure what an engine got wrong (the event-driven engine should never have an overlap).

#include "core/scenario.h"

#include <cstdint>
#include <functional>
#include <span>

namespace disklab {

/// Calls visit(i, j, distance, contact) for every pair i < j whose centres are closer than
/// contact * (1 - tolerance), contact = r_i + r_j; nearest images in a periodic box. visit
/// returns false to stop early. Radii come from the scenario, positions from x and y.
void forEachOverlap(const Scenario& scenario, std::span<const double> x, std::span<const double> y, double tolerance,
                    const std::function<bool(int i, int j, double distance, double contact)>& visit);

struct OverlapReport {
    std::uint64_t overlappingPairs = 0;  ///< pairs deeper than 1e-10 of their contact distance
    double maxOverlap = 0.0;             ///< largest 1 - distance / (r_i + r_j), 0 if none touch
};

/// Overlaps among the disks at the given positions.
OverlapReport measureOverlaps(const Scenario& scenario, std::span<const double> x, std::span<const double> y);

} // namespace disklab
