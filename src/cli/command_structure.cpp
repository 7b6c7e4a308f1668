// disklab-cli structure: the structure of a scenario's state (a generated gas, a saved run's
// --save-state): packing, psi6, g(r) and its contact value, g6(r), each species per half.
#include "cli_output.h"
#include "commands.h"
#include "csv_output.h"
#include "text_output.h"

#include "core/starting_snapshot.h"
#include "core/state_structure.h"
#include "io/scenario_file.h"
#include "front_end/json_report_sink.h"
#include "front_end/report_keys.h"
#include "front_end/structure_report.h"

#include <QCommandLineParser>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>
#include <optional>

namespace disklab::cli {
namespace {

struct StructureOptions {
    QString scenarioPath;
    QString rdf;
    int bins = kDefaultPairBins;
    std::optional<double> rMax;
    bool json = false;
};

std::optional<StructureOptions> parseStructureOptions(const QCommandLineParser& parser, QString& error)
{
    StructureOptions options;
    if (parser.positionalArguments().size() != 1) {
        error = "give exactly one scenario file";
        return std::nullopt;
    }
    options.scenarioPath = parser.positionalArguments().first();
    options.rdf = parser.value("rdf");
    options.json = parser.isSet("json");
    bool ok = true;
    if (parser.isSet("bins")) {
        options.bins = parser.value("bins").toInt(&ok);
        if (!ok || options.bins < 1 || options.bins > 1'000'000)
            error = QString("--bins: expected a whole number from 1 to 1000000, got '%1'").arg(parser.value("bins"));
    }
    if (parser.isSet("rmax")) {
        const double r = parser.value("rmax").toDouble(&ok);
        if (!ok || !std::isfinite(r) || r <= 0.0)
            error = QString("--rmax: expected a number > 0, got '%1'").arg(parser.value("rmax"));
        options.rMax = r;
    }
    if (!error.isEmpty())
        return std::nullopt;
    return options;
}

/// The g(r) table as CSV: r, g, g6 (g6 empty where no pair was found).
bool writeRdf(const QString& path, const PairCorrelationTable& table)
{
    TextOutput out(path);
    out.appendLine("r,g,g6");
    for (std::size_t b = 0; b < table.r.size(); ++b)
        out.appendLine(exactNumber(table.r[b]) + ',' + exactNumber(table.g[b]) + ','
                       + (std::isnan(table.g6[b]) ? QByteArray() : exactNumber(table.g6[b])));
    if (out.ok() && out.commit())
        return true;
    printError(out.error());
    return false;
}

QString structureText(const QJsonObject& o)
{
    const auto figure = [&](const char* name) {
        return o[name].isNull() ? QString("-") : QString::number(o[name].toDouble(), 'g', 6);
    };
    return QString("disks %1 (%2), packing %3\npsi6 %4\ng(sigma+) %5, Z = 1 + 2 eta g(sigma+) = %6\n"
                   "g(r): %7 bins to r = %8\npsi6 and g(r) in %9 s (processor %10 s)")
        .arg(figure(key::n), o[key::boundary].toString(), figure(key::packing), figure(key::psi6), figure(key::gContact),
             figure(key::zContact), figure(key::bins), figure(key::rmax), figure(key::seconds))
        .arg(figure(key::cpuSeconds));
}

} // namespace

int structureCommand(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription("The structure of a scenario's state: packing, psi6, g(r), g(sigma+), g6(r).");
    parser.addPositionalArgument("scenario", "Scenario file: DiskLab .json (a saved state) or algs4 .txt.");
    parser.addOptions({
        {"rdf", "Write r, g(r) and g6(r) as CSV.", "OUT.csv"},
        {"bins", QString("Bins of g(r) (default %1).").arg(kDefaultPairBins), "N"},
        {"rmax", QString("Reach of g(r) (default %1 mean diameters; at most half a periodic box).").arg(kDefaultPairReach), "R"},
        {"json", "Print the figures as one JSON object."},
    });
    parser.addHelpOption();
    if (!parser.parse(QStringList{"disklab-cli structure"} + arguments))
        return usageError("structure", parser.errorText());
    if (parser.isSet("help")) {
        printOut(parser.helpText());
        return 0;
    }
    QString error;
    const std::optional<StructureOptions> options = parseStructureOptions(parser, error);
    if (!options)
        return usageError("structure", error);
    const LoadResult loaded = loadScenarioFile(options->scenarioPath, LoadOptions{});
    if (!loaded.ok()) {
        printError(loaded.error);
        return 1;
    }
    const Scenario& s = *loaded.scenario;
    const StructureReport measured = measureStructure(s, startingSnapshot(s), options->bins, options->rMax);
    if (!options->rdf.isEmpty() && !writeRdf(options->rdf, measured.figures.table))
        return 1;
    const QJsonObject report = reportJson([&](ReportSink& sink) { writeStructureReport(measured, sink); });
    printOut(options->json ? QString::fromUtf8(QJsonDocument(report).toJson(QJsonDocument::Compact)) : structureText(report));
    return 0;
}

} // namespace disklab::cli
