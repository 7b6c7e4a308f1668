// disklab-cli compare: the exact event-driven engine and the time-driven one from the same
// initial state, side by side, and how far apart they end up; --sweep repeats it for dt,
// dt/2, ..., dt/2^K to show how error and cost trade off.
#include "cli_output.h"
#include "commands.h"
#include "comparison_run.h"
#include "time_driven_options.h"

#include "io/scenario_file.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>
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
    {"collisions", "collisions resolved"},
    {"pair_collisions", "  pair"},
    {"wall_collisions", "  wall"},
    {"overlaps", "overlaps at the end"},
    {"max_overlap", "deepest overlap at the end"},
    {"overlaps_cumulative", "overlaps summed over steps"},
    {"max_overlap_ever", "deepest overlap ever"},
    {"missed_collisions", "missed collisions"},
    {"energy_drift", "relative energy drift"},
    {"momentum_drift", "relative momentum drift"},
    {"temperature", "temperature"},
    {"pressure", "pressure"},
    {"wall_seconds", "wall seconds"},
    {"wall_seconds_per_time_unit", "wall seconds per time unit"},
    {"steps", "steps"},
    {"seconds_per_step", "seconds per step"},
};

QString comparisonText(const ComparisonResult& r)
{
    QStringList lines;
    lines << QString("%1 %2 %3").arg("", -30).arg("event", -16).arg("time");
    for (const auto& [key, label] : kSideBySide)
        lines << QString("%1 %2 %3").arg(QString(label) + ':', -30).arg(number(r.event[key]), -16).arg(number(r.time[key]));
    lines << QString("%1 %2").arg("position deviation, mean:", -30).arg(number(r.deviation["position_mean"]));
    lines << QString("%1 %2").arg("position deviation, max:", -30).arg(number(r.deviation["position_max"]));
    lines << QString("%1 %2").arg("largest max along the run:", -30).arg(number(r.deviation["position_max_peak"]));
    lines << QString("%1 %2").arg("collisions matched in order:", -30).arg(number(r.deviation["matched_collisions"]));
    lines << QString("%1 %2").arg("first different collision at:", -30).arg(number(r.deviation["first_difference_time"]));
    return lines.join('\n');
}

const std::pair<const char*, const char*> kSweepColumns[] = {
    {"steps", "steps"},
    {"collisions", "collisions"},
    {"overlaps", "overlaps"},
    {"overlaps_cumulative", "overlap_sum"},
    {"max_overlap_ever", "deepest"},
    {"missed_collisions", "missed"},
    {"energy_drift", "energy_drift"},
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
    const double eventCost = event["wall_seconds_per_time_unit"].toDouble();
    auto row = [&](const QString& first, const QJsonObject& engine, const QJsonObject& deviation) {
        QStringList cells{cell(first)};
        for (const auto& column : kSweepColumns)
            cells << cell(number(engine[column.first]));
        const double cost = engine["wall_seconds_per_time_unit"].toDouble();
        cells << cell(deviation.isEmpty() ? "-" : number(deviation["first_difference_time"]))
              << cell(number(deviation["position_mean"])) << cell(number(cost))
              << (eventCost > 0.0 ? QString::number(cost / eventCost, 'g', 3) : QString("-"));
        return cells.join(' ');
    };
    lines << row("event", event, {});
    for (const QJsonValue& value : rows) {
        const QJsonObject o = value.toObject();
        lines << row(number(o["dt"]), o["time"].toObject(), o["deviation"].toObject());
    }
    return lines.join('\n');
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
        {"chunks", "Lock-step chunks (deviation is checked after each). Default 100.", "M"},
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
    bool ok = false;
    const double until = parser.value("until").toDouble(&ok);
    if (!parser.isSet("until") || !ok || !std::isfinite(until) || until <= 0.0)
        return usageError("compare", "--until T with T > 0 is required");
    int chunks = 100;
    if (parser.isSet("chunks")) {
        chunks = parser.value("chunks").toInt(&ok);
        if (!ok || chunks < 1)
            return usageError("compare", QString("--chunks: expected a whole number >= 1, got '%1'").arg(parser.value("chunks")));
    }
    int sweep = -1;
    if (parser.isSet("sweep")) {
        sweep = parser.value("sweep").toInt(&ok);
        if (!ok || sweep < 0 || sweep > 20)
            return usageError("compare", QString("--sweep: expected a whole number from 0 to 20, got '%1'").arg(parser.value("sweep")));
    }

    const QString path = positional.isEmpty() ? QString() : positional.first();
    Scenario scenario;
    if (path.isEmpty()) {
        scenario = defaultScenario();
    } else {
        LoadOptions load;
        load.validation.allowOverlaps = parser.isSet("allow-overlaps");
        const LoadResult loaded = loadScenarioFile(path, load);
        if (!loaded.ok()) {
            printError(loaded.error);
            return 1;
        }
        for (const QString& warning : loaded.warnings)
            printError("warning: " + warning);
        scenario = *loaded.scenario;
    }
    QString error;
    const auto settings = timeDrivenConfig(parser, scenario, error);
    if (!settings)
        return usageError("compare", error);

    QJsonObject report;
    report["scenario"] = path.isEmpty() ? QString("default") : path;
    report["until"] = until;
    try {
        if (sweep < 0) {
            const ComparisonResult r = compareEngines(scenario, *settings, until, chunks);
            report["event"] = r.event;
            report["time"] = r.time;
            report["deviation"] = r.deviation;
            printOut(parser.isSet("json") ? QString::fromUtf8(QJsonDocument(report).toJson(QJsonDocument::Compact))
                                          : comparisonText(r));
            return 0;
        }
        QJsonArray rows;
        EngineConfig s = *settings;
        for (int k = 0; k <= sweep; ++k, s.dt *= 0.5) {
            const ComparisonResult r = compareEngines(scenario, s, until, chunks);
            if (k == 0)
                report["event"] = r.event;
            rows.append(QJsonObject{{"dt", s.dt}, {"time", r.time}, {"deviation", r.deviation}});
        }
        report["sweep"] = rows;
        printOut(parser.isSet("json") ? QString::fromUtf8(QJsonDocument(report).toJson(QJsonDocument::Compact))
                                      : sweepText(report["event"].toObject(), rows));
        return 0;
    } catch (const std::exception& e) {
        printError(QString("%1: %2").arg(path.isEmpty() ? "default scenario" : path, e.what()));
        return 1;
    }
}

} // namespace disklab::cli
