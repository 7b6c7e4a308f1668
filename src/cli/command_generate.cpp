// disklab-cli generate gas: an equilibrated hard-disk gas written as a scenario file.
#include "cli_output.h"
#include "commands.h"

#include "core/gas_generator.h"
#include "io/scenario_file.h"

#include <QCommandLineParser>

#include <cmath>
#include <stdexcept>

namespace disklab::cli {

int generateCommand(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription("Generates a scenario. Kinds: gas.");
    parser.addPositionalArgument("kind", "What to generate: gas.");
    parser.addOptions({
        {"n", "Number of disks.", "N"},
        {"packing", "Packing fraction eta = N pi r^2 / A, up to 0.70 and beyond.", "PHI"},
        {"radius", "Disk radius (sigma = 2 r).", "R", "0.5"},
        {"mass", "Disk mass.", "M", "1"},
        {"temperature", "kT (k_B = 1).", "T", "1"},
        {"seed", "Random seed; the same seed gives the same gas.", "S", "1"},
        {"melt", "Collisions per disk run to melt the starting lattice.", "C", "20"},
        {"periodic", "Periodic box instead of walls."},
        {{"o", "output"}, "Output file (.json or algs4 .txt).", "OUT"},
    });
    parser.addHelpOption();
    if (!parser.parse(QStringList{"disklab-cli generate"} + arguments))
        return usageError("generate", parser.errorText());
    if (parser.isSet("help")) {
        printOut(parser.helpText());
        return 0;
    }
    const QStringList kind = parser.positionalArguments();
    if (kind != QStringList{"gas"})
        return usageError("generate", "the kind to generate must be 'gas'");
    if (!parser.isSet("n") || !parser.isSet("packing") || !parser.isSet("output"))
        return usageError("generate", "gas needs --n N, --packing PHI and -o OUT");

    GasParameters p;
    bool ok = true;
    auto number = [&](const char* name) {
        bool good = false;
        const double v = parser.value(name).toDouble(&good);
        if (!good || !std::isfinite(v)) {
            printError(QString("--%1: expected a number, got '%2'").arg(name, parser.value(name)));
            ok = false;
        }
        return v;
    };
    bool countOk = false;
    p.count = parser.value("n").toInt(&countOk);
    if (!countOk) {
        printError(QString("--n: expected a whole number, got '%1'").arg(parser.value("n")));
        ok = false;
    }
    p.packing = number("packing");
    p.radius = number("radius");
    p.mass = number("mass");
    p.temperature = number("temperature");
    p.meltCollisionsPerDisk = number("melt");
    bool seedOk = false;
    p.seed = parser.value("seed").toULongLong(&seedOk);
    if (!seedOk) {
        printError(QString("--seed: expected a whole number >= 0, got '%1'").arg(parser.value("seed")));
        ok = false;
    }
    p.periodic = parser.isSet("periodic");
    if (!ok)
        return 2;
    Scenario scenario;
    try {
        scenario = generateGas(p);
    } catch (const std::invalid_argument& e) {
        printError(QString("generate gas: %1").arg(e.what()));
        return 1;
    }
    const SaveResult saved = saveScenarioFile(parser.value("output"), scenario);
    for (const QString& warning : saved.warnings)
        printError("warning: " + warning);
    if (!saved.ok()) {
        printError(saved.error);
        return 1;
    }
    return 0;
}

} // namespace disklab::cli
