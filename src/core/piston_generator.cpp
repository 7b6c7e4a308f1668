#include "core/piston_generator.h"

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

} // namespace disklab
