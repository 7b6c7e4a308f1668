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

/// Why an engine other than the force engine refuses a scenario with charges or links: the
/// event-driven engine's exactness needs straight flights between events (uniform gravity stays
/// exact there), and the time-driven engine has no forces between disks.
inline constexpr const char* kForcesNeedForceEngine =
    "charges and links need the force engine (engine \"force\"): the event-driven engine is exact only "
    "because disks fly freely between events, and the time-driven engine has no forces between disks";

/// Why every engine but the event-driven one refuses a free piston: its hits come at the roots
/// of quadratics, which only the exact engine finds.
inline constexpr const char* kFreePistonNeedsEventDriven =
    "a free piston needs the event-driven engine (engine \"event\"): it meets each disk at the "
    "root of a quadratic, which only the exact engine finds";

/// Why every engine but the event-driven one refuses a scenario with a pump: each entry waits
/// for a free spot, an event only the exact engine has.
inline constexpr const char* kPumpNeedsEventDriven =
    "a pump needs the event-driven engine (engine \"event\"): each disk enters at the moment its spot "
    "is free, an event only the exact engine has";

/// Why the force engine refuses a periodic box: a charge would feel every periodic image of
/// every other (an Ewald sum), which neither of its force methods computes.
inline constexpr const char* kForceEngineNeedsWalls =
    "the force engine needs a walled box (boundary \"walls\"): it does not sum the forces of periodic images";

/// Every problem found, in disk order; empty means the scenario is valid. O(N) expected.
std::vector<ScenarioProblem> validateScenario(const Scenario& scenario, const ValidationOptions& options = {});

} // namespace disklab
