// generate gas: a mixture is a list of species, one --species option each, which no single
// parameter descriptor can say; and the gas needs a count and a box (or the packing fraction
// that sizes it), as docs/architecture.md (The command-line contract) defines.
#include "generator_command_line.h"

#include "core/gas_generator.h"

namespace disklab::cli {
namespace {

/// "COUNT,RADIUS,MASS[,COLOUR[,LABEL]]".
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
        options.fail(QString("%1: expected COUNT,RADIUS,MASS[,#rrggbb[,LABEL]], got '%2'").arg(options.spelled("species"), text));
        return std::nullopt;
    }
    species.colour = *colour;
    if (parts.size() == 5)
        species.label = parts[4].toStdString();
    return species;
}

void checkGasOptions(GeneratorOptions& o)
{
    const bool mixture = o.isSet("species");
    if (mixture && (o.isSet("n") || o.isSet("radius") || o.isSet("mass")))
        o.fail(QString("%1 gives each species' count, radius and mass; leave out %2, %3 and %4")
                   .arg(o.spelled("species"), o.spelled("n"), o.spelled("radius"), o.spelled("mass")));
    if (!mixture && !o.isSet("n"))
        o.fail(QString("gas needs %1 N (or %2) and %3 PHI (or %4 WxH)")
                   .arg(o.spelled("n"), o.spelled("species"), o.spelled("packing"), o.spelled("box")));
    if (o.isSet("packing") == o.isSet("box"))
        o.fail(QString("give either %1 PHI or %2 WxH").arg(o.spelled("packing"), o.spelled("box")));
}

} // namespace

CommandLineExtras gasMixtureExtras()
{
    CommandLineExtras extras;
    extras.options = {{"species",
                       "A species of a mixture, instead of --n, --radius and --mass: COUNT,RADIUS,MASS[,#rrggbb[,LABEL]]. "
                       "Repeat for each species.",
                       "SPEC"}};
    extras.withoutDefault = {"n", "packing", "box"};
    extras.check = checkGasOptions;
    extras.read = [](GeneratorOptions& o, GeneratorParameters& parameters) {
        for (const QString& text : o.values("species")) {
            if (const std::optional<GasSpecies> species = parseSpecies(text, o))
                parameters.as<GasParameters>().species.push_back(*species);
        }
    };
    return extras;
}

} // namespace disklab::cli
