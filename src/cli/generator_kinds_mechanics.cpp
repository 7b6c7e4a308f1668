// generate billiards, squeeze, cradle, wall-bouncing, incline: few disks, set in motion by hand.
#include "generator_kinds.h"

#include "core/generators.h"

namespace disklab::cli {
namespace {

QCommandLineOption number(const QString& name, const QString& description, double defaultValue,
                          const QString& valueName = "X")
{
    return valueOption(name, description, valueName, defaultText(defaultValue));
}

QCommandLineOption size(const QString& name, const QString& description, double width, double height)
{
    return valueOption(name, description, "WxH", defaultText(width) + "x" + defaultText(height));
}

QCommandLineOption seedOption(const QString& description, std::uint64_t defaultValue)
{
    return valueOption("seed", description, "S", QString::number(defaultValue));
}

GeneratorKind billiardsKind()
{
    const BilliardsParameters d;
    GeneratorKind kind;
    kind.name = "billiards";
    kind.summary = "a rack of balls and a cue ball shot at it";
    kind.options = {
        number("rows", "Rows of the rack (1, 3, 6, 10, 15, ... balls).", d.rows, "N"),
        number("radius", "Ball radius.", d.radius, "R"),
        number("mass", "Ball mass.", d.mass, "M"),
        number("cue-speed", "Speed of the cue ball.", d.cueSpeed, "V"),
        number("cue-angle", "Direction of the cue ball in degrees from +x (0 aims at the apex).", d.cueAngle, "DEG"),
        size("table", "Table size.", d.tableWidth, d.tableHeight),
        number("gap", "Space between neighbouring rack balls.", d.gap, "G"),
        number("jitter", "Random displacement of each rack ball, up to this along x and y (< gap / 3).", d.jitter, "J"),
        seedOption("Random seed of the jitter.", d.seed),
    };
    kind.optionOfParameter = {{"tableWidth", "table"}, {"tableHeight", "table"}};
    kind.build = [](GeneratorOptions& o) -> std::optional<Scenario> {
        BilliardsParameters p;
        o.read("rows", p.rows);
        o.read("radius", p.radius);
        o.read("mass", p.mass);
        o.read("cue-speed", p.cueSpeed);
        o.read("cue-angle", p.cueAngle);
        o.readSize("table", p.tableWidth, p.tableHeight);
        o.read("gap", p.gap);
        o.read("jitter", p.jitter);
        o.read("seed", p.seed);
        if (!o.ok())
            return std::nullopt;
        return generateBilliards(p);
    };
    return kind;
}

GeneratorKind squeezeKind()
{
    const SqueezeParameters d;
    GeneratorKind kind;
    kind.name = "squeeze";
    kind.summary = "a tiny light disk between two large heavy ones closing in";
    kind.options = {
        size("box", "Box size.", d.width, d.height),
        number("large-radius", "Radius of the two large disks.", d.largeRadius, "R"),
        number("large-mass", "Mass of the two large disks.", d.largeMass, "M"),
        number("large-speed", "Speed of each large disk towards the middle.", d.largeSpeed, "V"),
        number("small-radius", "Radius of the small disk.", d.smallRadius, "R"),
        number("small-mass", "Mass of the small disk.", d.smallMass, "M"),
        number("small-speed", "Speed of the small disk (moving left).", d.smallSpeed, "V"),
        seedOption("Seed stored in the scenario (the layout is fixed).", d.seed),
    };
    kind.optionOfParameter = {{"width", "box"}, {"height", "box"}};
    kind.build = [](GeneratorOptions& o) -> std::optional<Scenario> {
        SqueezeParameters p;
        o.readSize("box", p.width, p.height);
        o.read("large-radius", p.largeRadius);
        o.read("large-mass", p.largeMass);
        o.read("large-speed", p.largeSpeed);
        o.read("small-radius", p.smallRadius);
        o.read("small-mass", p.smallMass);
        o.read("small-speed", p.smallSpeed);
        o.read("seed", p.seed);
        if (!o.ok())
            return std::nullopt;
        return generateSqueeze(p);
    };
    return kind;
}

GeneratorKind cradleKind()
{
    const CradleParameters d;
    GeneratorKind kind;
    kind.name = "cradle";
    kind.summary = "Newton's cradle: a row of balls at rest struck by one or more";
    kind.options = {
        number("n", "Balls at rest in the row.", d.count, "N"),
        number("strikers", "Balls arriving together from the left.", d.strikers, "K"),
        number("radius", "Ball radius.", d.radius, "R"),
        number("mass", "Ball mass.", d.mass, "M"),
        number("speed", "Speed of the strikers.", d.speed, "V"),
        number("gap", "Space between neighbouring balls (0: touching).", d.gap, "G"),
        seedOption("Seed stored in the scenario (the layout is fixed).", d.seed),
    };
    kind.build = [](GeneratorOptions& o) -> std::optional<Scenario> {
        CradleParameters p;
        o.read("n", p.count);
        o.read("strikers", p.strikers);
        o.read("radius", p.radius);
        o.read("mass", p.mass);
        o.read("speed", p.speed);
        o.read("gap", p.gap);
        o.read("seed", p.seed);
        if (!o.ok())
            return std::nullopt;
        return generateCradle(p);
    };
    return kind;
}

GeneratorKind wallBouncingKind()
{
    const WallBouncingParameters d;
    GeneratorKind kind;
    kind.name = "wall-bouncing";
    kind.summary = "rows of disks bouncing between opposite walls, lanes crossing";
    kind.options = {
        number("columns", "Disks starting on the bottom wall, moving up.", d.columns, "N"),
        number("rows", "Disks starting on the left wall, moving right.", d.rows, "N"),
        number("size", "Side of the square box.", d.size, "L"),
        number("radius", "Disk radius.", d.radius, "R"),
        number("mass", "Disk mass.", d.mass, "M"),
        number("speed", "Speed of every disk.", d.speed, "V"),
        seedOption("Seed stored in the scenario (the layout is fixed).", d.seed),
    };
    kind.build = [](GeneratorOptions& o) -> std::optional<Scenario> {
        WallBouncingParameters p;
        o.read("columns", p.columns);
        o.read("rows", p.rows);
        o.read("size", p.size);
        o.read("radius", p.radius);
        o.read("mass", p.mass);
        o.read("speed", p.speed);
        o.read("seed", p.seed);
        if (!o.ok())
            return std::nullopt;
        return generateWallBouncing(p);
    };
    return kind;
}

GeneratorKind inclineKind()
{
    const InclineParameters d;
    GeneratorKind kind;
    kind.name = "incline";
    kind.summary = "disks dropped above a tilted floor (an interior wall) under gravity";
    kind.options = {
        number("n", "Number of disks.", d.count, "N"),
        number("radius", "Disk radius.", d.radius, "R"),
        number("mass", "Disk mass.", d.mass, "M"),
        number("angle", "Tilt of the floor in degrees; it falls from left to right.", d.angle, "DEG"),
        number("gravity", "Strength of gravity, pointing down.", d.gravity, "G"),
        size("box", "Box size.", d.width, d.height),
        number("temperature", "kT of the starting velocities (0: dropped from rest).", d.temperature, "T"),
        seedOption("Random seed; the same seed gives the same scenario.", d.seed),
    };
    kind.optionOfParameter = {{"width", "box"}, {"height", "box"}};
    kind.build = [](GeneratorOptions& o) -> std::optional<Scenario> {
        InclineParameters p;
        o.read("n", p.count);
        o.read("radius", p.radius);
        o.read("mass", p.mass);
        o.read("angle", p.angle);
        o.read("gravity", p.gravity);
        o.readSize("box", p.width, p.height);
        o.read("temperature", p.temperature);
        o.read("seed", p.seed);
        if (!o.ok())
            return std::nullopt;
        return generateIncline(p);
    };
    return kind;
}

} // namespace

QList<GeneratorKind> mechanicsGeneratorKinds()
{
    return {billiardsKind(), squeezeKind(), cradleKind(), wallBouncingKind(), inclineKind()};
}

} // namespace disklab::cli
