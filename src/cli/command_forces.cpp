// disklab-cli forces: one force evaluation of a scenario's charges by the direct sum and by the
// Barnes-Hut tree, with the tree's error and both times; and `bench --forces`, the same on
// random charges over lists of N and theta. Springs are left out: both methods sum them alike.
#include "cli_output.h"
#include "commands.h"
#include "force_options.h"

#include "core/force_method_comparison.h"
#include "io/scenario_file.h"
#include "front_end/force_report.h"
#include "front_end/json_report_sink.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace disklab::cli {
namespace {

QJsonObject comparisonJson(const ForceMethodComparison& c)
{
    return reportJson([&](ReportSink& sink) { writeForceComparison(c, sink); });
}

QString comparisonLines(const ForceMethodComparison& c)
{
    QStringList lines;
    const QJsonObject o = comparisonJson(c);
    for (auto it = o.begin(); it != o.end(); ++it)
        lines << QString("%1 %2").arg(it.key() + ':', -23).arg(it->isNull() ? QString("none") : QString::number(it->toDouble(), 'g', 10));
    return lines.join('\n');
}

QString tableRow(const ForceMethodComparison& c)
{
    const QString direct = c.secondsDirect ? QString::number(*c.secondsDirect, 'e', 3) : QString("-");
    const QString speedup = c.secondsDirect ? QString::number(*c.secondsDirect / c.secondsBarnesHut, 'f', 1) : QString("-");
    return QString("%1 %2 %3 %4 %5 %6 %7 %8 %9")
        .arg(c.n, 9)
        .arg(c.theta, 5, 'g', 3)
        .arg(direct, 10)
        .arg(c.secondsBarnesHut, 10, 'e', 3)
        .arg(c.secondsBuild, 10, 'e', 3)
        .arg(c.secondsTraversal, 10, 'e', 3)
        .arg(speedup, 8)
        .arg(c.medianRelativeError, 10, 'e', 2)
        .arg(c.maxRelativeError, 10, 'e', 2);
}

constexpr char kTableHeader[] =
    "        n theta   direct s     tree s    build s traverse s  speedup  median err    max err";

} // namespace

int forcesCommand(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription("Evaluates the Coulomb forces of a scenario's charged disks once by the direct "
                                     "sum and once by the Barnes-Hut tree: the tree's relative error and both times.");
    parser.addPositionalArgument("scenario", "Scenario file: DiskLab .json.");
    parser.addOptions({
        {"theta", "Barnes-Hut opening angle (default: the scenario's).", "T"},
        {"json", "Print one JSON object."},
    });
    parser.addHelpOption();
    if (!parser.parse(QStringList{"disklab-cli forces"} + arguments))
        return usageError("forces", parser.errorText());
    if (parser.isSet("help")) {
        printOut(parser.helpText());
        return 0;
    }
    if (parser.positionalArguments().size() != 1)
        return usageError("forces", "give exactly one scenario file");
    const QString path = parser.positionalArguments().first();
    const LoadResult loaded = loadScenarioFile(path, {});
    if (!loaded.ok()) {
        printError(loaded.error);
        return 1;
    }
    const Scenario& scenario = *loaded.scenario;
    double theta = scenario.engine.theta;
    QString error;
    if (parser.isSet("theta") && !parseTheta(parser.value("theta"), theta, error))
        return usageError("forces", error);
    const ChargedBodies bodies = chargedBodiesOf(scenario);
    if (bodies.size() == 0) {
        printError(path + ": no disk has a charge, so there are no Coulomb forces to compare");
        return 1;
    }
    ForceComparisonOptions options;
    options.directLimit = bodies.size();  // one scenario: always against its own direct sum
    const ForceMethodComparison c = compareForceMethods(
        bodies, CoulombLaw{scenario.forces.coulombConstant, scenario.forces.softening}, theta, options);
    printOut(parser.isSet("json") ? QString::fromUtf8(QJsonDocument(comparisonJson(c)).toJson(QJsonDocument::Compact))
                                  : comparisonLines(c));
    return 0;
}

int forcesBenchCommand(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription("bench --forces: times the direct sum and the Barnes-Hut tree on N random "
                                     "charges of one sign (density 1), with the tree's error against the direct sum.");
    parser.addOptions({
        {"forces", "Benchmark the force methods (this mode)."},
        {"n", "Comma-separated numbers of charges.", "LIST", "100,300,1000,3000,10000,100000,1000000"},
        {"theta", "Comma-separated opening angles.", "LIST", "0.5"},
        {"direct-limit", "Time the direct sum only up to this N (above it, the error is measured on 1000 "
                         "random charges, each against its own direct sum).", "N", "30000"},
        {"json", "Print a JSON array, one object per configuration."},
    });
    parser.addHelpOption();
    if (!parser.parse(QStringList{"disklab-cli bench"} + arguments))
        return usageError("bench", parser.errorText());
    if (parser.isSet("help")) {
        printOut(parser.helpText());
        return 0;
    }
    bool okN = false, okTheta = false, okLimit = false;
    const QList<double> sizes = numberList(parser.value("n"), okN);
    const QList<double> thetas = numberList(parser.value("theta"), okTheta);
    ForceComparisonOptions options;
    options.directLimit = parser.value("direct-limit").toULongLong(&okLimit);
    const auto positive = [](const QList<double>& list) {
        return std::all_of(list.begin(), list.end(), [](double v) { return v >= 0.0; });
    };
    if (!okN || !okTheta || !okLimit || !positive(sizes) || !positive(thetas))
        return usageError("bench", "--n and --theta take comma-separated numbers >= 0, --direct-limit a whole number");
    const bool json = parser.isSet("json");
    QJsonArray all;
    if (!json)
        printOut(kTableHeader);
    for (double size : sizes) {
        const ChargedBodies bodies = randomCharges(static_cast<std::size_t>(size), 1);
        for (double theta : thetas) {
            const ForceMethodComparison c = compareForceMethods(bodies, CoulombLaw{}, theta, options);
            if (json)
                all.append(comparisonJson(c));
            else
                printOut(tableRow(c));
        }
    }
    if (json)
        printOut(QString::fromUtf8(QJsonDocument(all).toJson(QJsonDocument::Indented)));
    return 0;
}

} // namespace disklab::cli
