#include "core/incline_generator.h"

#include "core/common_parameters.h"
#include "core/generator_support.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <string>

namespace disklab {

using generation::number;
using generation::require;

Scenario generateIncline(const InclineParameters& p)
{
    require(p.count >= 1, "count", "must be at least 1, got " + std::to_string(p.count));
    generation::requirePositive(p.radius, "radius");
    generation::requirePositive(p.mass, "mass");
    require(std::isfinite(p.angle) && p.angle > 0.0 && p.angle < 80.0, "angle",
            "must be between 0 and 80 degrees, got " + number(p.angle));
    generation::requirePositive(p.gravity, "gravity", true);
    generation::requirePositive(p.width, "width");
    generation::requirePositive(p.height, "height");
    generation::requirePositive(p.temperature, "temperature", true);
    const double slope = std::tan(p.angle * std::numbers::pi / 180.0);
    const double top = p.width * slope;  // height of the floor at the left wall
    require(top < p.height - 4.0 * p.radius, "angle",
            "the floor reaches " + number(top) + " at the left wall, too close to the top " + number(p.height)
                + "; use a smaller angle, a narrower or taller box");

    Scenario s;
    s.width = p.width;
    s.height = p.height;
    s.gravityY = -p.gravity;
    s.seed = p.seed;
    s.segments = {{0.0, top, p.width, 0.0, SegmentWall{}.removeTime, "floor"}};
    // Sites of the finest lattice whose sites are one and a half diameters apart and that has
    // enough of them above the floor, so the disks start apart and the seed picks among many;
    // in a crowded box, sites a diameter apart.
    const double r = p.radius;
    const double cosine = 1.0 / std::hypot(1.0, slope);
    auto clearOfFloor = [&](double x, double y) { return (y - (top - slope * x)) * cosine >= 1.25 * r; };
    Random random(p.seed);
    std::vector<int> free;
    generation::Lattice lattice;
    for (const double spacing : {3.0 * r, 2.0 * r * (1.0 + 1e-9)}) {
        for (int wanted = p.count;; wanted += std::max(1, wanted / 8)) {
            const generation::Lattice finer = generation::bestLattice(wanted, p.width - 2.0 * r, p.height - 2.0 * r, false);
            if (finer.nearest < spacing)
                break;
            std::vector<int> clear;
            for (int site = 0; site < finer.columns * finer.rows; ++site) {
                const generation::Point c = generation::latticeSite(finer, site, r, r, false);
                if (clearOfFloor(c.x, c.y))
                    clear.push_back(site);
            }
            if (static_cast<int>(clear.size()) >= p.count)
                lattice = finer, free = std::move(clear);
        }
        if (static_cast<int>(free.size()) >= p.count)
            break;
    }
    require(static_cast<int>(free.size()) >= p.count, "count", std::to_string(p.count) + " disks do not fit above the floor");
    for (std::size_t k = free.size() - 1; k > 0; --k)
        std::swap(free[k], free[random.below(k + 1)]);
    free.resize(static_cast<std::size_t>(p.count));
    std::sort(free.begin(), free.end());
    for (int site : free) {
        const generation::Point c = generation::latticeSite(lattice, site, r, r, false);
        Disk d;
        d.x = c.x, d.y = c.y, d.radius = r, d.mass = p.mass;
        s.disks.push_back(d);
    }
    generation::thermalVelocities(s.disks, p.temperature, static_cast<double>(p.count), random);

    s.engine.dt = generation::suggestedTimeStep(s);
    s.title = "Tilted floor";
    char description[240];
    std::snprintf(description, sizeof description, "%d disks above a floor tilted by %g degrees, gravity %g, starting kT = %g.",
                  p.count, p.angle, p.gravity, p.temperature);
    s.description = description;
    return s;
}

GeneratorDescriptor describeIncline()
{
    using P = InclineParameters;
    return describe::generator<P>("incline", DISKLAB_TR_NOOP("GeneratorCatalog", "Tilted floor"),
        DISKLAB_TR_NOOP("GeneratorCatalog", "Disks dropped on an inclined floor under gravity."), generateIncline,
        {
            describe::diskCount(&P::count),
            describe::radius(&P::radius),
            describe::mass(&P::mass),
            describe::real(&P::angle,
                {"angle", "DEG", DISKLAB_TR_NOOP("GeneratorCatalog", "Floor angle (°)"),
                    DISKLAB_TR_NOOP("GeneratorCatalog", "Tilt of the floor in degrees; it falls from left to right.")},
                0.1, 79.9),
            describe::real(&P::gravity,
                {"gravity", "G", DISKLAB_TR_NOOP("GeneratorCatalog", "Gravity"),
                    DISKLAB_TR_NOOP("GeneratorCatalog", "Strength of gravity, pointing down.")},
                0.0, describe::kUnbounded),
            describe::box(&P::width, &P::height),
            describe::temperature(&P::temperature,
                DISKLAB_TR_NOOP("GeneratorCatalog", "kT of the starting velocities (0: dropped from rest).")),
            describe::randomSeed(&P::seed),
        });
}

} // namespace disklab
