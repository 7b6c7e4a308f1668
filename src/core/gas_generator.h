#pragma once
// Equilibrated hard-disk gases: a triangular lattice at the requested packing fraction,
// Gaussian velocities at temperature T with zero total momentum, then melted by running the
// event-driven engine so the lattice order is gone. Reproducible from the seed.

#include "core/scenario.h"

#include <cstdint>

namespace disklab {

struct GasParameters {
    int count = 400;
    double packing = 0.3;        ///< eta = N pi r^2 / A
    double radius = 0.5;         ///< sigma = 2 r = 1 by default
    double mass = 1.0;
    double temperature = 1.0;    ///< k_B = 1
    std::uint64_t seed = 1;
    bool periodic = false;
    double meltCollisionsPerDisk = 20.0;  ///< event-driven collisions per disk after placing
};

/// Throws std::invalid_argument (message names the parameter) when the gas cannot be built,
/// e.g. a packing fraction beyond what the lattice can hold in a walled box.
Scenario generateGas(const GasParameters& parameters);

} // namespace disklab
