#include "core/brownian_generator.h"

#include "core/common_parameters.h"
#include "core/generator_support.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <string>

namespace disklab {

using generation::number;
using generation::require;
using generation::rgb;

Scenario generateBrownian(const BrownianParameters& p)
{
    require(p.count >= 1, "count", "must be at least 1, got " + std::to_string(p.count));
    require(std::isfinite(p.packing) && p.packing > 0.0 && p.packing < 0.85, "packing",
            "must be in (0, 0.85), got " + number(p.packing));
    generation::requirePositive(p.radius, "radius");
    generation::requirePositive(p.mass, "mass");
    generation::requirePositive(p.largeRadius, "largeRadius");
    generation::requirePositive(p.largeMass, "largeMass");
    generation::requirePositive(p.temperature, "temperature", true);

    const double r = p.radius, big = p.largeRadius;
    const double side = std::sqrt((p.count * r * r + big * big) * std::numbers::pi / p.packing);
    require(2.0 * big < side - 4.0 * r, "largeRadius", "the large disk fills the box; use more small disks or a smaller large disk");
    Scenario s;
    s.width = s.height = side;
    s.seed = p.seed;
    Disk large;
    large.x = large.y = 0.5 * side;
    large.radius = big;
    large.mass = p.largeMass;
    large.colour = rgb(0xb03030);
    large.label = kBrownianLabel;
    s.disks.push_back(large);

    // A lattice over the box, without the sites the large disk covers: grown until it has
    // enough free sites, as long as its sites stay a diameter apart.
    const double clearance = (big + r) * (1.0 + 1e-9);
    int sitesWanted = p.count;
    std::vector<int> free;
    generation::Lattice lattice;
    for (;;) {
        lattice = generation::bestLattice(sitesWanted, side - 2.0 * r, side - 2.0 * r, false);
        require(lattice.nearest >= 2.0 * r * (1.0 + 1e-9), "packing",
                "packing fraction " + number(p.packing) + " is too high to place " + std::to_string(p.count)
                    + " small disks around the large one");
        free.clear();
        for (int site = 0; site < lattice.columns * lattice.rows; ++site) {
            const generation::Point c = generation::latticeSite(lattice, site, r, r, false);
            if (std::hypot(c.x - large.x, c.y - large.y) >= clearance)
                free.push_back(site);
        }
        if (static_cast<int>(free.size()) >= p.count)
            break;
        sitesWanted += p.count - static_cast<int>(free.size());
    }
    Random random(p.seed);
    for (std::size_t k = free.size() - 1; k > 0; --k)
        std::swap(free[k], free[random.below(k + 1)]);
    free.resize(static_cast<std::size_t>(p.count));
    std::sort(free.begin(), free.end());
    for (int site : free) {
        const generation::Point c = generation::latticeSite(lattice, site, r, r, false);
        Disk d;
        d.x = c.x, d.y = c.y, d.radius = r, d.mass = p.mass;
        d.colour = rgb(0x9fb4cc);
        s.disks.push_back(d);
    }
    generation::thermalVelocities(s.disks, p.temperature, static_cast<double>(s.disks.size()), random);
    if (p.temperature > 0.0)
        generation::melt(s, p.meltCollisionsPerDisk);

    s.title = "Brownian motion";
    char description[240];
    std::snprintf(description, sizeof description,
                  "A disk of radius %g and mass %g (labelled \"%s\") among %d disks of radius %g and mass %g, kT = %g.",
                  big, p.largeMass, kBrownianLabel, p.count, r, p.mass, p.temperature);
    s.description = description;
    return s;
}

GeneratorDescriptor describeBrownian()
{
    using P = BrownianParameters;
    return describe::generator<P>("brownian", DISKLAB_TR_NOOP("GeneratorCatalog", "Brownian motion"),
        DISKLAB_TR_NOOP("GeneratorCatalog", "One large heavy disk among many small ones."), generateBrownian,
        {
            describe::diskCount(&P::count, DISKLAB_TR_NOOP("GeneratorCatalog", "Small disks"),
                DISKLAB_TR_NOOP("GeneratorCatalog", "Number of small disks.")),
            describe::packing(&P::packing,
                DISKLAB_TR_NOOP("GeneratorCatalog", "Packing fraction of all disks, the large one included."), 0.85),
            describe::radius(&P::radius, DISKLAB_TR_NOOP("GeneratorCatalog", "Radius of the small disks.")),
            describe::mass(&P::mass, DISKLAB_TR_NOOP("GeneratorCatalog", "Mass of the small disks.")),
            describe::real(&P::largeRadius,
                {"large-radius", "R", DISKLAB_TR_NOOP("GeneratorCatalog", "Large radius"),
                    DISKLAB_TR_NOOP("GeneratorCatalog", "Radius of the large disk."), {"largeRadius"}},
                0.0001, describe::kUnbounded),
            describe::real(&P::largeMass,
                {"large-mass", "M", DISKLAB_TR_NOOP("GeneratorCatalog", "Large mass"),
                    DISKLAB_TR_NOOP("GeneratorCatalog", "Mass of the large disk."), {"largeMass"}},
                0.0001, describe::kUnbounded),
            describe::temperature(&P::temperature, DISKLAB_TR_NOOP("GeneratorCatalog", "kT of every disk.")),
            describe::melting(&P::meltCollisionsPerDisk),
            describe::randomSeed(&P::seed),
        });
}

} // namespace disklab
