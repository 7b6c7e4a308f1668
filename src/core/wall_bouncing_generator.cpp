#include "core/wall_bouncing_generator.h"

#include "core/common_parameters.h"
#include "core/generator_support.h"

#include <cmath>
#include <cstdio>
#include <string>

namespace disklab {

using generation::require;
using generation::rgb;

Scenario generateWallBouncing(const WallBouncingParameters& p)
{
    require(p.columns >= 0 && p.rows >= 0 && p.columns + p.rows >= 1, "columns",
            "columns and rows must be >= 0 and not both 0");
    generation::requirePositive(p.size, "size");
    generation::requirePositive(p.radius, "radius");
    generation::requirePositive(p.mass, "mass");
    generation::requirePositive(p.speed, "speed", true);
    const int lanes = std::max(p.columns, p.rows);
    const double spacing = p.size / (lanes + 1);
    // Neighbours in a family are a lane apart; the first disks of the two families, near the
    // corner, are sqrt 2 (spacing - r) apart.
    require(spacing > 2.0 * p.radius && std::sqrt(2.0) * (spacing - p.radius) > 2.0 * p.radius, "size",
            "lanes " + generation::number(spacing) + " apart are too narrow for disks of radius " + generation::number(p.radius));
    Scenario s;
    s.width = s.height = p.size;
    s.seed = p.seed;
    for (int k = 1; k <= p.columns; ++k) {
        Disk d;
        d.x = k * p.size / (p.columns + 1), d.y = p.radius, d.vy = p.speed, d.radius = p.radius, d.mass = p.mass;
        d.colour = rgb(0xc83232);
        s.disks.push_back(d);
    }
    for (int k = 1; k <= p.rows; ++k) {
        Disk d;
        d.x = p.radius, d.y = k * p.size / (p.rows + 1), d.vx = p.speed, d.radius = p.radius, d.mass = p.mass;
        d.colour = rgb(0x3250c8);
        s.disks.push_back(d);
    }
    s.engine.dt = generation::suggestedTimeStep(s);
    s.title = "Wall bouncing";
    char description[200];
    std::snprintf(description, sizeof description, "%d disks bounce up and down and %d left and right at speed %g.",
                  p.columns, p.rows, p.speed);
    s.description = description;
    return s;
}

GeneratorDescriptor describeWallBouncing()
{
    using P = WallBouncingParameters;
    return describe::generator<P>("wall-bouncing", DISKLAB_TR_NOOP("GeneratorCatalog", "Wall-bouncing rows"),
        DISKLAB_TR_NOOP("GeneratorCatalog", "Disks crossing the box in rows and columns."), generateWallBouncing,
        {
            describe::integer(&P::columns,
                {"columns", "N", DISKLAB_TR_NOOP("GeneratorCatalog", "Columns"),
                    DISKLAB_TR_NOOP("GeneratorCatalog", "Disks starting on the bottom wall, moving up.")},
                0, 100000),
            describe::integer(&P::rows,
                {"rows", "N", DISKLAB_TR_NOOP("GeneratorCatalog", "Rows"),
                    DISKLAB_TR_NOOP("GeneratorCatalog", "Disks starting on the left wall, moving right.")},
                0, 100000),
            describe::real(&P::size,
                {"size", "L", DISKLAB_TR_NOOP("GeneratorCatalog", "Box size"),
                    DISKLAB_TR_NOOP("GeneratorCatalog", "Side of the square box.")},
                0.0001, describe::kUnbounded),
            describe::radius(&P::radius),
            describe::mass(&P::mass),
            describe::real(&P::speed,
                {"speed", "V", DISKLAB_TR_NOOP("GeneratorCatalog", "Speed"),
                    DISKLAB_TR_NOOP("GeneratorCatalog", "Speed of every disk.")},
                0.0, describe::kUnbounded),
            describe::storedSeed(&P::seed),
        });
}

} // namespace disklab
