#include "core/piston_generator.h"

#include "core/common_parameters.h"
#include "core/gas_generator.h"
#include "core/generator_support.h"

#include <cmath>
#include <cstdio>

namespace disklab {

using generation::number;
using generation::require;

Scenario generatePiston(const PistonParameters& p)
{
    generation::requirePositive(p.pistonSpeed, "pistonSpeed");
    require(std::isfinite(p.finalWidth) && p.finalWidth > 0.0 && p.finalWidth != 1.0, "finalWidth",
            "must be positive and not 1 (below 1 compresses, above expands), got " + number(p.finalWidth));
    require(p.packing / p.finalWidth < 0.8 || !(p.finalWidth < 1.0), "finalWidth",
            "compressing to " + number(p.finalWidth) + " of the width would pack the gas to "
                + number(p.packing / p.finalWidth) + ", beyond 0.8 where hard disks jam");
    GasParameters gas;
    gas.count = p.count;
    gas.packing = p.packing;
    gas.radius = p.radius;
    gas.mass = p.mass;
    gas.temperature = p.temperature;
    gas.meltCollisionsPerDisk = p.meltCollisionsPerDisk;
    gas.seed = p.seed;
    Scenario s = generateGas(gas);
    const double travel = s.width * (1.0 - p.finalWidth);
    require(s.width * p.finalWidth > 2.0 * p.radius * 1.001, "finalWidth", "the box would be narrower than a disk");
    s.wall(Side::Right) = {travel > 0.0 ? -p.pistonSpeed : p.pistonSpeed, std::abs(travel) / p.pistonSpeed};
    const bool compress = p.finalWidth < 1.0;
    s.title = compress ? "Piston compression" : "Piston expansion";
    char description[240];
    std::snprintf(description, sizeof description,
                  "%d disks at packing fraction %g and kT = %g; the right wall moves %s at speed %g until the box is %g "
                  "of its width (t = %g), then stops.",
                  p.count, p.packing, p.temperature, compress ? "in" : "out", p.pistonSpeed, p.finalWidth,
                  s.wall(Side::Right).stopTime);
    s.description = description;
    return s;
}

GeneratorDescriptor describePiston()
{
    using P = PistonParameters;
    return describe::generator<P>("piston", DISKLAB_TR_NOOP("GeneratorCatalog", "Piston compression"),
        DISKLAB_TR_NOOP("GeneratorCatalog", "A gas compressed by the right wall."), generatePiston,
        {
            describe::diskCount(&P::count),
            describe::packing(
                &P::packing, DISKLAB_TR_NOOP("GeneratorCatalog", "Packing fraction at the start (square box)."), 0.8),
            describe::radius(&P::radius),
            describe::mass(&P::mass),
            describe::temperature(&P::temperature, DISKLAB_TR_NOOP("GeneratorCatalog", "kT at the start.")),
            describe::real(&P::pistonSpeed,
                {"piston-speed", "U", DISKLAB_TR_NOOP("GeneratorCatalog", "Piston speed"),
                    DISKLAB_TR_NOOP("GeneratorCatalog", "Speed of the right wall."), {"pistonSpeed"}},
                0.0001, describe::kUnbounded),
            describe::real(&P::finalWidth,
                {"final-width", "F", DISKLAB_TR_NOOP("GeneratorCatalog", "Final width (share)"),
                    DISKLAB_TR_NOOP(
                        "GeneratorCatalog", "Box width when the wall stops, as a share of the start (< 1 compresses)."),
                    {"finalWidth"}},
                0.01, 100.0),
            describe::melting(&P::meltCollisionsPerDisk),
            describe::randomSeed(&P::seed),
        });
}

} // namespace disklab
