#include "core/cradle_generator.h"

#include "core/common_parameters.h"
#include "core/generator_support.h"

#include <cstdio>
#include <string>

namespace disklab {

using generation::require;
using generation::rgb;

Scenario generateCradle(const CradleParameters& p)
{
    require(p.count >= 1 && p.count <= 1000, "count", "must be from 1 to 1000, got " + std::to_string(p.count));
    require(p.strikers >= 1 && p.strikers <= p.count, "strikers",
            "must be from 1 to the number of balls in the row (" + std::to_string(p.count) + "), got "
                + std::to_string(p.strikers));
    generation::requirePositive(p.radius, "radius");
    generation::requirePositive(p.mass, "mass");
    generation::requirePositive(p.speed, "speed");
    generation::requirePositive(p.gap, "gap", true);

    const double d = 2.0 * p.radius;
    const double pitch = d + p.gap;
    // Strikers start one diameter from the left wall and four diameters short of the row; the
    // same room is left on the right for the balls that leave.
    const double strikerSpan = (p.strikers - 1) * pitch;
    const double firstStriker = p.radius + d;
    const double firstBall = firstStriker + strikerSpan + 4.0 * d + d;
    const double lastBall = firstBall + (p.count - 1) * pitch;
    Scenario s;
    s.width = lastBall + firstBall;
    s.height = 8.0 * d;
    s.seed = p.seed;
    const double y = 0.5 * s.height;
    for (int k = 0; k < p.strikers; ++k) {
        Disk ball;
        ball.x = firstStriker + k * pitch, ball.y = y, ball.vx = p.speed, ball.radius = p.radius, ball.mass = p.mass;
        ball.colour = rgb(0xd8503c);
        ball.label = "striker " + std::to_string(k + 1);
        s.disks.push_back(ball);
    }
    for (int k = 0; k < p.count; ++k) {
        Disk ball;
        ball.x = firstBall + k * pitch, ball.y = y, ball.radius = p.radius, ball.mass = p.mass;
        ball.colour = rgb(0x8a9bb0);
        ball.label = std::to_string(k + 1);
        s.disks.push_back(ball);
    }
    s.engine.dt = generation::suggestedTimeStep(s);
    s.title = "Newton's cradle";
    char description[200];
    std::snprintf(description, sizeof description, "%d ball%s at speed %g strike a row of %d at rest%s.", p.strikers,
                  p.strikers == 1 ? "" : "s", p.speed, p.count, p.gap == 0.0 ? ", all touching" : "");
    s.description = description;
    return s;
}

GeneratorDescriptor describeCradle()
{
    using P = CradleParameters;
    return describe::generator<P>("cradle", DISKLAB_TR_NOOP("GeneratorCatalog", "Newton's cradle"),
        DISKLAB_TR_NOOP("GeneratorCatalog", "A row of balls at rest, struck from the left."), generateCradle,
        {
            describe::diskCount(&P::count, DISKLAB_TR_NOOP("GeneratorCatalog", "Balls at rest"),
                DISKLAB_TR_NOOP("GeneratorCatalog", "Balls at rest in the row."), 1000),
            describe::integer(&P::strikers,
                {"strikers", "K", DISKLAB_TR_NOOP("GeneratorCatalog", "Strikers"),
                    DISKLAB_TR_NOOP("GeneratorCatalog", "Balls arriving together from the left.")},
                1, 1000),
            describe::radius(&P::radius, DISKLAB_TR_NOOP("GeneratorCatalog", "Ball radius.")),
            describe::mass(&P::mass, DISKLAB_TR_NOOP("GeneratorCatalog", "Ball mass.")),
            describe::real(&P::speed,
                {"speed", "V", DISKLAB_TR_NOOP("GeneratorCatalog", "Striker speed"),
                    DISKLAB_TR_NOOP("GeneratorCatalog", "Speed of the strikers.")},
                0.0001, describe::kUnbounded),
            describe::real(&P::gap,
                {"gap", "G", DISKLAB_TR_NOOP("GeneratorCatalog", "Gap"),
                    DISKLAB_TR_NOOP("GeneratorCatalog", "Space between neighbouring balls (0: touching).")},
                0.0, describe::kUnbounded),
            describe::storedSeed(&P::seed),
        });
}

} // namespace disklab
