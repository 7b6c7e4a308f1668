#pragma once
// How mixed two gases are: the number of disks of each species (core/disk_species.h) in the left
// and the right half of the box, split at the middle of its width. A partition lesson starts with
// each species on its own side and ends, once mixed, with half of each on either side; the
// mixing fraction min(left, right) / (count / 2) of a species goes from 0 to about 1.
// Standard C++ only.

#include "core/disk_species.h"
#include "core/engine.h"
#include "core/scenario.h"

#include <cstdint>
#include <vector>

namespace disklab {

struct SpeciesHalves {
    std::vector<std::int64_t> left, right;  ///< per species, in SpeciesTable order
};

/// Counts the snapshot's disks of each species of `species` on either side of x = width / 2 (a
/// centre exactly on the middle counts right; a periodic box's centres are wrapped into it first).
/// Disks beyond the table (pumped in after it was made) are not counted. O(N).
SpeciesHalves speciesHalves(const Scenario& scenario, const SpeciesTable& species, const Snapshot& snapshot);

} // namespace disklab
