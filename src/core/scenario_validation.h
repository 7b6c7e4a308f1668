#pragma once
// Checks a scenario before any engine sees it. Problems name the disk (index in file order)
// and the field, so the file readers can turn them into "file:line: field: what" messages;
// problems of interior walls name the field as "segments[k].x0".

#include "core/scenario.h"

#include <string>
#include <vector>

namespace disklab {

struct ScenarioProblem {
    int disk = -1;        ///< index of the offending disk, or -1 for scenario-level problems
    int otherDisk = -1;   ///< the second disk of an overlapping pair
    int segment = -1;     ///< the interior wall (Scenario::segments index) a disk overlaps
    std::string field;    ///< "x", "radius", "width", "walls.right.velocity", ...
    std::string message;  ///< what is wrong, in plain words
};

struct ValidationOptions {
    /// Disks whose centres are closer than (r_i + r_j)(1 - overlapTolerance) overlap.
    double overlapTolerance = 1e-9;
    /// Accept overlapping disks (some legacy algs4 files start that way); an approaching
    /// overlapping pair then collides at once and separates. Covers disks overlapping an
    /// interior wall too: one moving into it bounces off at once.
    bool allowOverlaps = false;
    /// Stop after this many problems: a broken file of a million disks needs a few examples.
    std::size_t maxProblems = 20;
};

/// Every problem found, in disk order; empty means the scenario is valid. O(N) expected.
std::vector<ScenarioProblem> validateScenario(const Scenario& scenario, const ValidationOptions& options = {});

} // namespace disklab
