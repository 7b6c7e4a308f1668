#include "core/gas_generator.h"

#include "core/event_driven_engine.h"
#include "core/random.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <numeric>
#include <stdexcept>
#include <string>

namespace disklab {
namespace {

/// A triangular lattice of rows: `columns` sites per row, odd rows shifted by half a spacing.
struct Lattice {
    int columns = 0;
    int rows = 0;
    double spacing = 0.0;     // along a row
    double rowSpacing = 0.0;
    double nearest = 0.0;     // smallest centre distance between sites
};

double nearestDistance(double spacing, double rowSpacing, int rows)
{
    if (rows == 1)
        return spacing;
    return std::min({spacing, std::hypot(0.5 * spacing, rowSpacing), rows > 2 ? 2.0 * rowSpacing : spacing * 10.0});
}

/// The lattice with at least `count` sites in the given region whose nearest distance is
/// largest. Periodic lattices tile the region exactly (even rows, so the half shift wraps);
/// walled ones keep the outermost centres on the region's edges.
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

void check(bool ok, const std::string& message)
{
    if (!ok)
        throw std::invalid_argument(message);
}

} // namespace

Scenario generateGas(const GasParameters& p)
{
    check(p.count >= 1, "count must be at least 1");
    check(std::isfinite(p.radius) && p.radius > 0.0, "radius must be positive");
    check(std::isfinite(p.mass) && p.mass > 0.0, "mass must be positive");
    check(std::isfinite(p.temperature) && p.temperature >= 0.0, "temperature must be >= 0");
    check(std::isfinite(p.packing) && p.packing > 0.0 && p.packing < std::numbers::pi / (2.0 * std::sqrt(3.0)),
          "packing fraction must be in (0, 0.9069), the close-packed limit");
    check(!p.periodic || p.count >= 2, "a periodic gas needs at least 2 disks");

    const double diameter = 2.0 * p.radius;
    const double side = std::sqrt(p.count * std::numbers::pi * p.radius * p.radius / p.packing);
    check(!p.periodic || side >= 3.0 * diameter * (1.0 + 1e-8),
          "a periodic box of " + std::to_string(p.count) + " disks at this packing fraction is narrower than three "
          "diameters; use more disks or a lower packing fraction");
    Scenario s;
    s.width = side;
    s.height = side;
    s.boundary = p.periodic ? Boundary::Periodic : Boundary::Walls;
    s.seed = p.seed;

    // Centres live in the box (periodic) or in the box shrunk by one radius on each side.
    const double inset = p.periodic ? 0.0 : p.radius;
    const Lattice lattice = bestLattice(p.count, side - 2.0 * inset, side - 2.0 * inset, p.periodic);
    check(lattice.nearest >= diameter * (1.0 + 1e-9),
          "packing fraction " + std::to_string(p.packing) + " is too high to place " + std::to_string(p.count)
              + " disks on a lattice" + (p.periodic ? "" : " in a walled box; use more disks or a periodic box"));

    Random random(p.seed);
    // Vacancies are spread at random so no corner of the box starts empty.
    std::vector<int> sites(static_cast<std::size_t>(lattice.columns) * static_cast<std::size_t>(lattice.rows));
    std::iota(sites.begin(), sites.end(), 0);
    for (std::size_t k = sites.size() - 1; k > 0; --k)
        std::swap(sites[k], sites[random.below(k + 1)]);
    sites.resize(static_cast<std::size_t>(p.count));
    std::sort(sites.begin(), sites.end());

    const double rowShift = p.periodic ? 0.25 : 0.0;  // keeps periodic centres off the box edge
    s.disks.resize(static_cast<std::size_t>(p.count));
    const double sigmaV = std::sqrt(p.temperature / p.mass);
    double px = 0.0, py = 0.0;
    for (std::size_t k = 0; k < sites.size(); ++k) {
        const int column = sites[k] % lattice.columns;
        const int row = sites[k] / lattice.columns;
        Disk& d = s.disks[k];
        d.x = inset + (column + rowShift + 0.5 * (row % 2)) * lattice.spacing;
        d.y = inset + (row + rowShift) * lattice.rowSpacing;
        if (!p.periodic && lattice.rows == 1)
            d.y = 0.5 * side;
        d.radius = p.radius;
        d.mass = p.mass;
        d.vx = sigmaV * random.normal();
        d.vy = sigmaV * random.normal();
        px += d.vx;
        py += d.vy;
    }
    // Zero total momentum, then scale to the exact temperature.
    double kinetic = 0.0;
    for (Disk& d : s.disks) {
        d.vx -= px / p.count;
        d.vy -= py / p.count;
        kinetic += 0.5 * d.mass * (d.vx * d.vx + d.vy * d.vy);
    }
    const double wanted = p.temperature * (p.periodic ? p.count - 1 : p.count);
    const double scale = kinetic > 0.0 ? std::sqrt(wanted / kinetic) : 0.0;
    for (Disk& d : s.disks) {
        d.vx *= scale;
        d.vy *= scale;
    }

    // Melt the lattice with real dynamics; energy (and in a periodic box momentum) is kept.
    if (p.meltCollisionsPerDisk > 0.0 && p.temperature > 0.0) {
        EventDrivenEngine engine(s);
        engine.advanceCollisions(static_cast<std::uint64_t>(p.meltCollisionsPerDisk * p.count));
        const Snapshot melted = engine.snapshot();
        for (std::size_t k = 0; k < s.disks.size(); ++k) {
            s.disks[k].x = melted.x[k];
            s.disks[k].y = melted.y[k];
            s.disks[k].vx = melted.vx[k];
            s.disks[k].vy = melted.vy[k];
        }
    }
    s.title = "Hard-disk gas";
    char description[200];
    std::snprintf(description, sizeof description,
                  "%d disks of radius %g and mass %g at packing fraction %g and kT = %g, %s box.", p.count,
                  p.radius, p.mass, p.packing, p.temperature, p.periodic ? "periodic" : "walled");
    s.description = description;
    return s;
}

} // namespace disklab
