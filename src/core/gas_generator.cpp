#include "core/gas_generator.h"

#include "core/generator_support.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <string>

namespace disklab {

using generation::number;
using generation::require;

namespace {

std::vector<GasSpecies> speciesOf(const GasParameters& p)
{
    if (!p.species.empty())
        return p.species;
    GasSpecies one;
    one.count = p.count;
    one.radius = p.radius;
    one.mass = p.mass;
    return {one};
}

void checkSpecies(const std::vector<GasSpecies>& species, bool mixture)
{
    if (!mixture) {
        require(species[0].count >= 1, "count", "must be at least 1, got " + std::to_string(species[0].count));
        generation::requirePositive(species[0].radius, "radius");
        generation::requirePositive(species[0].mass, "mass");
        return;
    }
    for (std::size_t k = 0; k < species.size(); ++k) {
        const GasSpecies& s = species[k];
        const std::string which = "species " + std::to_string(k + 1) + ": ";
        require(s.count >= 0, "species", which + "count must be >= 0, got " + std::to_string(s.count));
        require(std::isfinite(s.radius) && s.radius > 0.0, "species", which + "radius must be positive, got " + number(s.radius));
        require(std::isfinite(s.mass) && s.mass > 0.0, "species", which + "mass must be positive, got " + number(s.mass));
    }
}

} // namespace

Scenario generateGas(const GasParameters& p)
{
    const bool mixture = !p.species.empty();
    const std::vector<GasSpecies> species = speciesOf(p);
    checkSpecies(species, mixture);
    int count = 0;
    double diskArea = 0.0, largestRadius = 0.0;
    for (const GasSpecies& s : species) {
        count += s.count;
        diskArea += s.count * std::numbers::pi * s.radius * s.radius;
        largestRadius = std::max(largestRadius, s.radius);
    }
    require(count >= 1, "species", "the mixture has no disks");
    generation::requirePositive(p.temperature, "temperature", true);
    require(!p.periodic || count >= 2, mixture ? "species" : "count", "a periodic gas needs at least 2 disks");
    const bool boxGiven = p.width > 0.0 || p.height > 0.0;
    double width = p.width, height = p.height;
    if (boxGiven) {
        generation::requirePositive(p.width, "width");
        generation::requirePositive(p.height, "height");
    } else {
        require(std::isfinite(p.packing) && p.packing > 0.0 && p.packing < std::numbers::pi / (2.0 * std::sqrt(3.0)),
                "packing", "must be in (0, 0.9069), the close-packed limit; got " + number(p.packing));
        width = height = std::sqrt(diskArea / p.packing);
    }
    const double diameter = 2.0 * largestRadius;
    require(!p.periodic || std::min(width, height) >= 3.0 * diameter * (1.0 + 1e-8), boxGiven ? "width" : "count",
            "a periodic box narrower than three largest diameters cannot be simulated; "
            + std::string(boxGiven ? "make the box larger" : "use more disks or a lower packing fraction"));

    Scenario s;
    s.width = width;
    s.height = height;
    s.boundary = p.periodic ? Boundary::Periodic : Boundary::Walls;
    s.seed = p.seed;

    // Centres live in the box (periodic) or in the box shrunk by the largest radius on each side.
    const double inset = p.periodic ? 0.0 : largestRadius;
    const generation::Lattice lattice = generation::bestLattice(count, width - 2.0 * inset, height - 2.0 * inset, p.periodic);
    const std::string packed = boxGiven ? "box " + number(width) + " x " + number(height)
                                        : "packing fraction " + number(p.packing);
    require(lattice.nearest >= diameter * (1.0 + 1e-9), boxGiven ? "width" : "packing",
            packed + " is too dense to place " + std::to_string(count) + " disks on a lattice"
                + (p.periodic ? "" : " in a walled box; use more disks, a periodic box or a lower density")
                + (mixture ? " (sites are spaced for the largest disks)" : ""));

    Random random(p.seed);
    const std::vector<int> sites = generation::chooseSites(lattice, count, random);
    // Which species sits on which site: shuffled, so no species starts in one corner.
    std::vector<std::size_t> kinds;
    for (std::size_t k = 0; k < species.size(); ++k)
        kinds.insert(kinds.end(), static_cast<std::size_t>(species[k].count), k);
    std::vector<std::size_t> siteOf(kinds.size());
    for (std::size_t k = 0; k < siteOf.size(); ++k)
        siteOf[k] = k;
    if (species.size() > 1) {
        for (std::size_t k = siteOf.size() - 1; k > 0; --k)
            std::swap(siteOf[k], siteOf[random.below(k + 1)]);
    }
    s.disks.resize(static_cast<std::size_t>(count));
    for (std::size_t k = 0; k < s.disks.size(); ++k) {
        const GasSpecies& kind = species[kinds[k]];
        Disk& d = s.disks[k];
        const generation::Point site = generation::latticeSite(lattice, sites[siteOf[k]], inset, inset, p.periodic);
        d.x = site.x;
        d.y = site.y;
        d.radius = kind.radius;
        d.mass = kind.mass;
        if (mixture) {
            d.colour = kind.colour;
            d.label = kind.label;
        }
    }
    generation::thermalVelocities(s.disks, p.temperature, p.periodic ? count - 1 : count, random);
    // Melt the lattice with real dynamics; energy (and in a periodic box momentum) is kept.
    if (p.temperature > 0.0)
        generation::melt(s, p.meltCollisionsPerDisk);

    s.title = mixture ? "Hard-disk mixture" : "Hard-disk gas";
    char description[240];
    const double eta = diskArea / (width * height);
    if (mixture)
        std::snprintf(description, sizeof description, "%d disks of %zu species at packing fraction %.3g and kT = %g, %s box.",
                      count, species.size(), eta, p.temperature, p.periodic ? "periodic" : "walled");
    else
        std::snprintf(description, sizeof description,
                      "%d disks of radius %g and mass %g at packing fraction %g and kT = %g, %s box.", count,
                      p.radius, p.mass, boxGiven ? eta : p.packing, p.temperature, p.periodic ? "periodic" : "walled");
    s.description = description;
    return s;
}

} // namespace disklab
