// disklab-cli compare: the exact event-driven engine and the time-driven one from the same
// initial state, side by side, and how far apart they end up; --sweep repeats it for dt,
// dt/2, ..., dt/2^K to show how error and cost trade off.
#include "cli_output.h"
#include "commands.h"
#include "comparison_run.h"
#include "front_end/compare_report.h"
#include "front_end/json_report_sink.h"
#include "time_driven_options.h"

#include "io/scenario_file.h"
#include "front_end/report_keys.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <cmath>
#include <optional>
#include <utility>

namespace disklab::cli {
namespace {

QString number(const QJsonValue& value)
{
    if (value.isUndefined())
        return "-";
    if (value.isNull())
        return "none";
    if (value.isString())
        return value.toString();
    return QString::number(value.toDouble(), 'g', 6);
}

const std::pair<const char*, const char*> kSideBySide[] = {
    {key::collisions, "collisions resolved"},
    {key::pairCollisions, "  pair"},
    {key::wallCollisions, "  wall"},
    {key::overlaps, "overlaps at the end"},
    {key::maxOverlap, "deepest overlap at the end"},
    {key::overlapsCumulative, "overlaps summed over steps"},
    {key::maxOverlapEver, "deepest overlap ever"},
    {key::missedCollisions, "missed collisions"},
    {key::energyDrift, "relative energy drift"},
    {key::momentumDrift, "relative momentum drift"},
    {key::temperature, "temperature"},
    {key::pressure, "pressure"},
    {key::wallSeconds, "wall seconds"},
    {key::wallSecondsPerTimeUnit, "wall seconds per time unit"},
    {key::steps, "steps"},
    {key::secondsPerStep, "seconds per step"},
};

QString comparisonText(const QJsonObject& event, const QJsonObject& time, const QJsonObject& deviation)
{
    QStringList lines;
    lines << QString("%1 %2 %3").arg("", -30).arg("event", -16).arg("time");
    for (const auto& [name, label] : kSideBySide)
        lines << QString("%1 %2 %3").arg(QString(label) + ':', -30).arg(number(event[name]), -16).arg(number(time[name]));
    lines << QString("%1 %2").arg("position deviation, mean:", -30).arg(number(deviation[key::positionMean]));
    lines << QString("%1 %2").arg("position deviation, max:", -30).arg(number(deviation[key::positionMax]));
    lines << QString("%1 %2").arg("largest max along the run:", -30).arg(number(deviation[key::positionMaxPeak]));
    lines << QString("%1 %2").arg("collisions matched in order:", -30).arg(number(deviation[key::matchedCollisions]));
    lines << QString("%1 %2").arg("first different collision at:", -30).arg(number(deviation[key::firstDifferenceTime]));
    return lines.join('\n');
}

const std::pair<const char*, const char*> kSweepColumns[] = {
    {key::steps, "steps"},
    {key::collisions, "collisions"},
    {key::overlaps, "overlaps"},
    {key::overlapsCumulative, "overlap_sum"},
    {key::maxOverlapEver, "deepest"},
    {key::missedCollisions, "missed"},
    {key::energyDrift, "energy_drift"},
};

/// One line per run: the event engine first, then each dt; cost relative to the event engine.
QString sweepText(const QJsonObject& event, const QJsonArray& rows)
{
    auto cell = [](const QString& text) { return QString("%1").arg(text, -12); };
    QStringList header{cell("dt")};
    for (const auto& column : kSweepColumns)
        header << cell(column.second);
    header << cell("first_diff") << cell("dev_mean") << cell("s_per_time") << "x_event";
    QStringList lines{header.join(' ')};
    const double eventCost = event[key::wallSecondsPerTimeUnit].toDouble();
    auto row = [&](const QString& first, const QJsonObject& engine, const QJsonObject& deviation) {
        QStringList cells{cell(first)};
        for (const auto& column : kSweepColumns)
            cells << cell(number(engine[column.first]));
        const double cost = engine[key::wallSecondsPerTimeUnit].toDouble();
        cells << cell(deviation.isEmpty() ? "-" : number(deviation[key::firstDifferenceTime]))
              << cell(number(deviation[key::positionMean])) << cell(number(cost))
              << (eventCost > 0.0 ? QString::number(cost / eventCost, 'g', 3) : QString("-"));
        return cells.join(' ');
    };
    lines << row("event", event, {});
    for (const QJsonValue& value : rows) {
        const QJsonObject o = value.toObject();
        lines << row(number(o[key::dt]), o[key::time].toObject(), o[key::deviation].toObject());
    }
    return lines.join('\n');
}

/// The numbers compare needs beside the scenario and the time-driven settings.
struct CompareNumbers {
    double until = 0.0;
    int chunks = kDefaultComparisonChunks;
    int sweep = -1;  ///< -1: no sweep
};

/// Reads --until, --chunks and --sweep; an error message for the user if one is wrong.
std::optional<CompareNumbers> compareNumbers(const QCommandLineParser& parser, QString& error)
{
    CompareNumbers numbers;
    bool ok = false;
    numbers.until = parser.value("until").toDouble(&ok);
    if (!parser.isSet("until") || !ok || !std::isfinite(numbers.until) || numbers.until <= 0.0) {
        error = "--until T with T > 0 is required";
        return std::nullopt;
    }
    if (parser.isSet("chunks")) {
        numbers.chunks = parser.value("chunks").toInt(&ok);
        if (!ok || numbers.chunks < 1) {
            error = QString("--chunks: expected a whole number >= 1, got '%1'").arg(parser.value("chunks"));
            return std::nullopt;
        }
    }
    if (parser.isSet("sweep")) {
        numbers.sweep = parser.value("sweep").toInt(&ok);
        if (!ok || numbers.sweep < 0 || numbers.sweep > 20) {
            error = QString("--sweep: expected a whole number from 0 to 20, got '%1'").arg(parser.value("sweep"));
            return std::nullopt;
        }
    }
    return numbers;
}

/// The file's scenario (warnings printed), or the default one for an empty path.
std::optional<Scenario> comparedScenario(const QString& path, bool allowOverlaps)
{
    if (path.isEmpty())
        return defaultScenario();
    LoadOptions load;
    load.validation.allowOverlaps = allowOverlaps;
    const LoadResult loaded = loadScenarioFile(path, load);
    if (!loaded.ok()) {
        printError(loaded.error);
        return std::nullopt;
    }
    for (const QString& warning : loaded.warnings)
        printError("warning: " + warning);
    return *loaded.scenario;
}

/// Runs the comparison (or the sweep) into `report`, which holds the scenario and until, and
/// prints it.
void printComparison(CompareReport report, const Scenario& scenario, const EngineConfig& settings,
                     const CompareNumbers& numbers, bool json)
{
    report.sweep = numbers.sweep >= 0;
    EngineConfig s = settings;
    for (int k = 0; k <= std::max(numbers.sweep, 0); ++k, s.dt *= 0.5)
        report.runs.push_back(compareEngines(scenario, s, numbers.until, numbers.chunks));
    const QJsonObject o = reportJson([&](ReportSink& sink) { writeCompareReport(report, sink); });
    const QJsonObject event = o[key::event].toObject();
    if (json)
        printOut(QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact)));
    else if (report.sweep)
        printOut(sweepText(event, o[key::sweep].toArray()));
    else
        printOut(comparisonText(event, o[key::time].toObject(), o[key::deviation].toObject()));
}

} // namespace

int compareCommand(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        "Runs the exact event-driven engine and the time-driven engine from the same initial state to the same "
        "simulated time and reports both side by side, with the time-driven trajectory's deviation from the exact one.");
    parser.addPositionalArgument("scenario", "Scenario file: DiskLab .json or algs4 .txt.");
    parser.addOptions({
        {"default", "Compare on the built-in default scenario instead of a file."},
        {"until", "Simulated time to run both engines to.", "T"},
        {"chunks", "Lock-step chunks (the deviation is measured at every step whatever their number). Default 100.", "M"},
        {"sweep", "Repeat for dt, dt/2, ..., dt/2^K and print one row per dt.", "K"},
        {"json", "Print one JSON object."},
        {"allow-overlaps", "Accept a scenario whose disks start overlapping (some legacy files)."},
    });
    parser.addOptions(timeDrivenOptions());
    parser.addHelpOption();
    if (!parser.parse(QStringList{"disklab-cli compare"} + arguments))
        return usageError("compare", parser.errorText());
    if (parser.isSet("help")) {
        printOut(parser.helpText());
        return 0;
    }
    const QStringList positional = parser.positionalArguments();
    if (parser.isSet("default") == !positional.isEmpty() || positional.size() > 1)
        return usageError("compare", "give exactly one scenario file, or --default");
    QString error;
    const auto numbers = compareNumbers(parser, error);
    if (!numbers)
        return usageError("compare", error);
    const QString path = positional.isEmpty() ? QString() : positional.first();
    const auto scenario = comparedScenario(path, parser.isSet("allow-overlaps"));
    if (!scenario)
        return 1;
    const auto settings = timeDrivenConfig(OptionMap::fromParser(parser, timeDrivenOptions()), *scenario, error);
    if (!settings)
        return usageError("compare", error);

    CompareReport report;
    report.scenario = path.isEmpty() ? QString("default") : path;
    report.until = numbers->until;
    try {
        printComparison(report, *scenario, *settings, *numbers, parser.isSet("json"));
        return 0;
    } catch (const std::exception& e) {
        printError(QString("%1: %2").arg(path.isEmpty() ? "default scenario" : path, e.what()));
        return 1;
    }
}

} // namespace disklab::cli
