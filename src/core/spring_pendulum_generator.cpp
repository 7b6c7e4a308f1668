#include "core/spring_pendulum_generator.h"

#include "core/common_parameters.h"
#include "core/generator_support.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numbers>
#include <string>

namespace disklab {

using generation::number;
using generation::require;

Scenario generateSpringPendulum(const SpringPendulumParameters& p)
{
    generation::requirePositive(p.stiffness, "stiffness");
    generation::requirePositive(p.gravity, "gravity");
    generation::requirePositive(p.mass, "mass");
    generation::requirePositive(p.radius, "radius");
    require(std::isfinite(p.angle) && p.angle >= 0.0 && p.angle <= 90.0, "angle",
            "must be from 0 to 90 degrees, got " + number(p.angle));
    const double restLength = p.length - p.mass * p.gravity / p.stiffness;
    require(std::isfinite(p.length) && restLength > p.radius * (1.0 + 1e-9), "length",
            "the spring's rest length, L - m g / k, must be more than the bob's radius (" + number(p.radius)
                + "); got " + number(restLength));

    const double theta = p.angle * std::numbers::pi / 180.0;
    Scenario s;
    // The bob never rises above the pivot (angle <= 90 degrees) nor comes within a radius of the walls.
    s.width = 2.0 * p.length * std::max(std::sin(theta), 0.6) + 6.0 * p.radius;
    s.height = p.length + 6.0 * p.radius;
    s.gravityY = -p.gravity;
    s.seed = p.seed;
    const double pivotX = 0.5 * s.width, pivotY = s.height - 3.0 * p.radius;
    Disk bob;
    bob.x = pivotX + p.length * std::sin(theta), bob.y = pivotY - p.length * std::cos(theta);
    bob.radius = p.radius, bob.mass = p.mass;
    bob.colour = generation::rgb(0xd8503c);
    bob.label = "bob";
    s.disks.push_back(bob);
    s.forces.anchors = {{0, pivotX, pivotY, p.stiffness, restLength}};
    s.engine.kind = EngineKind::Force;
    s.engine.response = generation::kForceContactResponse;
    s.engine.dt = std::min(generation::suggestedTimeStep(s), generation::roundedStep(0.1 * std::sqrt(p.mass / p.stiffness)));
    s.title = "Pendulum on a stiff spring";
    char description[240];
    std::snprintf(description, sizeof description,
                  "A bob of mass %g on a spring of k = %g, L = %g below a pivot, released at %g degrees under gravity "
                  "%g; small-angle period 2 pi sqrt(L / g) = %.4g.",
                  p.mass, p.stiffness, p.length, p.angle, p.gravity, 2.0 * std::numbers::pi * std::sqrt(p.length / p.gravity));
    s.description = description;
    return s;
}

GeneratorDescriptor describeSpringPendulum()
{
    using P = SpringPendulumParameters;
    return describe::generator<P>("spring-pendulum", DISKLAB_TR_NOOP("GeneratorCatalog", "Spring pendulum"),
        DISKLAB_TR_NOOP("GeneratorCatalog",
            "A bob on a stiff spring below a pivot, released at an angle: a simple pendulum for the force engine."),
        generateSpringPendulum,
        {
            describe::real(&P::length,
                {"length", "L", DISKLAB_TR_NOOP("GeneratorCatalog", "Length"),
                    DISKLAB_TR_NOOP("GeneratorCatalog",
                        "Pivot to bob while hanging still, the spring's static stretch m g / k included.")},
                1e-6, describe::kUnbounded),
            describe::real(&P::angle,
                {"angle", "DEG", DISKLAB_TR_NOOP("GeneratorCatalog", "Angle (°)"),
                    DISKLAB_TR_NOOP("GeneratorCatalog", "Angle from the vertical at release, in degrees.")},
                0.0, 90.0),
            describe::real(&P::gravity,
                {"gravity", "G", DISKLAB_TR_NOOP("GeneratorCatalog", "Gravity"),
                    DISKLAB_TR_NOOP("GeneratorCatalog", "Strength of gravity, pointing down.")},
                1e-6, describe::kUnbounded),
            describe::stiffness(
                &P::stiffness, DISKLAB_TR_NOOP("GeneratorCatalog", "k of the spring: stiff, so it barely stretches.")),
            describe::mass(&P::mass, DISKLAB_TR_NOOP("GeneratorCatalog", "Mass of the bob.")),
            describe::radius(&P::radius, DISKLAB_TR_NOOP("GeneratorCatalog", "Radius of the bob.")),
            describe::storedSeed(&P::seed),
        });
}

} // namespace disklab
