#include "core/spring_chain_generator.h"

#include "core/common_parameters.h"
#include "core/generator_support.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

namespace disklab {

using generation::number;
using generation::require;

namespace {

void checkParameters(const SpringChainParameters& p)
{
    require(p.count >= 1 && p.count <= 1000, "count", "must be from 1 to 1000, got " + std::to_string(p.count));
    generation::requirePositive(p.stiffness, "stiffness");
    generation::requirePositive(p.radius, "radius");
    generation::requirePositive(p.mass, "mass");
    generation::requirePositive(p.gravity, "gravity", true);
    generation::requirePositive(p.damping, "damping", true);
    require(std::isfinite(p.restLength) && p.restLength > 2.0 * p.radius * (1.0 + 1e-9), "restLength",
            "must be more than a diameter (" + number(2.0 * p.radius) + "), so neighbours do not touch; got "
                + number(p.restLength));
}

/// The chain's length below its top disk (or its pivot) at rest and at its static stretch: the
/// spring above the i-th disk from the bottom carries i m g.
double hangingLength(const SpringChainParameters& p, int springs)
{
    return springs * p.restLength + 0.5 * springs * (springs + 1) * p.mass * p.gravity / p.stiffness;
}

std::string chainDescription(const SpringChainParameters& p)
{
    char description[260];
    std::snprintf(description, sizeof description,
                  "A chain of %d disks of mass %g on springs of k = %g and rest length %g, %s under gravity %g%s.",
                  p.count, p.mass, p.stiffness, p.restLength, p.top == ChainTop::Pivot ? "hung from a pivot" : "falling",
                  p.gravity, p.damping > 0.0 ? (", damping " + number(p.damping)).c_str() : "");
    return description;
}

} // namespace

Scenario generateSpringChain(const SpringChainParameters& p)
{
    checkParameters(p);
    const bool pivoted = p.top == ChainTop::Pivot;
    const int springs = pivoted ? p.count : p.count - 1;
    // Room below for a bounce to twice the static stretch, a radius and a margin each end.
    const double drop = 2.0 * hangingLength(p, springs) - springs * p.restLength;
    Scenario s;
    s.height = drop + 8.0 * p.radius;
    s.width = std::max(12.0 * p.radius, 0.6 * s.height);
    s.gravityY = -p.gravity;
    s.seed = p.seed;
    const double x = 0.5 * s.width, topY = s.height - 3.0 * p.radius;
    for (int k = 0; k < p.count; ++k) {
        Disk d;
        d.x = x, d.y = topY - (pivoted ? k + 1 : k) * p.restLength, d.radius = p.radius, d.mass = p.mass;
        d.colour = generation::rgb(0x3c78d8);
        d.label = std::to_string(k + 1);
        s.disks.push_back(d);
    }
    // The pivot is a fixed point (an anchor), not a disk: it never gives, so the chain's
    // stretch and its collision count belong to the chain alone.
    if (pivoted)
        s.forces.anchors.push_back({0, x, topY, p.stiffness, p.restLength});
    for (int k = 0; k + 1 < p.count; ++k)
        s.forces.links.push_back({k, k + 1, p.stiffness, p.restLength});
    s.forces.damping = p.damping;
    s.engine.kind = EngineKind::Force;
    s.engine.response = generation::kForceContactResponse;
    // The fastest spring mode of a chain is below 2 sqrt(k / m): a tenth of a radian a step.
    s.engine.dt = std::min(generation::suggestedTimeStep(s), generation::roundedStep(0.05 * std::sqrt(p.mass / p.stiffness)));
    s.title = pivoted ? "Hanging spring chain" : "Falling spring chain";
    s.description = chainDescription(p);
    return s;
}

GeneratorDescriptor describeSpringChain()
{
    using P = SpringChainParameters;
    return describe::generator<P>("spring-chain", DISKLAB_TR_NOOP("GeneratorCatalog", "Spring chain"),
        DISKLAB_TR_NOOP("GeneratorCatalog",
            "Disks joined by springs in a vertical chain under gravity, hung from a pivot or falling freely."),
        generateSpringChain,
        {
            describe::diskCount(&P::count, nullptr, DISKLAB_TR_NOOP("GeneratorCatalog", "Disks in the chain."), 1000),
            describe::choice(&P::top,
                {"top", "", DISKLAB_TR_NOOP("GeneratorCatalog", "Top"),
                    DISKLAB_TR_NOOP("GeneratorCatalog",
                        "pivot: the top disk hangs on a spring from a fixed point; free: the chain falls.")},
                {{{"pivot", DISKLAB_TR_NOOP("GeneratorCatalog", "Pivot")}, ChainTop::Pivot},
                    {{"free", DISKLAB_TR_NOOP("GeneratorCatalog", "Free")}, ChainTop::Free}}),
            describe::stiffness(&P::stiffness),
            describe::restLength(&P::restLength),
            describe::real(&P::gravity,
                {"gravity", "G", DISKLAB_TR_NOOP("GeneratorCatalog", "Gravity"),
                    DISKLAB_TR_NOOP("GeneratorCatalog", "Strength of gravity, pointing down.")},
                0.0, describe::kUnbounded),
            describe::damping(&P::damping),
            describe::radius(&P::radius),
            describe::mass(&P::mass),
            describe::storedSeed(&P::seed),
        });
}

} // namespace disklab
