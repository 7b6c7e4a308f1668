#include "core/lattice_generator.h"

#include "core/common_parameters.h"
#include "core/generator_support.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <string>

namespace disklab {

using generation::number;
using generation::require;

Scenario generateLattice(const LatticeParameters& p)
{
    require(p.columns >= 1, "columns", "must be at least 1, got " + std::to_string(p.columns));
    require(p.rows >= 1, "rows", "must be at least 1, got " + std::to_string(p.rows));
    require(!p.periodic || (p.rows % 2 == 0 && p.rows >= 4 && p.columns >= 3), "rows",
            "a periodic crystal needs an even number of rows (at least 4) and at least 3 columns, got "
                + std::to_string(p.rows) + " x " + std::to_string(p.columns));
    constexpr double closePacked = std::numbers::pi / (2.0 * std::numbers::sqrt3);
    require(std::isfinite(p.packing) && p.packing > 0.0 && p.packing < closePacked, "packing",
            "must be in (0, 0.9069), the close-packed limit; got " + number(p.packing));
    generation::requirePositive(p.radius, "radius");
    generation::requirePositive(p.mass, "mass");
    generation::requirePositive(p.temperature, "temperature", true);

    // pi r^2 per site over a^2 sqrt(3)/2 of area per site.
    const double a = std::sqrt(2.0 * std::numbers::pi * p.radius * p.radius / (std::numbers::sqrt3 * p.packing));
    const double h = a * std::numbers::sqrt3 / 2.0;
    Scenario s;
    s.seed = p.seed;
    double x0 = 0.25 * a, y0 = 0.5 * h;
    if (p.periodic) {
        s.boundary = Boundary::Periodic;
        s.width = p.columns * a;
        s.height = p.rows * h;
    } else {
        x0 = std::max(0.5 * a, p.radius);
        y0 = std::max(0.5 * h, p.radius);
        s.width = 2.0 * x0 + (p.columns - (p.rows > 1 ? 0.5 : 1.0)) * a;
        s.height = 2.0 * y0 + (p.rows - 1) * h;
    }
    for (int row = 0; row < p.rows; ++row) {
        for (int column = 0; column < p.columns; ++column) {
            Disk d;
            d.x = x0 + (column + 0.5 * (row % 2)) * a;
            d.y = y0 + row * h;
            d.radius = p.radius;
            d.mass = p.mass;
            s.disks.push_back(d);
        }
    }
    Random random(p.seed);
    const double count = static_cast<double>(s.disks.size());
    generation::thermalVelocities(s.disks, p.temperature, p.periodic ? count - 1.0 : count, random);
    s.title = "Hard-disk crystal";
    char description[200];
    std::snprintf(description, sizeof description, "%d x %d triangular crystal at packing fraction %g, kT = %g, %s box.",
                  p.columns, p.rows, p.packing, p.temperature, p.periodic ? "periodic" : "walled");
    s.description = description;
    return s;
}

GeneratorDescriptor describeLattice()
{
    using P = LatticeParameters;
    return describe::generator<P>("lattice", DISKLAB_TR_NOOP("GeneratorCatalog", "Lattice"),
        DISKLAB_TR_NOOP("GeneratorCatalog", "A triangular crystal at temperature T."), generateLattice,
        {
            describe::integer(&P::columns,
                {"columns", "N", DISKLAB_TR_NOOP("GeneratorCatalog", "Columns"),
                    DISKLAB_TR_NOOP("GeneratorCatalog", "Disks per row.")},
                1, 100000),
            describe::integer(&P::rows,
                {"rows", "N", DISKLAB_TR_NOOP("GeneratorCatalog", "Rows"),
                    DISKLAB_TR_NOOP("GeneratorCatalog", "Rows (even in a periodic box).")},
                1, 100000),
            describe::packing(
                &P::packing, DISKLAB_TR_NOOP("GeneratorCatalog", "Packing fraction of the crystal."), 0.9),
            describe::radius(&P::radius),
            describe::mass(&P::mass),
            describe::temperature(&P::temperature, DISKLAB_TR_NOOP("GeneratorCatalog", "kT of the velocities.")),
            describe::boolean<P>(
                {"walls", "", DISKLAB_TR_NOOP("GeneratorCatalog", "Walled box"),
                    DISKLAB_TR_NOOP("GeneratorCatalog", "A walled box around the crystal instead of a periodic one."),
                    {"periodic"}},
                [](const P& p) { return !p.periodic; }, [](P& p, bool walls) { p.periodic = !walls; }),
            describe::randomSeed(&P::seed),
        });
}

} // namespace disklab
