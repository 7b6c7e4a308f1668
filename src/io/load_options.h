#pragma once
// Caller choices for reading a scenario file.

#include "core/scenario_validation.h"

namespace disklab {

struct LoadOptions {
    /// Every reader validates what it parsed; e.g. validation.allowOverlaps admits legacy
    /// algs4 files whose disks start overlapping.
    ValidationOptions validation;
    /// False reads a well-formed file without validating what it says: only for the app's own
    /// recovery files, whose edits in progress may be invalid (a disk dragged half outside
    /// the box) and must come back exactly as they were. The JSON reader honours it.
    bool validate = true;
};

} // namespace disklab
