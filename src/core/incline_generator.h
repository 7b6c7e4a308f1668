#pragma once
// A tilted floor under gravity: an interior wall running across the box at an angle, with
// disks dropped above it. They bounce elastically down the slope and pile up against the
// lower wall; K + U stays constant.

#include "core/generator_descriptor.h"
#include "core/generator_error.h"
#include "core/scenario.h"

#include <cstdint>

namespace disklab {

struct InclineParameters {
    int count = 20;
    double radius = 0.5;
    double mass = 1.0;
    double angle = 20.0;        ///< degrees, in (0, 80); the floor falls from left to right
    double gravity = 1.0;       ///< magnitude; gravity points down (-y)
    double width = 30.0;
    double height = 24.0;
    double temperature = 0.0;   ///< of the starting velocities; 0 drops the disks from rest
    std::uint64_t seed = 1;
};

/// The floor is the interior wall "floor" from (0, width tan angle) to (width, 0); disks start
/// at random sites of a lattice above it, at least a quarter radius clear of it. Throws
/// GeneratorError when they do not fit above the floor. Any thread.
Scenario generateIncline(const InclineParameters& parameters);

/// Its parameters, described once for the generator dialog and the command line.
GeneratorDescriptor describeIncline();

} // namespace disklab
