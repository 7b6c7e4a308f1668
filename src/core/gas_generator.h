#pragma once
// Equilibrated hard-disk gases: a triangular lattice at the requested packing fraction (or in
// the requested box), Gaussian velocities at temperature T with zero total momentum, then
// melted by running the event-driven engine so the lattice order is gone. One species or a
// mixture of several (different radius, mass, colour). Reproducible from the seed.

#include "core/generator_descriptor.h"
#include "core/generator_error.h"
#include "core/scenario.h"

#include <cstdint>
#include <string>
#include <vector>

namespace disklab {

/// One kind of disk in a gas mixture.
struct GasSpecies {
    int count = 100;
    double radius = 0.5;
    double mass = 1.0;
    Colour colour{};
    std::string label{};  ///< given to every disk of the species; empty for none
    friend bool operator==(const GasSpecies&, const GasSpecies&) = default;
};

struct GasParameters {
    int count = 400;             ///< disks of the single species (ignored when `species` is set)
    double packing = 0.3;        ///< eta = sum pi r^2 / A, the box a square (ignored when width and height are set)
    double radius = 0.5;         ///< sigma = 2 r = 1 by default (single species)
    double mass = 1.0;           ///< (single species)
    double temperature = 1.0;    ///< k_B = 1
    std::uint64_t seed = 1;
    bool periodic = false;
    double meltCollisionsPerDisk = 20.0;  ///< event-driven collisions per disk after placing
    /// After melting, every disk at the speed sqrt(2 kT / m) in the direction it has: the gas at
    /// kT, but as far from Maxwell-Boltzmann as it can be, for a lesson that watches the speeds
    /// spread onto it. Walls only (equal speeds in random directions carry some total momentum).
    bool equalSpeeds = false;
    std::vector<GasSpecies> species;      ///< a mixture: each species' disks, in this order in the file
    double width = 0.0;          ///< box width; with height > 0 it replaces the packing fraction
    double height = 0.0;
    double wallTemperature = 0.0;  ///< every wall (but a free piston) a heater or cooler at this kT; 0: elastic
    double pistonMass = 0.0;       ///< > 0: the right wall is a free piston of this mass (walls only)
    double pistonPressure = 0.0;   ///< the pressure outside the piston
    double pistonLimit = 0.0;      ///< the x of the piston's cylinder's end; 0: the box's width
    int pumpCount = 0;             ///< > 0: a pump lets this many more disks in through the left wall (core/pump.h)
    double pumpTemperature = 0.0;  ///< kT of the gas the pumped disks come from; 0: the gas's own
    double pumpStart = 0.0;        ///< when the first pumped disk tries to enter
};

/// Throws GeneratorError (a std::invalid_argument naming the parameter) when the gas cannot be
/// built, e.g. a packing fraction beyond what the lattice can hold in a walled box. Any thread.
Scenario generateGas(const GasParameters& parameters);

/// Its parameters, described once for the generator dialog and the command line.
GeneratorDescriptor describeGas();

} // namespace disklab
