#include "core/network_generator.h"

#include "core/common_parameters.h"
#include "core/generator_support.h"
#include "core/random_placement.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numbers>
#include <set>
#include <string>
#include <utility>

namespace disklab {

using generation::number;
using generation::require;

namespace {

void checkParameters(const NetworkParameters& p)
{
    require(p.count >= 2 && p.count <= 2000, "count", "must be from 2 to 2000, got " + std::to_string(p.count));
    require(std::isfinite(p.degree) && p.degree >= 0.0 && p.degree <= p.count - 1, "degree",
            "must be from 0 to N - 1 (" + std::to_string(p.count - 1) + "), got " + number(p.degree));
    generation::requirePositive(p.stiffness, "stiffness");
    generation::requirePositive(p.restLength, "restLength");
    generation::requirePositive(p.charge, "charge", true);
    generation::requirePositive(p.damping, "damping", true);
    require(std::isfinite(p.packing) && p.packing > 0.0 && p.packing <= 0.4, "packing",
            "must be in (0, 0.4] for random placement, got " + number(p.packing));
    generation::requirePositive(p.radius, "radius");
    generation::requirePositive(p.mass, "mass");
}

/// A random connected graph on `count` nodes with max(count - 1, degree count / 2) edges.
std::vector<std::pair<int, int>> randomGraph(int count, double degree, Random& random)
{
    std::set<std::pair<int, int>> edges;
    for (int k = 1; k < count; ++k)
        edges.insert({static_cast<int>(random.below(static_cast<std::uint64_t>(k))), k});
    const auto wanted = static_cast<std::size_t>(std::max<double>(count - 1, std::round(0.5 * degree * count)));
    while (edges.size() < wanted) {
        int a = static_cast<int>(random.below(static_cast<std::uint64_t>(count)));
        int b = static_cast<int>(random.below(static_cast<std::uint64_t>(count)));
        if (a != b)
            edges.insert({std::min(a, b), std::max(a, b)});
    }
    // Tree links first, in the order drawn, then the extra ones: the set sorts them all.
    return {edges.begin(), edges.end()};
}

/// A step that moves a disk about a twentieth of its radius per step at the speed the most
/// stretched spring could give it, or that two charges meeting could.
double networkStep(const Scenario& s, const NetworkParameters& p)
{
    double stretch = 0.0;
    for (const Link& link : s.forces.links) {
        const Disk& a = s.disks[static_cast<std::size_t>(link.a)];
        const Disk& b = s.disks[static_cast<std::size_t>(link.b)];
        stretch = std::max(stretch, std::abs(std::hypot(a.x - b.x, a.y - b.y) - link.restLength));
    }
    const double contactEnergy = p.charge * p.charge / (2.0 * p.radius);
    const double speed = std::max(stretch * std::sqrt(p.stiffness / p.mass), std::sqrt(2.0 * contactEnergy / p.mass));
    return generation::roundedStep(0.05 * p.radius / std::max(speed, 1e-300));
}

} // namespace

Scenario generateNetwork(const NetworkParameters& p)
{
    checkParameters(p);
    Scenario s;
    s.width = s.height = std::sqrt(p.count * std::numbers::pi * p.radius * p.radius / p.packing);
    s.seed = p.seed;
    Random random(p.seed);
    for (const generation::Point& place : generation::scatter(p.count, p.radius, s.width, s.height, false, random, "packing")) {
        Disk d;
        d.x = place.x, d.y = place.y, d.radius = p.radius, d.mass = p.mass, d.charge = p.charge;
        d.colour = generation::rgb(0x2e8b57);
        s.disks.push_back(d);
    }
    for (const auto& [a, b] : randomGraph(p.count, p.degree, random))
        s.forces.links.push_back({a, b, p.stiffness, p.restLength});
    s.forces.damping = p.damping;
    s.engine.kind = EngineKind::Force;
    s.engine.forceMethod = ForceMethod::Direct;
    s.engine.dt = networkStep(s, p);
    s.engine.response = generation::kForceContactResponse;
    s.title = "Force-directed network";
    char description[240];
    std::snprintf(description, sizeof description,
                  "%d disks of charge %g joined by %zu springs of k = %g and rest length %g, damping %g, walled box.",
                  p.count, p.charge, s.forces.links.size(), p.stiffness, p.restLength, p.damping);
    s.description = description;
    return s;
}

GeneratorDescriptor describeNetwork()
{
    using P = NetworkParameters;
    return describe::generator<P>("network", DISKLAB_TR_NOOP("GeneratorCatalog", "Spring network"),
        DISKLAB_TR_NOOP("GeneratorCatalog",
            "Disks joined by springs along a random connected graph, repelling each other mildly: a force-directed "
            "layout."),
        generateNetwork,
        {
            describe::diskCount(&P::count, nullptr, nullptr, 2000),
            describe::real(&P::degree,
                {"degree", "D", DISKLAB_TR_NOOP("GeneratorCatalog", "Links per disk"),
                    DISKLAB_TR_NOOP("GeneratorCatalog", "Mean number of springs at a disk (a tree has about 2).")},
                0.0, 1999.0),
            describe::stiffness(&P::stiffness),
            describe::restLength(&P::restLength),
            describe::real(&P::charge,
                {"charge", "Q", DISKLAB_TR_NOOP("GeneratorCatalog", "Charge"),
                    DISKLAB_TR_NOOP("GeneratorCatalog", "Every disk's charge, of one sign: the mild repulsion.")},
                0.0, describe::kUnbounded),
            describe::damping(&P::damping),
            describe::packing(&P::packing,
                DISKLAB_TR_NOOP("GeneratorCatalog", "Packing fraction eta = N pi r^2 / A (square box)."), 0.4),
            describe::radius(&P::radius),
            describe::mass(&P::mass),
            describe::randomSeed(&P::seed),
        });
}

} // namespace disklab
