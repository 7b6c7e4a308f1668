#include "core/aggregation_generator.h"

#include "core/common_parameters.h"
#include "core/generator_support.h"
#include "core/random_placement.h"

#include <cmath>
#include <numbers>
#include <string>
#include <vector>

namespace disklab {

using generation::number;
using generation::require;

namespace {

/// The mobility is Brownian motion's choice; ballistic clusters move as they were set going.
AggregationMobility brownianMobility(const AggregationParameters& p)
{
    return p.motion == AggregationMotion::Brownian ? p.mobility : AggregationMobility::Maxwell;
}

/// Ballistic clusters keep the spin their merges give them, and clusters of a power-law mobility
/// never turn: the choice is that of Brownian motion with the Maxwell mobility.
AggregationRotation brownianRotation(const AggregationParameters& p)
{
    if (brownianMobility(p) == AggregationMobility::PowerLaw)
        return AggregationRotation::None;
    return p.motion == AggregationMotion::Brownian ? p.rotation : AggregationRotation::Maxwell;
}

std::string motionText(const AggregationParameters& p)
{
    if (p.motion == AggregationMotion::Ballistic)
        return "moving in straight lines";
    if (brownianMobility(p) == AggregationMobility::Maxwell)
        return "velocities redrawn from Maxwell-Boltzmann every step";
    return "each cluster of s disks diffusing with D proportional to s^" + number(p.mobilityExponent);
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
    require(isStickingProbability(p.stickingProbability), "stickingProbability",
            "must be in (0, 1], got " + number(p.stickingProbability));
    require(isMobilityExponent(p.mobilityExponent), "mobilityExponent",
            "must be finite and <= 0, got " + number(p.mobilityExponent));

    Scenario s;
    const double side = std::sqrt(p.count * std::numbers::pi * p.radius * p.radius / p.areaFraction);
    s.width = s.height = side;
    s.boundary = Boundary::Periodic;
    s.seed = p.seed;
    Random random(p.seed);
    for (const generation::Point& place : generation::scatter(p.count, p.radius, side, side, true, random, "areaFraction")) {
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
    settings.stickingProbability = p.stickingProbability;
    settings.rotation = brownianRotation(p);
    settings.mobility = brownianMobility(p);
    settings.mobilityExponent = p.mobilityExponent;
    s.aggregation = settings;
    const bool brownian = p.motion == AggregationMotion::Brownian;
    s.title = brownian ? "Brownian aggregation (DLCA)" : "Ballistic aggregation";
    char description[240];
    std::snprintf(description, sizeof description,
                  "%d sticky disks at area fraction %g in a periodic box, %s; clusters grow until one is left.",
                  p.count, p.areaFraction, motionText(p).c_str());
    s.description = description;
    if (brownianRotation(p) == AggregationRotation::None && brownianMobility(p) == AggregationMobility::Maxwell)
        s.description += " Clusters drift without turning.";
    if (p.stickingProbability < 1.0) {
        std::snprintf(description, sizeof description,
                      " Two clusters stick at a contact with probability %g and otherwise bounce off each other "
                      "(reaction-limited).",
                      p.stickingProbability);
        s.description += description;
    }
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
            describe::when(describe::choice(&P::rotation,
                {"rotation", "", DISKLAB_TR_NOOP("GeneratorCatalog", "Rotation"),
                    DISKLAB_TR_NOOP("GeneratorCatalog",
                        "maxwell: each cluster's spin is redrawn from Maxwell-Boltzmann with its velocity; none: "
                        "clusters drift without turning (classic diffusion-limited aggregation).")},
                {{{"maxwell", DISKLAB_TR_NOOP("GeneratorCatalog", "Maxwell spin")}, AggregationRotation::Maxwell},
                    {{"none", DISKLAB_TR_NOOP("GeneratorCatalog", "None")}, AggregationRotation::None}}),
                "motion", "brownian"),
            describe::when(describe::choice(&P::mobility,
                {"mobility", "", DISKLAB_TR_NOOP("GeneratorCatalog", "Mobility"),
                    DISKLAB_TR_NOOP("GeneratorCatalog",
                        "power-law: a cluster of s disks diffuses with D = D_1 s^gamma and does not turn, the "
                        "classic diffusion-limited aggregation, with steps that grow as clusters do; maxwell: "
                        "velocities from Maxwell-Boltzmann every step, D falling as 1 / s.")},
                {{{"power-law", DISKLAB_TR_NOOP("GeneratorCatalog", "Power law")}, AggregationMobility::PowerLaw},
                    {{"maxwell", DISKLAB_TR_NOOP("GeneratorCatalog", "Maxwell-Boltzmann")},
                        AggregationMobility::Maxwell}}),
                "motion", "brownian"),
            describe::when(describe::real(&P::mobilityExponent,
                {"mobility-exponent", "GAMMA", DISKLAB_TR_NOOP("GeneratorCatalog", "Mobility exponent"),
                    DISKLAB_TR_NOOP("GeneratorCatalog", "gamma of D = D_1 s^gamma; 0: every cluster diffuses alike."),
                    {"mobilityExponent"}},
                -2.0, 0.0),
                "mobility", "power-law"),
            describe::radius(&P::radius),
            describe::mass(&P::mass),
            describe::temperature(&P::temperature, DISKLAB_TR_NOOP("GeneratorCatalog", "kT.")),
            describe::real(&P::step,
                {"step", "DT", DISKLAB_TR_NOOP("GeneratorCatalog", "Step"),
                    DISKLAB_TR_NOOP("GeneratorCatalog",
                        "Time between Brownian velocity draws (ballistic: the contact search horizon).")},
                1e-6, describe::kUnbounded),
            describe::real(&P::stickingProbability,
                {"sticking-probability", "P", DISKLAB_TR_NOOP("GeneratorCatalog", "Sticking probability"),
                    DISKLAB_TR_NOOP("GeneratorCatalog",
                        "The chance that two clusters stick when they touch; otherwise they bounce off elastically "
                        "(1: diffusion- or ballistic-limited, small: reaction-limited)."),
                    {"stickingProbability"}},
                1e-3, 1.0),
            describe::randomSeed(&P::seed),
        });
}

} // namespace disklab
