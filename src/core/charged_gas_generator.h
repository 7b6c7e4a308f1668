#pragma once
// A gas of charged disks for the force engine: scattered at random in a walled box, with
// thermal velocities. Of one sign they repel and, with damping, settle into a Coulomb
// (Wigner) crystal; of both signs, opposite charges attract and pair up.

#include "core/generator_descriptor.h"
#include "core/scenario.h"

#include <cstdint>

namespace disklab {

enum class ChargeSigns {
    One,   ///< every disk +q
    Both,  ///< half +q, half -q (one more +q when the count is odd)
};

struct ChargedGasParameters {
    int count = 100;
    ChargeSigns signs = ChargeSigns::One;
    double charge = 1.0;           ///< the magnitude q of every disk's charge
    double coulombConstant = 1.0;  ///< k in F = k q_i q_j / r^2
    double damping = 0.0;          ///< gamma: velocities decay as exp(-gamma t); 0 keeps the energy
    double packing = 0.05;         ///< N pi r^2 / A, the box a square
    double radius = 0.5;
    double mass = 1.0;
    double temperature = 0.1;      ///< kT of the starting velocities (k_B = 1)
    std::uint64_t seed = 1;
};

/// Positive disks come first in the file (red), then negative ones (blue). The force engine
/// with the direct sum up to 1000 disks (exact, and as fast there), Barnes-Hut beyond; a step
/// that moves a disk about a twentieth of its radius at the speed two opposite charges reach
/// when they meet. Throws GeneratorError naming the field at fault. Any thread.
Scenario generateChargedGas(const ChargedGasParameters& parameters);

/// Its parameters, described once for the generator dialog and the command line.
GeneratorDescriptor describeChargedGas();

} // namespace disklab
