#include "core/generator_support.h"

#include "core/event_driven_engine.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <numeric>

namespace disklab::generation {
namespace {

double nearestDistance(double spacing, double rowSpacing, int rows)
{
    if (rows == 1)
        return spacing;
    return std::min({spacing, std::hypot(0.5 * spacing, rowSpacing), rows > 2 ? 2.0 * rowSpacing : spacing * 10.0});
}

} // namespace

std::string number(double value)
{
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%g", value);
    return buffer;
}

void requirePositive(double value, const char* parameter, bool zeroAllowed)
{
    const bool ok = std::isfinite(value) && (zeroAllowed ? value >= 0.0 : value > 0.0);
    require(ok, parameter, std::string(zeroAllowed ? "must be >= 0" : "must be positive") + ", got " + number(value));
}

Lattice bestLattice(int count, double width, double height, bool periodic)
{
    Lattice best;
    const int step = periodic ? 2 : 1;
    for (int rows = step; rows <= count + step; rows += step) {
        const int columns = (count + rows - 1) / rows;
        Lattice l{columns, rows, 0.0, 0.0, 0.0};
        if (periodic) {
            l.spacing = width / columns;
            l.rowSpacing = height / rows;
        } else {
            l.spacing = columns > 1 || rows > 1 ? width / (columns - (rows > 1 ? 0.5 : 1.0)) : width;
            l.rowSpacing = rows > 1 ? height / (rows - 1) : height;
        }
        l.nearest = nearestDistance(l.spacing, l.rowSpacing, rows);
        if (l.nearest > best.nearest)
            best = l;
        if (columns == 1)
            break;
    }
    return best;
}

Point latticeSite(const Lattice& lattice, int site, double x0, double y0, bool periodic)
{
    const int column = site % lattice.columns;
    const int row = site / lattice.columns;
    const double shift = periodic ? 0.25 : 0.0;
    Point p{x0 + (column + shift + 0.5 * (row % 2)) * lattice.spacing, y0 + (row + shift) * lattice.rowSpacing};
    if (!periodic && lattice.rows == 1)
        p.y = y0 + 0.5 * lattice.rowSpacing;  // a single row runs along the middle
    return p;
}

std::vector<int> chooseSites(const Lattice& lattice, int count, Random& random)
{
    std::vector<int> sites(static_cast<std::size_t>(lattice.columns) * static_cast<std::size_t>(lattice.rows));
    std::iota(sites.begin(), sites.end(), 0);
    for (std::size_t k = sites.size() - 1; k > 0; --k)
        std::swap(sites[k], sites[random.below(k + 1)]);
    sites.resize(static_cast<std::size_t>(count));
    std::sort(sites.begin(), sites.end());
    return sites;
}

void thermalVelocities(std::span<Disk> disks, double temperature, double divisor, Random& random)
{
    double px = 0.0, py = 0.0, mass = 0.0;
    for (Disk& d : disks) {
        const double sigma = std::sqrt(temperature / d.mass);
        d.vx = sigma * random.normal();
        d.vy = sigma * random.normal();
        px += d.mass * d.vx;
        py += d.mass * d.vy;
        mass += d.mass;
    }
    // Zero total momentum, then the exact temperature.
    double kinetic = 0.0;
    for (Disk& d : disks) {
        d.vx -= px / mass;
        d.vy -= py / mass;
        kinetic += 0.5 * d.mass * (d.vx * d.vx + d.vy * d.vy);
    }
    const double wanted = temperature * divisor;
    const double scale = kinetic > 0.0 ? std::sqrt(wanted / kinetic) : 0.0;
    for (Disk& d : disks) {
        // At kT = 0 every disk is at rest: +0, not the -0 that scaling a negative draw gives.
        d.vx = scale == 0.0 ? 0.0 : d.vx * scale;
        d.vy = scale == 0.0 ? 0.0 : d.vy * scale;
    }
}

double suggestedTimeStep(const Scenario& s)
{
    double speed = std::sqrt(2.0 * std::hypot(s.gravityX, s.gravityY) * std::max(s.width, s.height));
    double radius = std::numeric_limits<double>::infinity();
    for (const Disk& d : s.disks) {
        speed = std::max(speed, std::hypot(d.vx, d.vy));
        radius = std::min(radius, d.radius);
    }
    if (!(speed > 0.0) || !std::isfinite(radius))
        return EngineConfig{}.dt;
    return roundedStep(0.05 * radius / speed);
}

double roundedStep(double step)
{
    const double decade = std::pow(10.0, std::floor(std::log10(step)));
    const double mantissa = step / decade;
    return decade * (mantissa >= 5.0 ? 5.0 : mantissa >= 2.0 ? 2.0 : 1.0);
}

void melt(Scenario& scenario, double collisionsPerDisk)
{
    if (!(collisionsPerDisk > 0.0) || scenario.disks.empty())
        return;
    EventDrivenEngine engine(scenario);
    engine.advanceCollisions(static_cast<std::uint64_t>(collisionsPerDisk * static_cast<double>(scenario.disks.size())));
    const Snapshot melted = engine.snapshot();
    for (std::size_t k = 0; k < scenario.disks.size(); ++k) {
        Disk& d = scenario.disks[k];
        d.x = melted.x[k];
        d.y = melted.y[k];
        d.vx = melted.vx[k];
        d.vy = melted.vy[k];
    }
}

} // namespace disklab::generation
