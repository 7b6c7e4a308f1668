// disklab-cli convert IN OUT: algs4 .txt <-> DiskLab .json, chosen by extension.
#include "cli_output.h"
#include "commands.h"

#include "io/scenario_file.h"

#include <QCommandLineParser>

namespace disklab::cli {

int convertCommand(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription("Converts a scenario between algs4 .txt and DiskLab .json (by extension).");
    parser.addPositionalArgument("in", "Input scenario (.json or .txt).");
    parser.addPositionalArgument("out", "Output scenario (.json or .txt).");
    parser.addOption({"allow-overlaps", "Accept a scenario whose disks start overlapping."});
    parser.addHelpOption();
    if (!parser.parse(QStringList{"disklab-cli convert"} + arguments))
        return usageError("convert", parser.errorText());
    if (parser.isSet("help")) {
        printOut(parser.helpText());
        return 0;
    }
    const QStringList files = parser.positionalArguments();
    if (files.size() != 2)
        return usageError("convert", "give an input and an output file");
    if (!scenarioFormatForPath(files[1]))
        return usageError("convert", QString("%1: unknown extension; use .json or .txt").arg(files[1]));
    LoadOptions options;
    options.validation.allowOverlaps = parser.isSet("allow-overlaps");
    const LoadResult loaded = loadScenarioFile(files[0], options);
    if (!loaded.ok()) {
        printError(loaded.error);
        return 1;
    }
    return saveScenarioReporting(files[1], *loaded.scenario, loaded.warnings);
}

} // namespace disklab::cli
