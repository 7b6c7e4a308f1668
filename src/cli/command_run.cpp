// disklab-cli run: load a scenario, optionally equilibrate, simulate a measured window and
// report it, with optional event log, observable series, trajectory, mean squared displacement
// and final state.
#include "checkpoint_options.h"
#include "cli_output.h"
#include "commands.h"
#include "csv_output.h"
#include "engine_options.h"
#include "measured_window.h"
#include "msd_writer.h"
#include "number_options.h"
#include "observation_recorder.h"
#include "hand_options.h"
#include "profile_writer.h"
#include "pump_options.h"
#include "front_end/report_json.h"
#include "run_command_line.h"
#include "sampled_window.h"
#include "trajectory_writer.h"
#include "runtime/engine_factory.h"
#include "runtime/run_report.h"
#include "runtime/time_driven_report.h"

#include "core/disk_species.h"
#include "core/scenario_validation.h"
#include "core/state_export.h"
#include "io/scenario_file.h"
#include "io/scenario_json.h"

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonDocument>

#include <algorithm>
#include <limits>
#include <cmath>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace disklab::cli {
namespace {

struct RunOptions {
    QString scenarioPath;   // empty: the built-in default
    double equilibrate = 0.0;
    std::optional<double> until;
    std::optional<quint64> events;
    QString eventsLog;
    QString observe;
    QString trajectory;
    QString msd;
    QString profile;
    int profileBins = kDefaultProfileBins;
    double every = 0.0;
    QString saveState;
    bool json = false;
    bool allowOverlaps = false;
    std::optional<double> wallTemperature;  // every box wall becomes a thermal wall at this kT
    std::optional<double> pistonPressure;   // the right wall becomes a free piston under it
    std::optional<double> pistonMass;
    std::optional<double> pistonLimit;
    std::optional<LabControl> pump;
    std::optional<LabControl> hand;  // after --equilibrate
    std::optional<CheckpointRequest> checkpoints;
};

/// The event log and the files written at every row, when asked for; the first error a file gave.
struct RunOutputs {
    std::unique_ptr<TextOutput> log;
    std::vector<std::unique_ptr<WindowRecorder>> recorders;
    QString error;

    std::vector<WindowRecorder*> recorderList() const
    {
        std::vector<WindowRecorder*> list;
        for (const auto& recorder : recorders)
            list.push_back(recorder.get());
        return list;
    }
};

/// The recorders --observe, --profile, --trajectory and --msd ask for, in that order.
std::vector<std::unique_ptr<WindowRecorder>> openRecorders(const Scenario& scenario, const RunOptions& options)
{
    std::vector<std::unique_ptr<WindowRecorder>> recorders;
    if (!options.observe.isEmpty())
        recorders.push_back(std::make_unique<ObservationRecorder>(options.observe, scenario));
    if (!options.profile.isEmpty())
        recorders.push_back(std::make_unique<ProfileWriter>(options.profile, scenario, options.profileBins));
    if (options.trajectory.isEmpty() && options.msd.isEmpty())
        return recorders;
    const SpeciesTable species = diskSpecies(scenario);
    if (!options.trajectory.isEmpty())
        recorders.push_back(std::make_unique<TrajectoryWriter>(options.trajectory, scenario, species));
    if (!options.msd.isEmpty())
        recorders.push_back(std::make_unique<MsdWriter>(options.msd, scenario, species));
    return recorders;
}

/// Opens the files and listens to the window's collisions: the event log's, and `freePaths`.
RunOutputs openOutputs(Engine& engine, const Scenario& scenario, const RunOptions& options, const EngineConfig& config,
                       FreePathRecorder& freePaths)
{
    RunOutputs outputs;
    std::function<void(const CollisionRecord&)> logLine;
    if (!options.eventsLog.isEmpty()) {
        outputs.log = std::make_unique<TextOutput>(options.eventsLog);
        if (!outputs.log->ok()) {
            outputs.error = outputs.log->error();
            return outputs;
        }
        outputs.log->appendLine(kEventLogHeader);
        logLine = [log = outputs.log.get(), &scenario](const CollisionRecord& r) { log->appendLine(eventLogLine(r, scenario)); };
    }
    listenForFreePaths(engine, config, freePaths, std::move(logLine));
    outputs.recorders = openRecorders(scenario, options);
    for (const auto& recorder : outputs.recorders) {
        if (!recorder->ok()) {
            outputs.error = recorder->error();
            break;
        }
    }
    return outputs;
}

/// Commits the files and saves the final state; false (having printed why) if one failed.
bool writeOutputs(RunOutputs& outputs, const RunOptions& options, const EngineConfig& config, const Engine& engine)
{
    if (outputs.log && !outputs.log->commit()) {
        printError(outputs.log->error());
        return false;
    }
    for (const auto& recorder : outputs.recorders) {
        recorder->finish();
        if (!recorder->commit()) {
            printError(recorder->error());
            return false;
        }
    }
    if (!options.saveState.isEmpty()) {
        // The engine settings the run used, the command line's included, so the state resumes it.
        Scenario state = savedState(engine);
        state.engine = config;
        const SaveResult saved = saveScenarioFile(options.saveState, state);
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
    if (options.hand)
        applyLabControl(engine, *options.hand);
    FreePathRecorder freePaths(scenario, false);
    RunOutputs outputs = openOutputs(engine, scenario, options, config, freePaths);
    if (!outputs.error.isEmpty()) {
        printError(outputs.error);
        return 1;
    }
    RunMeasurement run = startMeasurement(config.kind, scenario, engine);
    freePaths.start(run.first);
    const std::optional<TimeDrivenStats> firstStats = engine.timeDrivenStats();
    QElapsedTimer clock;
    clock.start();
    if (!outputs.recorders.empty()) {
        // Only observation rows cut the window for Z, so a trajectory leaves the report as it is.
        const SampledWindow window{options.until, options.events, options.every, !options.observe.isEmpty()};
        const QString error = sampleWindow(engine, scenario, window, run, outputs.recorderList());
        if (!error.isEmpty()) {
            printError(error);
            return 1;
        }
    } else {
        advanceWindow(engine, scenario, options.until, options.events, run);
    }
    run.wallSeconds = static_cast<double>(clock.nsecsElapsed()) * 1e-9;
    run.last = engine.snapshot();
    run.lastTotals = engine.totals();
    freePaths.finish(run.last);
    if (!writeOutputs(outputs, options, config, engine))
        return 1;
    const QJsonObject report = windowReportJson(windowReport(run, engine, scenario, config, firstStats, &freePaths));
    printOut(options.json ? QString::fromUtf8(QJsonDocument(report).toJson(QJsonDocument::Compact))
                          : runReportText(report));
    return 0;
}

int simulate(const Scenario& scenario, const RunOptions& options, const EngineConfig& config)
{
    CheckpointedRun run{nullptr, makeEngine(scenario, config)};
    if (options.pump)
        applyLabControl(*run.engine, *options.pump);
    if (options.checkpoints) {
        run = checkpointed(std::move(run.engine), *options.checkpoints, config);
        if (!run.directory->error().isEmpty()) {
            printError(run.directory->error());
            return 1;
        }
    }
    // The engine's own scenario holds the disks a pump brings in, which the report counts.
    const int status = measure(*run.engine, run.engine->scenario(), options, config);
    if (run.directory && !run.directory->error().isEmpty()) {
        printError(run.directory->error());
        return 1;
    }
    return status;
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

QList<QCommandLineOption> runOptions()
{
    return {
        {"default", "Run the built-in default scenario instead of a file."},
        {"equilibrate", "Simulate T time units before measuring.", "T"},
        {"until", "Measure for T units of simulated time (an aggregation without it or --events runs until one cluster is left).", "T"},
        {"events", "Measure until N collisions have happened (time engine: whole steps until N are resolved).", "N"},
        {"events-log", "Write every collision of the window as CSV time,kind,a,b.", "FILE.csv"},
        {"observe", "Write observables as CSV every --every time units.", "FILE.csv"},
        {"trajectory", "Write an extended XYZ frame (ASE, OVITO) every --every time units.", "OUT.xyz"},
        {"msd", "Write the mean squared displacement of each species as CSV every --every time units.", "OUT.csv"},
        {"profile", "Write the number density along gravity, averaged over the rows, as CSV at the end.", "OUT.csv"},
        {"profile-bins", QString("Slices of --profile (default %1).").arg(kDefaultProfileBins), "N"},
        {"every", "Interval between the rows of --observe, --profile, --trajectory and --msd (one for all): "
                  "the first at the window's start.", "DT"},
        {"save-state", "Save the final state as a scenario file.", "OUT.json"},
        {"json", "Print the report as one JSON object."},
        {"allow-overlaps", "Accept a scenario whose disks start overlapping (some legacy files)."},
        {"wall-temperature", "Make every box wall a thermal wall at kT = T (a heater or cooler; 0: elastic); "
                             "with --piston-pressure, every wall but the piston.", "T"},
        {"piston-pressure", "Make the right wall a free piston pushed in by the pressure P outside it.", "P"},
        {"piston-mass", "The free piston's mass (default: the gas's total mass).", "M"},
        {"piston-limit", "How far out the free piston can go: the x of its cylinder's end (default: the box's width).",
         "X"},
    };
}

/// The files the options write, each named once: two options writing one file would lose one.
/// Compared by absolute path, since none need exist yet.
QString sameFileTwice(const RunOptions& options)
{
    const auto same = [](const QString& a, const QString& b) {
        return QFileInfo(a).absoluteFilePath() == QFileInfo(b).absoluteFilePath();
    };
    const std::pair<const char*, QString> files[] = {{"--events-log", options.eventsLog}, {"--observe", options.observe},
                                                     {"--trajectory", options.trajectory}, {"--msd", options.msd},
                                                     {"--profile", options.profile}, {"--save-state", options.saveState}};
    for (std::size_t a = 0; a < std::size(files); ++a)
        for (std::size_t b = a + 1; b < std::size(files); ++b)
            if (!files[a].second.isEmpty() && same(files[a].second, files[b].second))
                return QString("%1 and %2 name the same file").arg(files[a].first, files[b].first);
    return {};
}

/// The options of `run` from the parsed command line; an error (a usage error) if they do not go
/// together.
std::optional<RunOptions> parseRunOptions(const QCommandLineParser& parser, QString& error)
{
    RunOptions options;
    const QStringList positional = parser.positionalArguments();
    if (parser.isSet("default") == !positional.isEmpty() || positional.size() > 1) {
        error = "give exactly one scenario file, or --default";
        return std::nullopt;
    }
    if (!positional.isEmpty())
        options.scenarioPath = positional.first();
    if (parser.isSet("engine") && !parseEngineKind(parser.value("engine").toStdString()))
        error = QString("--engine: expected event, time or force, got '%1'").arg(parser.value("engine"));
    options.equilibrate = nonNegativeNumber(parser, "equilibrate", error).value_or(0.0);
    options.until = nonNegativeNumber(parser, "until", error);
    options.every = nonNegativeNumber(parser, "every", error).value_or(0.0);
    options.wallTemperature = nonNegativeNumber(parser, "wall-temperature", error);
    options.pistonPressure = nonNegativeNumber(parser, "piston-pressure", error);
    options.pistonMass = nonNegativeNumber(parser, "piston-mass", error);
    options.pistonLimit = nonNegativeNumber(parser, "piston-limit", error);
    if (error.isEmpty() && !options.pistonPressure && (options.pistonMass || options.pistonLimit))
        error = "--piston-mass and --piston-limit go with --piston-pressure P";
    if (error.isEmpty() && options.pistonMass && *options.pistonMass <= 0.0)
        error = "--piston-mass: a free piston needs a mass > 0";
    if (error.isEmpty())
        options.pump = parsePumpOptions(parser, error);
    if (error.isEmpty())
        options.hand = parseHandOptions(parser, error);
    if (error.isEmpty())
        options.checkpoints = parseCheckpointOptions(OptionMap::fromParser(parser, checkpointOptions()), error);
    if (error.isEmpty() && options.pump && (parser.isSet("trajectory") || parser.isSet("msd")))
        error = "--trajectory and --msd follow a fixed set of disks: they do not go with --pump";
    if (parser.isSet("events")) {
        bool ok = false;
        options.events = parser.value("events").toULongLong(&ok);
        if (!ok)
            error = QString("--events: expected a whole number, got '%1'").arg(parser.value("events"));
    }
    if (error.isEmpty() && options.until && options.events)
        error = "give either --until T or --events N, not both";
    options.eventsLog = parser.value("events-log");
    options.observe = parser.value("observe");
    options.trajectory = parser.value("trajectory");
    options.msd = parser.value("msd");
    options.profile = parser.value("profile");
    if (error.isEmpty() && parser.isSet("profile-bins")) {
        bool ok = false;
        options.profileBins = parser.value("profile-bins").toInt(&ok);
        if (!ok || options.profileBins < 1)
            error = QString("--profile-bins: expected a whole number >= 1, got '%1'").arg(parser.value("profile-bins"));
    }
    options.saveState = parser.value("save-state");
    options.json = parser.isSet("json");
    options.allowOverlaps = parser.isSet("allow-overlaps");
    for (const char* rows : {"observe", "profile", "trajectory", "msd"}) {
        if (error.isEmpty() && parser.isSet(rows) && options.every <= 0.0)
            error = QString("--%1 needs --every DT with DT > 0").arg(rows);
    }
    if (error.isEmpty())
        error = sameFileTwice(options);
    if (!error.isEmpty())
        return std::nullopt;
    return options;
}

/// Applies --wall-temperature and --piston-pressure to the loaded scenario; empty, or why the
/// scenario cannot take them (a usage error).
QString applyWallOptions(const RunOptions& options, Scenario& scenario)
{
    if (!options.wallTemperature && !options.pistonPressure)
        return {};
    if (options.pistonPressure) {
        BoxWall& piston = scenario.wall(Side::Right);
        double gasMass = 0.0;
        for (const Disk& d : scenario.disks)
            gasMass += d.mass;
        piston.mass = options.pistonMass.value_or(gasMass);
        piston.pressure = *options.pistonPressure;
        piston.limit = options.pistonLimit;
    }
    if (options.wallTemperature) {
        for (Side side : kAllSides)
            if (!scenario.wall(side).isFreePiston())
                scenario.wall(side).temperature = *options.wallTemperature;
    }
    ValidationOptions validation;
    validation.allowOverlaps = options.allowOverlaps;
    const auto problems = validateScenario(scenario, validation);
    if (problems.empty())
        return {};
    const char* option = options.pistonPressure ? "--piston-pressure" : "--wall-temperature";
    return QString("%1: %2").arg(option, QString::fromStdString(problems.front().message));
}

/// Empty when every species has a name for --trajectory and --msd, else why not.
QString speciesWithoutNames(const Scenario& scenario, const RunOptions& options)
{
    if (options.trajectory.isEmpty() && options.msd.isEmpty())
        return {};
    const std::size_t count = diskSpecies(scenario).species.size();
    if (count <= kMostNamedSpecies)
        return {};
    return QString("%1 species (disks differing in colour, radius, mass or charge), more than the %2 chemical "
                   "symbols --trajectory and --msd name them by")
        .arg(count)
        .arg(kMostNamedSpecies);
}

} // namespace

QList<QCommandLineOption> runCommandOptions()
{
    return runOptions() + pumpOptions() + handOptions() + checkpointOptions() + engineOptions();
}

int runCommand(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription("Simulates a scenario and reports the measured window.");
    parser.addPositionalArgument("scenario", "Scenario file: DiskLab .json or algs4 .txt.");
    parser.addOptions(runCommandOptions());
    parser.addHelpOption();
    if (!parser.parse(QStringList{"disklab-cli run"} + arguments))
        return usageError("run", parser.errorText());
    if (parser.isSet("help")) {
        printOut(parser.helpText());
        return 0;
    }
    QString error;
    std::optional<RunOptions> options = parseRunOptions(parser, error);
    if (!options)
        return usageError("run", error);

    std::optional<Scenario> loaded = loadRunScenario(*options);
    if (!loaded)
        return 1;
    const Scenario& scenario = *loaded;
    if (const QString wallError = applyWallOptions(*options, *loaded); !wallError.isEmpty())
        return usageError("run", wallError);
    if (scenario.pump && (!options->trajectory.isEmpty() || !options->msd.isEmpty()))
        return usageError("run", "--trajectory and --msd follow a fixed set of disks: they do not go with a scenario's pump");
    if (!options->until && !options->events) {
        if (!scenario.aggregation)
            return usageError("run", "give either --until T or --events N");
        // An aggregation stops by itself when one cluster is left. Its events are contacts, and
        // with a sticking probability below 1 most are bounces, so they are not counted: the bound
        // is only kept far from overflowing the totals it is added to.
        options->events = std::numeric_limits<std::uint64_t>::max() / 4;
    }
    const std::optional<EngineConfig> config = engineConfigFor(OptionMap::fromParser(parser, engineOptions()), scenario, error);
    if (!config)
        return usageError("run", error);
    if (const QString unnamed = speciesWithoutNames(scenario, *options); !unnamed.isEmpty()) {
        printError(QString("%1: %2").arg(options->scenarioPath.isEmpty() ? "default scenario" : options->scenarioPath,
                                         unnamed));
        return 1;
    }
    try {
        return simulate(scenario, *options, *config);
    } catch (const std::exception& e) {
        printError(QString("%1: %2").arg(options->scenarioPath.isEmpty() ? "default scenario" : options->scenarioPath,
                                         e.what()));
        return 1;
    }
}

} // namespace disklab::cli
