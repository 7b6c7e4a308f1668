// generate billiards, squeeze, cradle, wall-bouncing, incline: few disks, set in motion by hand.
#include "generator_kinds.h"
#include "parameter_options.h"

#include "core/generators.h"

namespace disklab::cli {
namespace {

GeneratorKind billiardsKind()
{
    using P = BilliardsParameters;
    return boundKind<P>(
        "billiards", "a rack of balls and a cue ball shot at it",
        {
            number("rows", "Rows of the rack (1, 3, 6, 10, 15, ... balls).", &P::rows, "N"),
            number("radius", "Ball radius.", &P::radius, "R"),
            number("mass", "Ball mass.", &P::mass, "M"),
            number("cue-speed", "Speed of the cue ball.", &P::cueSpeed, "V"),
            number("cue-angle", "Direction of the cue ball in degrees from +x (0 aims at the apex).", &P::cueAngle, "DEG"),
            size("table", "Table size.", &P::tableWidth, &P::tableHeight),
            number("gap", "Space between neighbouring rack balls.", &P::gap, "G"),
            number("jitter", "Random displacement of each rack ball, up to this along x and y (< gap / 3).", &P::jitter, "J"),
            seed("Random seed of the jitter.", &P::seed),
        },
        generateBilliards, {{"tableWidth", "table"}, {"tableHeight", "table"}});
}

GeneratorKind squeezeKind()
{
    using P = SqueezeParameters;
    return boundKind<P>(
        "squeeze", "a tiny light disk between two large heavy ones closing in",
        {
            size("box", "Box size.", &P::width, &P::height),
            number("large-radius", "Radius of the two large disks.", &P::largeRadius, "R"),
            number("large-mass", "Mass of the two large disks.", &P::largeMass, "M"),
            number("large-speed", "Speed of each large disk towards the middle.", &P::largeSpeed, "V"),
            number("small-radius", "Radius of the small disk.", &P::smallRadius, "R"),
            number("small-mass", "Mass of the small disk.", &P::smallMass, "M"),
            number("small-speed", "Speed of the small disk (moving left).", &P::smallSpeed, "V"),
            seed(kFixedLayoutSeedDescription, &P::seed),
        },
        generateSqueeze, {{"width", "box"}, {"height", "box"}});
}

GeneratorKind cradleKind()
{
    using P = CradleParameters;
    return boundKind<P>("cradle", "Newton's cradle: a row of balls at rest struck by one or more",
                        {
                            number("n", "Balls at rest in the row.", &P::count, "N"),
                            number("strikers", "Balls arriving together from the left.", &P::strikers, "K"),
                            number("radius", "Ball radius.", &P::radius, "R"),
                            number("mass", "Ball mass.", &P::mass, "M"),
                            number("speed", "Speed of the strikers.", &P::speed, "V"),
                            number("gap", "Space between neighbouring balls (0: touching).", &P::gap, "G"),
                            seed(kFixedLayoutSeedDescription, &P::seed),
                        },
                        generateCradle);
}

GeneratorKind wallBouncingKind()
{
    using P = WallBouncingParameters;
    return boundKind<P>("wall-bouncing", "rows of disks bouncing between opposite walls, lanes crossing",
                        {
                            number("columns", "Disks starting on the bottom wall, moving up.", &P::columns, "N"),
                            number("rows", "Disks starting on the left wall, moving right.", &P::rows, "N"),
                            number("size", "Side of the square box.", &P::size, "L"),
                            number("radius", "Disk radius.", &P::radius, "R"),
                            number("mass", "Disk mass.", &P::mass, "M"),
                            number("speed", "Speed of every disk.", &P::speed, "V"),
                            seed(kFixedLayoutSeedDescription, &P::seed),
                        },
                        generateWallBouncing);
}

GeneratorKind inclineKind()
{
    using P = InclineParameters;
    return boundKind<P>(
        "incline", "disks dropped above a tilted floor (an interior wall) under gravity",
        {
            number("n", "Number of disks.", &P::count, "N"),
            number("radius", "Disk radius.", &P::radius, "R"),
            number("mass", "Disk mass.", &P::mass, "M"),
            number("angle", "Tilt of the floor in degrees; it falls from left to right.", &P::angle, "DEG"),
            number("gravity", "Strength of gravity, pointing down.", &P::gravity, "G"),
            size("box", "Box size.", &P::width, &P::height),
            number("temperature", "kT of the starting velocities (0: dropped from rest).", &P::temperature, "T"),
            seed(kRandomSeedDescription, &P::seed),
        },
        generateIncline, {{"width", "box"}, {"height", "box"}});
}

} // namespace

QList<GeneratorKind> mechanicsGeneratorKinds()
{
    return {billiardsKind(), squeezeKind(), cradleKind(), wallBouncingKind(), inclineKind()};
}

} // namespace disklab::cli
