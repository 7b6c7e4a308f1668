#include "core/charged_gas_generator.h"

#include "core/common_parameters.h"
#include "core/generator_support.h"
#include "core/random_placement.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numbers>
#include <string>

namespace disklab {

using generation::number;
using generation::require;

namespace {

/// Up to this many charges the direct sum is exact and no slower than the tree.
constexpr int kDirectSumLimit = 1000;

void checkParameters(const ChargedGasParameters& p)
{
    require(p.count >= 1 && p.count <= 100000, "count", "must be from 1 to 100000, got " + std::to_string(p.count));
    generation::requirePositive(p.charge, "charge");
    generation::requirePositive(p.coulombConstant, "coulombConstant");
    generation::requirePositive(p.damping, "damping", true);
    require(std::isfinite(p.packing) && p.packing > 0.0 && p.packing <= 0.4, "packing",
            "must be in (0, 0.4] for random placement, got " + number(p.packing));
    generation::requirePositive(p.radius, "radius");
    generation::requirePositive(p.mass, "mass");
    generation::requirePositive(p.temperature, "temperature", true);
}

/// A step that moves a disk about a twentieth of its radius per step at the fastest speed it
/// is likely to have: thermal (three standard deviations) or what the Coulomb energy at
/// contact, k q^2 / 2r, gives it.
double chargedGasStep(const ChargedGasParameters& p)
{
    const double contactEnergy = p.coulombConstant * p.charge * p.charge / (2.0 * p.radius);
    const double speed = std::max(3.0 * std::sqrt(2.0 * p.temperature / p.mass), std::sqrt(2.0 * contactEnergy / p.mass));
    return generation::roundedStep(0.05 * p.radius / speed);
}

std::string chargedGasDescription(const ChargedGasParameters& p)
{
    char description[300];
    std::snprintf(description, sizeof description,
                  "%d disks of charge %s%g at packing fraction %g and kT = %g, Coulomb constant %g%s, walled box.",
                  p.count, p.signs == ChargeSigns::One ? "+" : "+/-", p.charge, p.packing, p.temperature,
                  p.coulombConstant, p.damping > 0.0 ? (", damping " + number(p.damping)).c_str() : "");
    return description;
}

} // namespace

Scenario generateChargedGas(const ChargedGasParameters& p)
{
    checkParameters(p);
    Scenario s;
    s.width = s.height = std::sqrt(p.count * std::numbers::pi * p.radius * p.radius / p.packing);
    s.seed = p.seed;
    Random random(p.seed);
    const int positive = p.signs == ChargeSigns::One ? p.count : (p.count + 1) / 2;
    for (const generation::Point& place : generation::scatter(p.count, p.radius, s.width, s.height, false, random, "packing")) {
        Disk d;
        d.x = place.x, d.y = place.y, d.radius = p.radius, d.mass = p.mass;
        const bool plus = static_cast<int>(s.disks.size()) < positive;
        d.charge = plus ? p.charge : -p.charge;
        d.colour = generation::rgb(plus ? 0xd8503c : 0x3c78d8);
        s.disks.push_back(d);
    }
    generation::thermalVelocities(s.disks, p.temperature, p.count, random);
    s.forces.coulombConstant = p.coulombConstant;
    s.forces.damping = p.damping;
    s.engine.kind = EngineKind::Force;
    s.engine.forceMethod = p.count <= kDirectSumLimit ? ForceMethod::Direct : ForceMethod::BarnesHut;
    s.engine.dt = chargedGasStep(p);
    s.engine.response = generation::kForceContactResponse;
    s.title = p.signs == ChargeSigns::One ? "Charged gas" : "Charged gas of both signs";
    s.description = chargedGasDescription(p);
    return s;
}

GeneratorDescriptor describeChargedGas()
{
    using P = ChargedGasParameters;
    return describe::generator<P>("charged-gas", DISKLAB_TR_NOOP("GeneratorCatalog", "Charged gas"),
        DISKLAB_TR_NOOP("GeneratorCatalog",
            "Charged disks at random places in a walled box, for the force engine: of one sign they repel, of both "
            "signs opposite charges pair up."),
        generateChargedGas,
        {
            describe::diskCount(&P::count, nullptr, nullptr, 100000),
            describe::choice(&P::signs,
                {"signs", "", DISKLAB_TR_NOOP("GeneratorCatalog", "Signs"),
                    DISKLAB_TR_NOOP("GeneratorCatalog", "one: every disk +q; both: half +q, half -q.")},
                {{{"one", DISKLAB_TR_NOOP("GeneratorCatalog", "One sign")}, ChargeSigns::One},
                    {{"both", DISKLAB_TR_NOOP("GeneratorCatalog", "Both signs")}, ChargeSigns::Both}}),
            describe::real(&P::charge,
                {"charge", "Q", DISKLAB_TR_NOOP("GeneratorCatalog", "Charge"),
                    DISKLAB_TR_NOOP("GeneratorCatalog", "Magnitude of every disk's charge.")},
                1e-6, describe::kUnbounded),
            describe::real(&P::coulombConstant,
                {"coulomb-constant", "K", DISKLAB_TR_NOOP("GeneratorCatalog", "Coulomb constant"),
                    DISKLAB_TR_NOOP("GeneratorCatalog", "k in F = k q1 q2 / r^2."), {"coulombConstant"}},
                1e-6, describe::kUnbounded),
            describe::damping(&P::damping),
            describe::packing(&P::packing,
                DISKLAB_TR_NOOP("GeneratorCatalog", "Packing fraction eta = N pi r^2 / A (square box)."), 0.4),
            describe::radius(&P::radius),
            describe::mass(&P::mass),
            describe::temperature(&P::temperature,
                DISKLAB_TR_NOOP("GeneratorCatalog", "kT of the starting velocities (k_B = 1).")),
            describe::randomSeed(&P::seed),
        });
}

} // namespace disklab
