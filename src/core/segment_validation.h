#pragma once
// The interior-wall half of validateScenario: segment geometry and names, moving walls that
// would crush disks against a segment, and disks overlapping a segment.

#include "core/scenario_validation.h"

#include <vector>

namespace disklab {

/// Appends up to `room` problems of the scenario's segments to `problems`. largestDiameter is
/// that of the disks (0 if none); disk overlaps are checked only when checkDisks is set (the
/// disks themselves are valid) and options.allowOverlaps is not. O(N x segments).
void validateSegments(const Scenario& scenario, double largestDiameter, bool checkDisks,
                      const ValidationOptions& options, std::size_t room, std::vector<ScenarioProblem>& problems);

} // namespace disklab
