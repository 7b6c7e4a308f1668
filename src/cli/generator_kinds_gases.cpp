// generate gas, lattice, diffusion, brownian, piston: the kinds that start from a thermal gas.
#include "generator_kinds.h"
#include "parameter_options.h"

#include "core/generators.h"

namespace disklab::cli {
namespace {

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
    // The options of the first generator, kept as docs/architecture.md (The command-line
    // contract) defines them.
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
    using P = LatticeParameters;
    return boundKind<P>(
        "lattice", "a triangular hard-disk crystal at temperature T",
        {
            number("columns", "Disks per row.", &P::columns, "N"),
            number("rows", "Rows (even in a periodic box).", &P::rows, "N"),
            number("packing", "Packing fraction of the crystal.", &P::packing, "PHI"),
            number("radius", "Disk radius.", &P::radius, "R"),
            number("mass", "Disk mass.", &P::mass, "M"),
            number("temperature", "kT of the velocities.", &P::temperature, "T"),
            {{"walls", "A walled box around the crystal instead of a periodic one."},
             [](GeneratorOptions& o, P& p) { p.periodic = !o.isSet("walls"); }},
            seed(kRandomSeedDescription, &P::seed),
        },
        generateLattice, {{"periodic", "walls"}});
}

/// --partition slit|removable.
BoundOption<DiffusionParameters> partitionOption()
{
    return {valueOption("partition", "slit: a partition with an opening in its middle; removable: a partition that "
                                     "disappears at --remove-time.", "slit|removable", "slit"),
            [](GeneratorOptions& o, DiffusionParameters& p) {
                if (!o.isSet("partition"))
                    return;
                if (o.value("partition") == "slit")
                    p.partition = PartitionKind::Slit;
                else if (o.value("partition") == "removable")
                    p.partition = PartitionKind::Removable;
                else
                    o.fail(QString("--partition: expected slit or removable, got '%1'").arg(o.value("partition")));
            }};
}

GeneratorKind diffusionKind()
{
    using P = DiffusionParameters;
    return boundKind<P>(
        "diffusion", "two coloured species either side of a partition with a slit, or one that opens",
        {
            number("left", "Disks left of the partition.", &P::leftCount, "N"),
            number("right", "Disks right of the partition (0: free expansion).", &P::rightCount, "N"),
            number("packing", "Packing fraction of all disks over the whole box.", &P::packing, "PHI"),
            number("radius", "Disk radius.", &P::radius, "R"),
            number("left-mass", "Mass of the left species.", &P::leftMass, "M"),
            number("right-mass", "Mass of the right species.", &P::rightMass, "M"),
            number("temperature", "kT.", &P::temperature, "T"),
            number("aspect", "Box width / height.", &P::aspect, "A"),
            partitionOption(),
            number("slit-width", "Width of the slit.", &P::slitWidth, "W"),
            number("remove-time", "When a removable partition disappears.", &P::removeTime, "T"),
            colour("left-colour", "Colour of the left species.", &P::leftColour, "#3c78d8"),
            colour("right-colour", "Colour of the right species.", &P::rightColour, "#d8503c"),
            number("melt", "Collisions per disk run, partition closed, to melt the starting lattices.",
                   &P::meltCollisionsPerDisk, "C"),
            seed(kRandomSeedDescription, &P::seed),
        },
        generateDiffusion, {{"leftCount", "left"}, {"rightCount", "right"}},
        [](GeneratorOptions& o, const P& p) {
            if (p.partition == PartitionKind::Slit && o.isSet("remove-time"))
                o.fail("--remove-time needs --partition removable");
            if (p.partition == PartitionKind::Removable && o.isSet("slit-width"))
                o.fail("--slit-width needs --partition slit");
        });
}

GeneratorKind brownianKind()
{
    using P = BrownianParameters;
    return boundKind<P>(
        "brownian", "one large heavy disk (labelled \"brownian\") among many small ones",
        {
            number("n", "Number of small disks.", &P::count, "N"),
            number("packing", "Packing fraction of all disks, the large one included.", &P::packing, "PHI"),
            number("radius", "Radius of the small disks.", &P::radius, "R"),
            number("mass", "Mass of the small disks.", &P::mass, "M"),
            number("large-radius", "Radius of the large disk.", &P::largeRadius, "R"),
            number("large-mass", "Mass of the large disk.", &P::largeMass, "M"),
            number("temperature", "kT of every disk.", &P::temperature, "T"),
            number("melt", "Collisions per disk run to melt the starting lattice.", &P::meltCollisionsPerDisk, "C"),
            seed(kRandomSeedDescription, &P::seed),
        },
        generateBrownian);
}

GeneratorKind pistonKind()
{
    using P = PistonParameters;
    return boundKind<P>(
        "piston", "a gas compressed (or let expand) by the right wall, which then stops",
        {
            number("n", "Number of disks.", &P::count, "N"),
            number("packing", "Packing fraction at the start (square box).", &P::packing, "PHI"),
            number("radius", "Disk radius.", &P::radius, "R"),
            number("mass", "Disk mass.", &P::mass, "M"),
            number("temperature", "kT at the start.", &P::temperature, "T"),
            number("piston-speed", "Speed of the right wall.", &P::pistonSpeed, "U"),
            number("final-width", "Box width when the wall stops, as a share of the start (< 1 compresses).",
                   &P::finalWidth, "F"),
            number("melt", "Collisions per disk run to melt the starting lattice.", &P::meltCollisionsPerDisk, "C"),
            seed(kRandomSeedDescription, &P::seed),
        },
        generatePiston);
}

} // namespace

QList<GeneratorKind> gasGeneratorKinds()
{
    return {gasKind(), latticeKind(), diffusionKind(), brownianKind(), pistonKind()};
}

} // namespace disklab::cli
