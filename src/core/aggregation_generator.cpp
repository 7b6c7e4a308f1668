#include "core/aggregation_generator.h"

#include "core/common_parameters.h"
#include "core/generator_support.h"

#include <cmath>
#include <numbers>
#include <string>
#include <vector>

namespace disklab {

using generation::number;
using generation::require;

namespace {

/// Random non-overlapping places in a periodic square of side `side`, found by trying random
/// points against the disks already placed in the 3 x 3 cells around (cells at least a
/// diameter wide, so no overlap hides farther away).
std::vector<generation::Point> scatter(int count, double radius, double side, Random& random)
{
    const int cells = std::max(1, static_cast<int>(side / (2.0 * radius)));
    const double cell = side / cells;
    std::vector<std::vector<int>> grid(static_cast<std::size_t>(cells) * static_cast<std::size_t>(cells));
    std::vector<generation::Point> places;
    const auto wrapCell = [cells](int k) { return ((k % cells) + cells) % cells; };
    while (static_cast<int>(places.size()) < count) {
        const generation::Point p{side * random.uniform(), side * random.uniform()};
        const int cx = std::min(cells - 1, static_cast<int>(p.x / cell));
        const int cy = std::min(cells - 1, static_cast<int>(p.y / cell));
        bool free = true;
        for (int dy = -1; dy <= 1 && free; ++dy) {
            for (int dx = -1; dx <= 1 && free; ++dx) {
                for (int other : grid[static_cast<std::size_t>(wrapCell(cy + dy) * cells + wrapCell(cx + dx))]) {
                    double ddx = p.x - places[static_cast<std::size_t>(other)].x;
                    double ddy = p.y - places[static_cast<std::size_t>(other)].y;
                    ddx -= side * std::round(ddx / side);
                    ddy -= side * std::round(ddy / side);
                    if (ddx * ddx + ddy * ddy < 4.0 * radius * radius * (1.0 + 1e-9))
                        free = false;
                }
            }
        }
        if (!free)
            continue;
        grid[static_cast<std::size_t>(cy * cells + cx)].push_back(static_cast<int>(places.size()));
        places.push_back(p);
    }
    return places;
}

} // namespace

Scenario generateAggregation(const AggregationParameters& p)
{
    require(p.count >= 2, "count", "must be at least 2, got " + std::to_string(p.count));
    require(std::isfinite(p.areaFraction) && p.areaFraction > 0.0 && p.areaFraction <= 0.3, "areaFraction",
            "must be in (0, 0.3], got " + number(p.areaFraction));
    generation::requirePositive(p.radius, "radius");
    generation::requirePositive(p.mass, "mass");
    generation::requirePositive(p.temperature, "temperature");
    generation::requirePositive(p.step, "step");

    Scenario s;
    const double side = std::sqrt(p.count * std::numbers::pi * p.radius * p.radius / p.areaFraction);
    s.width = s.height = side;
    s.boundary = Boundary::Periodic;
    s.seed = p.seed;
    Random random(p.seed);
    for (const generation::Point& place : scatter(p.count, p.radius, side, random)) {
        Disk d;
        d.x = place.x;
        d.y = place.y;
        d.radius = p.radius;
        d.mass = p.mass;
        d.colour = generation::rgb(0x404040);
        s.disks.push_back(d);
    }
    generation::thermalVelocities(s.disks, p.temperature, static_cast<double>(p.count - 1), random);
    AggregationSettings settings;
    settings.motion = p.motion;
    settings.step = p.step;
    settings.temperature = p.temperature;
    s.aggregation = settings;
    const bool brownian = p.motion == AggregationMotion::Brownian;
    s.title = brownian ? "Brownian aggregation (DLCA)" : "Ballistic aggregation";
    char description[240];
    std::snprintf(description, sizeof description,
                  "%d sticky disks at area fraction %g in a periodic box, %s; clusters grow until one is left.",
                  p.count, p.areaFraction,
                  brownian ? "velocities redrawn from Maxwell-Boltzmann every step" : "moving in straight lines");
    s.description = description;
    return s;
}

GeneratorDescriptor describeAggregation()
{
    using P = AggregationParameters;
    return describe::generator<P>("aggregation", DISKLAB_TR_NOOP("GeneratorCatalog", "Aggregation"),
        DISKLAB_TR_NOOP("GeneratorCatalog", "Sticky disks that grow into fractal clusters."), generateAggregation,
        {
            describe::diskCount(&P::count),
            describe::real(&P::areaFraction,
                {"area-fraction", "F", DISKLAB_TR_NOOP("GeneratorCatalog", "Area fraction"),
                    DISKLAB_TR_NOOP("GeneratorCatalog", "Disk area over box area."), {"areaFraction"}},
                0.0001, 0.3),
            describe::choice(&P::motion,
                {"motion", "", DISKLAB_TR_NOOP("GeneratorCatalog", "Motion"),
                    DISKLAB_TR_NOOP("GeneratorCatalog",
                        "brownian: velocities redrawn from Maxwell-Boltzmann every step (DLCA); ballistic: straight "
                        "lines.")},
                {{{"brownian", DISKLAB_TR_NOOP("GeneratorCatalog", "Brownian")}, AggregationMotion::Brownian},
                    {{"ballistic", DISKLAB_TR_NOOP("GeneratorCatalog", "Ballistic")}, AggregationMotion::Ballistic}}),
            describe::radius(&P::radius),
            describe::mass(&P::mass),
            describe::temperature(&P::temperature, DISKLAB_TR_NOOP("GeneratorCatalog", "kT.")),
            describe::real(&P::step,
                {"step", "DT", DISKLAB_TR_NOOP("GeneratorCatalog", "Step"),
                    DISKLAB_TR_NOOP("GeneratorCatalog",
                        "Time between Brownian velocity draws (ballistic: the contact search horizon).")},
                1e-6, describe::kUnbounded),
            describe::randomSeed(&P::seed),
        });
}

} // namespace disklab
