#pragma once
// Caller choices for reading a scenario file.

#include "core/scenario_validation.h"

namespace disklab {

struct LoadOptions {
    /// Every reader validates what it parsed; e.g. validation.allowOverlaps admits legacy
    /// algs4 files whose disks start overlapping.
    ValidationOptions validation;
};

} // namespace disklab
