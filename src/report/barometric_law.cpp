#include "report/barometric_law.h"

#include "report/hard_disk_theory.h"

#include <cmath>

namespace disklab {
namespace {

/// Every disk has the first one's mass.
bool oneMass(const Scenario& scenario)
{
    for (const Disk& d : scenario.disks) {
        if (d.mass != scenario.disks.front().mass)
            return false;
    }
    return !scenario.disks.empty();
}

} // namespace

std::optional<BarometricColumn> barometricColumn(const Scenario& s)
{
    // Along a side up to rounding: gravity typed as a strength and an angle keeps a component
    // of cos(270 degrees) ~ 1e-16 of it across.
    const double gx = std::abs(s.gravityX), gy = std::abs(s.gravityY);
    const bool alongY = gy > 0.0 && gx <= 1e-12 * gy;
    const bool alongX = gx > 0.0 && gy <= 1e-12 * gx;
    const bool onlyCollisions = !s.hasForces() && !s.aggregation && !s.pump && s.segments.empty() && !s.hasFreePiston()
                                && !s.hasMovingWalls() && !s.hasThermalWalls();
    const double radius = commonRadius(s);
    if (s.boundary != Boundary::Walls || !(alongX || alongY) || !onlyCollisions || !(radius > 0.0) || !oneMass(s))
        return std::nullopt;
    BarometricColumn column;
    const double g = alongY ? s.gravityY : s.gravityX;
    column.weight = s.disks.front().mass * std::abs(g);
    (alongY ? column.upY : column.upX) = g < 0.0 ? 1.0 : -1.0;
    const double extent = alongY ? s.height : s.width;
    // The box spans [0, extent] along its side; seen from the other end when gravity points up.
    column.floor = g < 0.0 ? 0.0 : -extent;
    column.lowest = radius;
    column.highest = extent - radius;
    column.width = alongY ? s.width : s.height;
    return column;
}

double heightOf(const BarometricColumn& column, double x, double y)
{
    return column.upX * x + column.upY * y - column.floor;
}

double barometricMeanHeight(const BarometricColumn& column, double kT)
{
    const double scale = kT / column.weight;
    const double span = column.highest - column.lowest;
    return column.lowest + scale - span / std::expm1(span / scale);
}

double barometricDensity(const BarometricColumn& column, double kT, double disks, double height)
{
    const double beta = column.weight / kT;
    const double span = column.highest - column.lowest;
    // exp(-beta (h - lowest)) normalised over [lowest, highest], per unit width.
    return disks / column.width * beta * std::exp(-beta * (height - column.lowest)) / -std::expm1(-beta * span);
}

} // namespace disklab
