#pragma once
// A gas compressed (or let expand) by the right wall moving at constant speed until it stops.

#include "core/generator_descriptor.h"
#include "core/generator_error.h"
#include "core/scenario.h"

#include <cstdint>

namespace disklab {

struct PistonParameters {
    int count = 300;
    double packing = 0.1;        ///< at the start, square box
    double radius = 0.5;
    double mass = 1.0;
    double temperature = 1.0;
    double pistonSpeed = 0.2;    ///< speed of the right wall, > 0
    double finalWidth = 0.5;     ///< box width when it stops, as a share of the start (< 1 compresses)
    double meltCollisionsPerDisk = 20.0;
    std::uint64_t seed = 1;
};

/// A melted gas (as generateGas, walled), then the right wall set moving. A compression must
/// leave the gas below packing fraction 0.8, beyond which hard disks jam. Throws
/// GeneratorError naming the parameter. Any thread.
Scenario generatePiston(const PistonParameters& parameters);

/// Its parameters, described once for the generator dialog and the command line.
GeneratorDescriptor describePiston();

} // namespace disklab
