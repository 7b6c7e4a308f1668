#pragma once
// A hard-disk crystal: a perfect triangular lattice at a given packing fraction, with thermal
// velocities at temperature T. Above packing fraction 0.72 it stays a solid; below about 0.70
// it melts.

#include "core/generator_descriptor.h"
#include "core/generator_error.h"
#include "core/scenario.h"

#include <cstdint>

namespace disklab {

struct LatticeParameters {
    int columns = 20;
    int rows = 20;               ///< even in a periodic box, so the lattice wraps
    double packing = 0.75;       ///< of the crystal: pi r^2 / (a^2 sqrt(3) / 2), a the lattice constant
    double radius = 0.5;
    double mass = 1.0;
    double temperature = 1.0;
    bool periodic = true;        ///< a walled box adds half a lattice constant (at least a radius) around it
    std::uint64_t seed = 1;
};

/// Throws GeneratorError naming the parameter (a packing fraction at or beyond close packing,
/// an odd number of rows in a periodic box, ...). Any thread.
Scenario generateLattice(const LatticeParameters& parameters);

/// Its parameters, described once for the generator dialog and the command line.
GeneratorDescriptor describeLattice();

} // namespace disklab
