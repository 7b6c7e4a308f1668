#include "core/gas_generator.h"

#include "core/common_parameters.h"
#include "core/free_piston.h"
#include "core/generator_support.h"
#include "core/pump.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
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

/// The species' totals the box is sized from.
struct SpeciesTotals {
    int count = 0;
    double diskArea = 0.0;
    double largestRadius = 0.0;
};

SpeciesTotals totalsOf(const std::vector<GasSpecies>& species)
{
    SpeciesTotals t;
    for (const GasSpecies& s : species) {
        t.count += s.count;
        t.diskArea += s.count * std::numbers::pi * s.radius * s.radius;
        t.largestRadius = std::max(t.largestRadius, s.radius);
    }
    return t;
}

/// The box given, or the square one at the packing fraction; refuses a periodic box too small
/// to simulate.
Extent gasBox(const GasParameters& p, const SpeciesTotals& totals, bool boxGiven)
{
    Extent box{p.width, p.height};
    if (boxGiven) {
        generation::requirePositive(p.width, "width");
        generation::requirePositive(p.height, "height");
    } else {
        require(std::isfinite(p.packing) && p.packing > 0.0 && p.packing < std::numbers::pi / (2.0 * std::sqrt(3.0)),
                "packing", "must be in (0, 0.9069), the close-packed limit; got " + number(p.packing));
        box.width = box.height = std::sqrt(totals.diskArea / p.packing);
    }
    require(!p.periodic || std::min(box.width, box.height) >= 3.0 * (2.0 * totals.largestRadius) * (1.0 + 1e-8),
            boxGiven ? "width" : "count",
            "a periodic box narrower than three largest diameters cannot be simulated; "
                + std::string(boxGiven ? "make the box larger" : "use more disks or a lower packing fraction"));
    return box;
}

/// Puts the disks of every species, in species order, on randomly chosen lattice sites;
/// which species sits on which site is shuffled, so no species starts in one corner.
void placeDisks(Scenario& s, const std::vector<GasSpecies>& species, const std::vector<int>& sites,
                const generation::Lattice& lattice, double inset, bool mixture, Random& random)
{
    const bool periodic = s.boundary == Boundary::Periodic;
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
    s.disks.resize(kinds.size());
    for (std::size_t k = 0; k < s.disks.size(); ++k) {
        const GasSpecies& kind = species[kinds[k]];
        Disk& d = s.disks[k];
        const generation::Point site = generation::latticeSite(lattice, sites[siteOf[k]], inset, inset, periodic);
        d.x = site.x;
        d.y = site.y;
        d.radius = kind.radius;
        d.mass = kind.mass;
        if (mixture) {
            d.colour = kind.colour;
            d.label = kind.label;
        }
    }
}

std::string gasDescription(const GasParameters& p, const SpeciesTotals& totals, std::size_t speciesCount, Extent box,
                           bool boxGiven)
{
    char description[240];
    const double eta = totals.diskArea / (box.width * box.height);
    if (!p.species.empty())
        std::snprintf(description, sizeof description, "%d disks of %zu species at packing fraction %.3g and kT = %g, %s box.",
                      totals.count, speciesCount, eta, p.temperature, p.periodic ? "periodic" : "walled");
    else
        std::snprintf(description, sizeof description,
                      "%d disks of radius %g and mass %g at packing fraction %g and kT = %g, %s box.", totals.count,
                      p.radius, p.mass, boxGiven ? eta : p.packing, p.temperature, p.periodic ? "periodic" : "walled");
    return description;
}

/// Every disk at the speed whose kinetic energy is kT (2D: m v^2 / 2 = kT), in the direction it
/// moves in now; a disk at rest keeps a direction along x.
void giveEqualSpeeds(std::vector<Disk>& disks, double kT)
{
    for (Disk& d : disks) {
        const double speed = std::sqrt(2.0 * kT / d.mass);
        const double now = std::hypot(d.vx, d.vy);
        d.vx = now > 0.0 ? speed * d.vx / now : speed;
        d.vy = now > 0.0 ? speed * d.vy / now : 0.0;
    }
}

/// The lab's walls, set once the gas has melted between elastic ones: heaters or coolers, and a
/// free piston on the right.
void setGasWalls(const GasParameters& p, Scenario& s)
{
    generation::requirePositive(p.wallTemperature, "wallTemperature", true);
    generation::requirePositive(p.pistonMass, "pistonMass", true);
    generation::requirePositive(p.pistonPressure, "pistonPressure", true);
    generation::requirePositive(p.pistonLimit, "pistonLimit", true);
    require(!p.periodic || (p.wallTemperature == 0.0 && p.pistonMass == 0.0), p.wallTemperature > 0.0 ? "wallTemperature" : "pistonMass",
            "a periodic box has no walls to heat, cool or make a piston of");
    require(p.pistonMass > 0.0 || (p.pistonPressure == 0.0 && p.pistonLimit == 0.0),
            p.pistonPressure > 0.0 ? "pistonPressure" : "pistonLimit", "only a free piston has these: give it a mass");
    require(p.pistonLimit == 0.0 || p.pistonLimit >= s.width, "pistonLimit",
            "the piston's cylinder must end at or beyond the box's width " + number(s.width));
    require(p.pistonLimit <= longestPistonLimit(s), "pistonLimit",
            "the piston's cylinder may reach at most x = " + number(longestPistonLimit(s)));
    BoxWall& piston = s.wall(Side::Right);
    piston.mass = p.pistonMass;
    piston.pressure = p.pistonPressure;
    if (p.pistonLimit > 0.0)
        piston.limit = p.pistonLimit;
    for (BoxWall& wall : s.walls)
        if (!wall.isFreePiston())
            wall.temperature = p.wallTemperature;
}

/// The lab's pump, through the left wall, which is never the piston: more of the same gas, at its
/// own temperature unless told.
void setGasPump(const GasParameters& p, Scenario& s)
{
    generation::requirePositive(p.pumpTemperature, "pumpTemperature", true);
    generation::requirePositive(p.pumpStart, "pumpStart", true);
    if (p.pumpCount == 0) {
        require(p.pumpTemperature == 0.0 && p.pumpStart == 0.0, p.pumpTemperature > 0.0 ? "pumpTemperature" : "pumpStart",
                "only a pump has these: give it a number of disks");
        return;
    }
    require(!p.periodic, "pumpCount", "a periodic box has no wall to pump through");
    Pump pump;
    pump.side = Side::Left;
    pump.count = p.pumpCount;
    pump.temperature = p.pumpTemperature > 0.0 ? p.pumpTemperature : p.temperature;
    pump.start = p.pumpStart;
    require(pump.temperature > 0.0, "pumpTemperature", "a gas at rest has no temperature to pump at: give the pump one");
    // What is left to go wrong is a box too small for the opening.
    const auto problem = pumpProblem(s, pump, pump.start);
    require(!problem, "pumpCount", problem ? problem->text() : std::string());
    s.pump = pump;
}

} // namespace

Scenario generateGas(const GasParameters& p)
{
    const bool mixture = !p.species.empty();
    const std::vector<GasSpecies> species = speciesOf(p);
    checkSpecies(species, mixture);
    const SpeciesTotals totals = totalsOf(species);
    require(totals.count >= 1, "species", "the mixture has no disks");
    generation::requirePositive(p.temperature, "temperature", true);
    require(!p.equalSpeeds || !p.periodic, "equalSpeeds",
            "equal speeds need a walled box: in random directions they carry some total momentum, which a periodic "
            "box would keep for ever");
    require(!p.equalSpeeds || p.temperature > 0.0, "equalSpeeds", "equal speeds need a temperature above 0");
    require(!p.periodic || totals.count >= 2, mixture ? "species" : "count", "a periodic gas needs at least 2 disks");
    const bool boxGiven = p.width > 0.0 || p.height > 0.0;
    const Extent box = gasBox(p, totals, boxGiven);

    Scenario s;
    s.width = box.width;
    s.height = box.height;
    s.boundary = p.periodic ? Boundary::Periodic : Boundary::Walls;
    s.seed = p.seed;

    // Centres live in the box (periodic) or in the box shrunk by the largest radius on each side.
    const double inset = p.periodic ? 0.0 : totals.largestRadius;
    const generation::Lattice lattice =
        generation::bestLattice(totals.count, box.width - 2.0 * inset, box.height - 2.0 * inset, p.periodic);
    const std::string packed = boxGiven ? "box " + number(box.width) + " x " + number(box.height)
                                        : "packing fraction " + number(p.packing);
    require(lattice.nearest >= 2.0 * totals.largestRadius * (1.0 + 1e-9), boxGiven ? "width" : "packing",
            packed + " is too dense to place " + std::to_string(totals.count) + " disks on a lattice"
                + (p.periodic ? "" : " in a walled box; use more disks, a periodic box or a lower density")
                + (mixture ? " (sites are spaced for the largest disks)" : ""));

    Random random(p.seed);
    const std::vector<int> sites = generation::chooseSites(lattice, totals.count, random);
    placeDisks(s, species, sites, lattice, inset, mixture, random);
    generation::thermalVelocities(s.disks, p.temperature, p.periodic ? totals.count - 1 : totals.count, random);
    // Melt the lattice with real dynamics; energy (and in a periodic box momentum) is kept.
    if (p.temperature > 0.0)
        generation::melt(s, p.meltCollisionsPerDisk);
    if (p.equalSpeeds)
        giveEqualSpeeds(s.disks, p.temperature);

    s.title = mixture ? "Hard-disk mixture" : "Hard-disk gas";
    s.description = gasDescription(p, totals, species.size(), box, boxGiven);
    setGasWalls(p, s);
    setGasPump(p, s);
    return s;
}

GeneratorDescriptor describeGas()
{
    using P = GasParameters;
    return describe::generator<P>("gas", DISKLAB_TR_NOOP("GeneratorCatalog", "Ideal gas"),
        DISKLAB_TR_NOOP("GeneratorCatalog",
            "N disks at a packing fraction and temperature, zero total momentum, melted from a lattice."),
        generateGas,
        {
            describe::diskCount(&P::count),
            describe::packing(&P::packing,
                DISKLAB_TR_NOOP(
                    "GeneratorCatalog", "Packing fraction eta = N pi r^2 / A, up to 0.70 and beyond (square box)."),
                0.9),
            describe::box(&P::width, &P::height,
                DISKLAB_TR_NOOP("GeneratorCatalog",
                    "Box width and height instead of the packing fraction (0 x 0: a square box at the packing "
                    "fraction)."),
                0.0),
            describe::radius(&P::radius, DISKLAB_TR_NOOP("GeneratorCatalog", "Disk radius (sigma = 2 r).")),
            describe::mass(&P::mass),
            describe::temperature(&P::temperature, DISKLAB_TR_NOOP("GeneratorCatalog", "kT (k_B = 1).")),
            describe::randomSeed(&P::seed),
            describe::melting(&P::meltCollisionsPerDisk),
            describe::boolean(&P::equalSpeeds,
                {"equal-speeds", "", DISKLAB_TR_NOOP("GeneratorCatalog", "Every disk at the same speed"),
                    DISKLAB_TR_NOOP("GeneratorCatalog",
                        "Start every disk at the speed sqrt(2 kT / m) in a random direction, far from "
                        "Maxwell-Boltzmann, to watch the speeds spread onto it (walled box only)."), {"equalSpeeds"}}),
            describe::boolean(&P::periodic,
                {"periodic", "", DISKLAB_TR_NOOP("GeneratorCatalog", "Periodic box"),
                    DISKLAB_TR_NOOP("GeneratorCatalog", "Periodic box instead of walls.")}),
            describe::real(&P::wallTemperature,
                {"wall-temperature", "T", DISKLAB_TR_NOOP("GeneratorCatalog", "Wall temperature kT"),
                    DISKLAB_TR_NOOP("GeneratorCatalog",
                        "Every wall but a piston a heater or cooler at this kT (0: elastic walls)."), {"wallTemperature"}},
                0.0, describe::kUnbounded),
            describe::real(&P::pistonMass,
                {"piston-mass", "M", DISKLAB_TR_NOOP("GeneratorCatalog", "Piston mass"),
                    DISKLAB_TR_NOOP("GeneratorCatalog",
                        "Make the right wall a free piston of this mass (0: an ordinary wall)."), {"pistonMass"}},
                0.0, describe::kUnbounded),
            describe::real(&P::pistonPressure,
                {"piston-pressure", "P", DISKLAB_TR_NOOP("GeneratorCatalog", "Pressure outside the piston"),
                    DISKLAB_TR_NOOP("GeneratorCatalog", "The pressure outside, pushing the free piston in."), {"pistonPressure"}},
                0.0, describe::kUnbounded),
            describe::real(&P::pistonLimit,
                {"piston-limit", "X", DISKLAB_TR_NOOP("GeneratorCatalog", "Piston's cylinder ends at x"),
                    DISKLAB_TR_NOOP("GeneratorCatalog",
                        "How far out the free piston can go (0: the box's width, so it can only come in)."), {"pistonLimit"}},
                0.0, describe::kUnbounded),
            describe::integer(&P::pumpCount,
                {"pump", "N", DISKLAB_TR_NOOP("GeneratorCatalog", "Disks pumped in"),
                    DISKLAB_TR_NOOP("GeneratorCatalog",
                        "A pump lets this many more disks in through an opening in the left wall, each once its "
                        "spot is free (0: no pump)."), {"pumpCount"}},
                0, 1000000),
            describe::real(&P::pumpTemperature,
                {"pump-temperature", "T", DISKLAB_TR_NOOP("GeneratorCatalog", "Pumped gas's kT"),
                    DISKLAB_TR_NOOP("GeneratorCatalog",
                        "kT of the gas the pumped disks come from (0: the gas's own kT)."), {"pumpTemperature"}},
                0.0, describe::kUnbounded),
            describe::real(&P::pumpStart,
                {"pump-start", "T", DISKLAB_TR_NOOP("GeneratorCatalog", "Pump starts at t"),
                    DISKLAB_TR_NOOP("GeneratorCatalog", "When the first pumped disk tries to enter."), {"pumpStart"}},
                0.0, describe::kUnbounded),
        });
}

} // namespace disklab
