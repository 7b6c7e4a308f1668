// disklab-cli run: load a scenario, optionally equilibrate, simulate a measured window and
// report it, with optional event log, observable series and final state.
#include "cli_output.h"
#include "commands.h"
#include "csv_output.h"
#include "force_options.h"
#include "report_json.h"
#include "runtime/engine_factory.h"
#include "runtime/run_report.h"
#include "runtime/time_driven_report.h"
#include "time_driven_options.h"

#include "core/observables.h"
#include "core/state_export.h"
#include "io/scenario_file.h"
#include "io/scenario_json.h"

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QJsonDocument>

#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>
#include <optional>

namespace disklab::cli {
namespace {

struct RunOptions {
    QString scenarioPath;   // empty: the built-in default
    double equilibrate = 0.0;
    std::optional<double> until;
    std::optional<quint64> events;
    QString eventsLog;
    QString observe;
    double every = 0.0;
    QString saveState;
    bool json = false;
    bool allowOverlaps = false;
};

std::optional<double> nonNegativeNumber(const QCommandLineParser& parser, const QString& name, QString& error)
{
    if (!parser.isSet(name))
        return std::nullopt;
    bool ok = false;
    const double value = parser.value(name).toDouble(&ok);
    if (!ok || !std::isfinite(value) || value < 0.0) {
        error = QString("--%1: expected a number >= 0, got '%2'").arg(name, parser.value(name));
        return std::nullopt;
    }
    return value;
}

/// A figure of the interval since the last row, empty where it does not exist (the first
/// row's empty interval, a periodic side, Z under gravity).
QByteArray optionalField(const std::optional<double>& value, bool intervalExists)
{
    return value && intervalExists ? exactNumber(*value) : QByteArray();
}

/// Reads one row of the --observe series: the state now and the figures of the interval since
/// the last row (pressures, mean area and temperature, Z).
QByteArray observationLine(const Scenario& s, const Snapshot& snap, const Totals& previous, const Totals& now)
{
    const WindowFigures window = measureWindow(s, previous, now);
    const bool interval = window.duration > 0.0;
    const auto momentum = totalMomentum(s, snap);
    const double kinetic = kineticEnergy(s, snap);
    QByteArrayList fields{exactNumber(snap.time), exactNumber(kinetic), exactNumber(potentialEnergy(s, snap)),
                          exactNumber(temperature(s, kinetic)), exactNumber(window.pressure),
                          exactNumber(momentum[0]), exactNumber(momentum[1]),
                          QByteArray::number(static_cast<qulonglong>(now.collisions)),
                          QByteArray::number(static_cast<qulonglong>(now.events)),
                          optionalField(window.meanArea, interval), optionalField(window.temperature, interval),
                          optionalField(window.compressibility, interval)};
    for (const auto& pressure : window.wallPressure)
        fields << optionalField(pressure, interval);
    return fields.join(',');
}
constexpr char kObservationHeader[] =
    "time,kinetic_energy,potential_energy,temperature,pressure,momentum_x,momentum_y,collisions,events,"
    "area,mean_temperature,compressibility,pressure_left,pressure_right,pressure_bottom,pressure_top";

/// The event log and the observation series, when asked for; the first error a file gave.
struct RunOutputs {
    std::unique_ptr<CsvOutput> log;
    std::unique_ptr<CsvOutput> observations;
    QString error;
};

RunOutputs openOutputs(Engine& engine, const Scenario& scenario, const RunOptions& options)
{
    RunOutputs outputs;
    if (!options.eventsLog.isEmpty()) {
        outputs.log = std::make_unique<CsvOutput>(options.eventsLog, kEventLogHeader);
        if (!outputs.log->ok()) {
            outputs.error = outputs.log->error();
            return outputs;
        }
        engine.setCollisionListener([log = outputs.log.get(), &scenario](const CollisionRecord& r) {
            log->appendLine(eventLogLine(r, scenario));
        });
    }
    if (!options.observe.isEmpty()) {
        outputs.observations = std::make_unique<CsvOutput>(options.observe, kObservationHeader);
        if (!outputs.observations->ok())
            outputs.error = outputs.observations->error();
    }
    return outputs;
}

/// The window with an observation row every --every: up to --until, or up to the --events-th
/// collision even if it falls between two rows.
void observeWindow(Engine& engine, const Scenario& scenario, const RunOptions& options, RunMeasurement& run,
                   CsvOutput& observations)
{
    Totals previous = run.firstTotals;
    observations.appendLine(observationLine(scenario, run.first, previous, previous));
    const double start = engine.time();
    const double end = options.until ? start + *options.until : std::numeric_limits<double>::infinity();
    const quint64 target = run.firstTotals.collisions + options.events.value_or(0);
    for (long long k = 1;; ++k) {
        const double next = std::min(end, start + static_cast<double>(k) * options.every);
        if (options.events) {
            while (engine.totals().collisions < target && engine.time() < next) {
                if (!engine.advanceCollisions(1))
                    break;
                run.cuts.catchUp(engine);
            }
            if (engine.totals().collisions >= target || engine.time() < next)
                break;
        }
        run.cuts.advance(engine, next);
        const Totals now = engine.totals();
        run.cuts.add(now);
        observations.appendLine(observationLine(scenario, engine.snapshot(), previous, now));
        previous = now;
        if (next >= end)
            break;
    }
}

/// The window without observation rows, stopping at every compressibility cut on the way.
void runWindow(Engine& engine, const Scenario& scenario, const RunOptions& options, RunMeasurement& run)
{
    if (options.until) {
        run.cuts.advance(engine, engine.time() + *options.until);
    } else if (run.cuts.interval() > 0.0) {
        // In chunks of about one collision per hundred disks, short against the time between
        // cuts, so each cut is recorded soon after it is passed while totals() (O(N)) is read
        // only once a chunk.
        const quint64 target = run.firstTotals.collisions + *options.events;
        const quint64 chunk = std::max<quint64>(1, scenario.disks.size() / 100);
        for (quint64 done = run.firstTotals.collisions; done < target; done = engine.totals().collisions) {
            if (!engine.advanceCollisions(std::min(chunk, target - done)))
                break;
            run.cuts.catchUp(engine);
        }
    } else {
        engine.advanceCollisions(*options.events);
    }
}

/// Commits the files and saves the final state; false (having printed why) if one failed.
bool writeOutputs(RunOutputs& outputs, const Scenario& scenario, const RunOptions& options, const Snapshot& last)
{
    for (CsvOutput* output : {outputs.log.get(), outputs.observations.get()}) {
        if (output && !output->commit()) {
            printError(output->error());
            return false;
        }
    }
    if (!options.saveState.isEmpty()) {
        const SaveResult saved = saveScenarioFile(options.saveState, scenarioAt(scenario, last));
        if (!saved.ok()) {
            printError(saved.error);
            return false;
        }
    }
    return true;
}

/// Runs and reports the measured window. `config`: the settings the engine was built with (a
/// stepper's report names them beside its figures).
int measure(Engine& engine, const Scenario& scenario, const RunOptions& options, const EngineConfig& config)
{
    if (options.equilibrate > 0.0)
        engine.advanceTo(options.equilibrate);
    RunOutputs outputs = openOutputs(engine, scenario, options);
    if (!outputs.error.isEmpty()) {
        printError(outputs.error);
        return 1;
    }
    RunMeasurement run = startMeasurement(config.kind, scenario, engine);
    const std::optional<TimeDrivenStats> firstStats = engine.timeDrivenStats();
    QElapsedTimer clock;
    clock.start();
    if (outputs.observations)
        observeWindow(engine, scenario, options, run, *outputs.observations);
    else
        runWindow(engine, scenario, options, run);
    run.wallSeconds = static_cast<double>(clock.nsecsElapsed()) * 1e-9;
    run.last = engine.snapshot();
    run.lastTotals = engine.totals();
    if (!writeOutputs(outputs, scenario, options, run.last))
        return 1;
    QJsonObject report = runReportJson(run);
    if (firstStats)
        addTimeDrivenFigures(report, config, *firstStats, *engine.timeDrivenStats());
    if (const std::optional<AggregationStats> aggregation = engine.aggregationStats())
        addAggregationFigures(report, *scenario.aggregation, *aggregation);
    printOut(options.json ? QString::fromUtf8(QJsonDocument(report).toJson(QJsonDocument::Compact))
                          : runReportText(report));
    return 0;
}

int simulate(const Scenario& scenario, const RunOptions& options, const EngineConfig& config)
{
    const std::unique_ptr<Engine> engine = makeEngine(scenario, config);
    return measure(*engine, scenario, options, config);
}

/// The scenario to run: the file's (its warnings printed) or the built-in default; nothing,
/// having printed why, if the file cannot be loaded.
std::optional<Scenario> loadRunScenario(const RunOptions& options)
{
    if (options.scenarioPath.isEmpty())
        return defaultScenario();
    LoadOptions load;
    load.validation.allowOverlaps = options.allowOverlaps;
    const LoadResult loaded = loadScenarioFile(options.scenarioPath, load);
    if (!loaded.ok()) {
        printError(loaded.error);
        if (loaded.error.contains("overlap"))
            printError("(--allow-overlaps runs it anyway: overlapping pairs collide at once and separate)");
        return std::nullopt;
    }
    for (const QString& warning : loaded.warnings)
        printError("warning: " + warning);
    return *loaded.scenario;
}

/// The engine and settings the options ask for. Without --engine, a scenario made for the force
/// engine runs on it (no other engine takes its charges and links), any other on the exact one.
std::optional<EngineConfig> engineFor(const QCommandLineParser& parser, const Scenario& scenario, QString& error)
{
    const bool forceFile = scenario.engine.kind == EngineKind::Force;
    const EngineKind kind = parser.isSet("engine") ? *parseEngineKind(parser.value("engine").toStdString())
                                                   : (forceFile ? EngineKind::Force : EngineKind::EventDriven);
    if (kind == EngineKind::EventDriven && anyTimeDrivenOption(parser)) {
        error = "--dt, --broadphase and --response need --engine time or force";
        return std::nullopt;
    }
    if (kind != EngineKind::Force && anyForceOption(parser)) {
        error = "--force-method and --theta need --engine force";
        return std::nullopt;
    }
    EngineConfig config = scenario.engine;
    config.kind = kind;
    if (kind == EngineKind::EventDriven)
        return config;
    const std::optional<EngineConfig> stepped = timeDrivenConfig(parser, scenario, error);
    if (!stepped)
        return std::nullopt;
    config = *stepped;
    config.kind = kind;
    if (kind == EngineKind::Force && !applyForceOptions(parser, config, error))
        return std::nullopt;
    return config;
}

QList<QCommandLineOption> runOptions()
{
    return {
        {"default", "Run the built-in default scenario instead of a file."},
        {"engine", "Engine: event (exact), time (fixed step) or force (charges and springs, fixed step). "
                   "Default: force for a scenario made for it, else event.",
         "event|time|force"},
        {"equilibrate", "Simulate T time units before measuring.", "T"},
        {"until", "Measure for T units of simulated time (an aggregation without it or --events runs until one cluster is left).", "T"},
        {"events", "Measure until N collisions have happened (time engine: whole steps until N are resolved).", "N"},
        {"events-log", "Write every collision of the window as CSV time,kind,a,b.", "FILE.csv"},
        {"observe", "Write observables as CSV every --every time units.", "FILE.csv"},
        {"every", "Sampling interval for --observe.", "DT"},
        {"save-state", "Save the final state as a scenario file.", "OUT.json"},
        {"json", "Print the report as one JSON object."},
        {"allow-overlaps", "Accept a scenario whose disks start overlapping (some legacy files)."},
    };
}

} // namespace

int runCommand(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription("Simulates a scenario and reports the measured window.");
    parser.addPositionalArgument("scenario", "Scenario file: DiskLab .json or algs4 .txt.");
    parser.addOptions(runOptions());
    parser.addOptions(timeDrivenOptions());
    parser.addOptions(forceOptions());
    parser.addHelpOption();
    if (!parser.parse(QStringList{"disklab-cli run"} + arguments))
        return usageError("run", parser.errorText());
    if (parser.isSet("help")) {
        printOut(parser.helpText());
        return 0;
    }

    RunOptions options;
    QString error;
    const QStringList positional = parser.positionalArguments();
    if (parser.isSet("default") == !positional.isEmpty() || positional.size() > 1)
        return usageError("run", "give exactly one scenario file, or --default");
    if (!positional.isEmpty())
        options.scenarioPath = positional.first();
    if (parser.isSet("engine") && !parseEngineKind(parser.value("engine").toStdString()))
        return usageError("run", QString("--engine: expected event, time or force, got '%1'").arg(parser.value("engine")));
    options.equilibrate = nonNegativeNumber(parser, "equilibrate", error).value_or(0.0);
    options.until = nonNegativeNumber(parser, "until", error);
    options.every = nonNegativeNumber(parser, "every", error).value_or(0.0);
    if (parser.isSet("events")) {
        bool ok = false;
        options.events = parser.value("events").toULongLong(&ok);
        if (!ok)
            error = QString("--events: expected a whole number, got '%1'").arg(parser.value("events"));
    }
    if (!error.isEmpty())
        return usageError("run", error);
    if (options.until && options.events)
        return usageError("run", "give either --until T or --events N, not both");
    options.observe = parser.value("observe");
    if (!options.observe.isEmpty() && options.every <= 0.0)
        return usageError("run", "--observe needs --every DT with DT > 0");
    options.eventsLog = parser.value("events-log");
    options.saveState = parser.value("save-state");
    options.json = parser.isSet("json");
    options.allowOverlaps = parser.isSet("allow-overlaps");

    const std::optional<Scenario> loaded = loadRunScenario(options);
    if (!loaded)
        return 1;
    const Scenario& scenario = *loaded;
    if (!options.until && !options.events) {
        if (!scenario.aggregation)
            return usageError("run", "give either --until T or --events N");
        // An aggregation stops by itself when one cluster is left: at most N - 1 merges.
        options.events = scenario.disks.size();
    }
    const std::optional<EngineConfig> config = engineFor(parser, scenario, error);
    if (!config)
        return usageError("run", error);
    try {
        return simulate(scenario, options, *config);
    } catch (const std::exception& e) {
        printError(QString("%1: %2").arg(options.scenarioPath.isEmpty() ? "default scenario" : options.scenarioPath,
                                         e.what()));
        return 1;
    }
}

} // namespace disklab::cli
