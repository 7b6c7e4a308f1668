// generate gas, lattice, diffusion, brownian, piston: the kinds that start from a thermal gas.
#include "generator_kinds.h"

#include "core/generators.h"

namespace disklab::cli {
namespace {

QCommandLineOption number(const QString& name, const QString& description, double defaultValue,
                          const QString& valueName = "X")
{
    return valueOption(name, description, valueName, defaultText(defaultValue));
}

QCommandLineOption seedOption(std::uint64_t defaultValue)
{
    return valueOption("seed", "Random seed; the same seed gives the same scenario.", "S",
                       QString::number(defaultValue));
}

/// "COUNT,RADIUS,MASS[,COLOUR[,LABEL]]", one --species option per species.
std::optional<GasSpecies> parseSpecies(const QString& text, GeneratorOptions& options)
{
    const QStringList parts = text.split(QLatin1Char(','));
    GasSpecies species;
    bool okCount = false, okRadius = false, okMass = false;
    if (parts.size() >= 3 && parts.size() <= 5) {
        species.count = parts[0].toInt(&okCount);
        species.radius = parts[1].toDouble(&okRadius);
        species.mass = parts[2].toDouble(&okMass);
    }
    std::optional<Colour> colour = species.colour;
    if (parts.size() >= 4)
        colour = parseColourOption(parts[3]);
    if (!okCount || !okRadius || !okMass || !colour) {
        options.fail(QString("--species: expected COUNT,RADIUS,MASS[,#rrggbb[,LABEL]], got '%1'").arg(text));
        return std::nullopt;
    }
    species.colour = *colour;
    if (parts.size() == 5)
        species.label = parts[4].toStdString();
    return species;
}

GeneratorKind gasKind()
{
    // The options of the first generator, kept as DESIGN.md section 6 defines them.
    GeneratorKind kind;
    kind.name = "gas";
    kind.summary = "an equilibrated hard-disk gas, one species or a mixture";
    kind.options = {
        {"n", "Number of disks.", "N"},
        {"packing", "Packing fraction eta = N pi r^2 / A, up to 0.70 and beyond (square box).", "PHI"},
        {"box", "Box WIDTHxHEIGHT instead of --packing.", "WxH"},
        {"radius", "Disk radius (sigma = 2 r).", "R", "0.5"},
        {"mass", "Disk mass.", "M", "1"},
        {"species", "A species of a mixture, instead of --n, --radius and --mass: COUNT,RADIUS,MASS[,#rrggbb[,LABEL]]. "
                    "Repeat for each species.", "SPEC"},
        {"temperature", "kT (k_B = 1).", "T", "1"},
        {"seed", "Random seed; the same seed gives the same gas.", "S", "1"},
        {"melt", "Collisions per disk run to melt the starting lattice.", "C", "20"},
        {"periodic", "Periodic box instead of walls."},
    };
    kind.optionOfParameter = {{"count", "n"}, {"width", "box"}, {"height", "box"}};
    kind.build = [](GeneratorOptions& o) -> std::optional<Scenario> {
        GasParameters p;
        const bool mixture = o.isSet("species");
        if (mixture && (o.isSet("n") || o.isSet("radius") || o.isSet("mass")))
            o.fail("--species gives each species' count, radius and mass; leave out --n, --radius and --mass");
        if (!mixture && !o.isSet("n"))
            o.fail("gas needs --n N (or --species) and --packing PHI (or --box WxH)");
        if (o.isSet("packing") == o.isSet("box"))
            o.fail("give either --packing PHI or --box WxH");
        o.read("n", p.count);
        o.read("packing", p.packing);
        o.readSize("box", p.width, p.height);
        o.read("radius", p.radius);
        o.read("mass", p.mass);
        o.read("temperature", p.temperature);
        o.read("melt", p.meltCollisionsPerDisk);
        o.read("seed", p.seed);
        p.periodic = o.isSet("periodic");
        for (const QString& text : o.values("species")) {
            if (auto species = parseSpecies(text, o))
                p.species.push_back(*species);
        }
        if (!o.ok())
            return std::nullopt;
        return generateGas(p);
    };
    return kind;
}

GeneratorKind latticeKind()
{
    const LatticeParameters d;
    GeneratorKind kind;
    kind.name = "lattice";
    kind.summary = "a triangular hard-disk crystal at temperature T";
    kind.options = {
        number("columns", "Disks per row.", d.columns, "N"),
        number("rows", "Rows (even in a periodic box).", d.rows, "N"),
        number("packing", "Packing fraction of the crystal.", d.packing, "PHI"),
        number("radius", "Disk radius.", d.radius, "R"),
        number("mass", "Disk mass.", d.mass, "M"),
        number("temperature", "kT of the velocities.", d.temperature, "T"),
        {"walls", "A walled box around the crystal instead of a periodic one."},
        seedOption(d.seed),
    };
    kind.optionOfParameter = {{"periodic", "walls"}};
    kind.build = [](GeneratorOptions& o) -> std::optional<Scenario> {
        LatticeParameters p;
        o.read("columns", p.columns);
        o.read("rows", p.rows);
        o.read("packing", p.packing);
        o.read("radius", p.radius);
        o.read("mass", p.mass);
        o.read("temperature", p.temperature);
        o.read("seed", p.seed);
        p.periodic = !o.isSet("walls");
        if (!o.ok())
            return std::nullopt;
        return generateLattice(p);
    };
    return kind;
}

GeneratorKind diffusionKind()
{
    const DiffusionParameters d;
    GeneratorKind kind;
    kind.name = "diffusion";
    kind.summary = "two coloured species either side of a partition with a slit, or one that opens";
    kind.options = {
        number("left", "Disks left of the partition.", d.leftCount, "N"),
        number("right", "Disks right of the partition (0: free expansion).", d.rightCount, "N"),
        number("packing", "Packing fraction of all disks over the whole box.", d.packing, "PHI"),
        number("radius", "Disk radius.", d.radius, "R"),
        number("left-mass", "Mass of the left species.", d.leftMass, "M"),
        number("right-mass", "Mass of the right species.", d.rightMass, "M"),
        number("temperature", "kT.", d.temperature, "T"),
        number("aspect", "Box width / height.", d.aspect, "A"),
        valueOption("partition", "slit: a partition with an opening in its middle; removable: a partition that "
                                 "disappears at --remove-time.", "slit|removable", "slit"),
        number("slit-width", "Width of the slit.", d.slitWidth, "W"),
        number("remove-time", "When a removable partition disappears.", d.removeTime, "T"),
        valueOption("left-colour", "Colour of the left species.", "#rrggbb", "#3c78d8"),
        valueOption("right-colour", "Colour of the right species.", "#rrggbb", "#d8503c"),
        number("melt", "Collisions per disk run, partition closed, to melt the starting lattices.",
               d.meltCollisionsPerDisk, "C"),
        seedOption(d.seed),
    };
    kind.optionOfParameter = {{"leftCount", "left"}, {"rightCount", "right"}};
    kind.build = [](GeneratorOptions& o) -> std::optional<Scenario> {
        DiffusionParameters p;
        o.read("left", p.leftCount);
        o.read("right", p.rightCount);
        o.read("packing", p.packing);
        o.read("radius", p.radius);
        o.read("left-mass", p.leftMass);
        o.read("right-mass", p.rightMass);
        o.read("temperature", p.temperature);
        o.read("aspect", p.aspect);
        if (o.isSet("partition")) {
            if (o.value("partition") == "slit")
                p.partition = PartitionKind::Slit;
            else if (o.value("partition") == "removable")
                p.partition = PartitionKind::Removable;
            else
                o.fail(QString("--partition: expected slit or removable, got '%1'").arg(o.value("partition")));
        }
        o.read("slit-width", p.slitWidth);
        o.read("remove-time", p.removeTime);
        o.readColour("left-colour", p.leftColour);
        o.readColour("right-colour", p.rightColour);
        o.read("melt", p.meltCollisionsPerDisk);
        o.read("seed", p.seed);
        if (p.partition == PartitionKind::Slit && o.isSet("remove-time"))
            o.fail("--remove-time needs --partition removable");
        if (p.partition == PartitionKind::Removable && o.isSet("slit-width"))
            o.fail("--slit-width needs --partition slit");
        if (!o.ok())
            return std::nullopt;
        return generateDiffusion(p);
    };
    return kind;
}

GeneratorKind brownianKind()
{
    const BrownianParameters d;
    GeneratorKind kind;
    kind.name = "brownian";
    kind.summary = "one large heavy disk (labelled \"brownian\") among many small ones";
    kind.options = {
        number("n", "Number of small disks.", d.count, "N"),
        number("packing", "Packing fraction of all disks, the large one included.", d.packing, "PHI"),
        number("radius", "Radius of the small disks.", d.radius, "R"),
        number("mass", "Mass of the small disks.", d.mass, "M"),
        number("large-radius", "Radius of the large disk.", d.largeRadius, "R"),
        number("large-mass", "Mass of the large disk.", d.largeMass, "M"),
        number("temperature", "kT of every disk.", d.temperature, "T"),
        number("melt", "Collisions per disk run to melt the starting lattice.", d.meltCollisionsPerDisk, "C"),
        seedOption(d.seed),
    };
    kind.build = [](GeneratorOptions& o) -> std::optional<Scenario> {
        BrownianParameters p;
        o.read("n", p.count);
        o.read("packing", p.packing);
        o.read("radius", p.radius);
        o.read("mass", p.mass);
        o.read("large-radius", p.largeRadius);
        o.read("large-mass", p.largeMass);
        o.read("temperature", p.temperature);
        o.read("melt", p.meltCollisionsPerDisk);
        o.read("seed", p.seed);
        if (!o.ok())
            return std::nullopt;
        return generateBrownian(p);
    };
    return kind;
}

GeneratorKind pistonKind()
{
    const PistonParameters d;
    GeneratorKind kind;
    kind.name = "piston";
    kind.summary = "a gas compressed (or let expand) by the right wall, which then stops";
    kind.options = {
        number("n", "Number of disks.", d.count, "N"),
        number("packing", "Packing fraction at the start (square box).", d.packing, "PHI"),
        number("radius", "Disk radius.", d.radius, "R"),
        number("mass", "Disk mass.", d.mass, "M"),
        number("temperature", "kT at the start.", d.temperature, "T"),
        number("piston-speed", "Speed of the right wall.", d.pistonSpeed, "U"),
        number("final-width", "Box width when the wall stops, as a share of the start (< 1 compresses).",
               d.finalWidth, "F"),
        number("melt", "Collisions per disk run to melt the starting lattice.", d.meltCollisionsPerDisk, "C"),
        seedOption(d.seed),
    };
    kind.build = [](GeneratorOptions& o) -> std::optional<Scenario> {
        PistonParameters p;
        o.read("n", p.count);
        o.read("packing", p.packing);
        o.read("radius", p.radius);
        o.read("mass", p.mass);
        o.read("temperature", p.temperature);
        o.read("piston-speed", p.pistonSpeed);
        o.read("final-width", p.finalWidth);
        o.read("melt", p.meltCollisionsPerDisk);
        o.read("seed", p.seed);
        if (!o.ok())
            return std::nullopt;
        return generatePiston(p);
    };
    return kind;
}

} // namespace

QList<GeneratorKind> gasGeneratorKinds()
{
    return {gasKind(), latticeKind(), diffusionKind(), brownianKind(), pistonKind()};
}

} // namespace disklab::cli
