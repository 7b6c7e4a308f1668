// disklab-cli bench: the speed of both engines on periodic gases melted from a lattice (sigma =
// 1, kT = 1) over a grid of sizes and packing fractions; psi6 in the report says whether each
// reached a fluid. Each configuration runs in a child process of its own so its peak memory is
// its own.
#include "bench_aggregation.h"
#include "bench_seek.h"
#include "cli_output.h"
#include "commands.h"
#include "front_end/engine_bench_report.h"
#include "front_end/json_report_sink.h"
#include "runtime/engine_benchmark.h"
#include "runtime/run_report.h"
#include "runtime/time_driven_report.h"

#include "core/bond_order.h"
#include "core/event_driven_engine.h"
#include "core/gas_generator.h"
#include "core/time_driven_stats.h"
#include "front_end/report_keys.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>

#include <sys/resource.h>

#include <algorithm>
#include <cmath>
#include <ctime>
#include <optional>
#include <vector>

namespace disklab::cli {
namespace {

struct BenchConfig {
    EngineKind engine = EngineKind::EventDriven;
    int n = 10000;
    double packing = 0.5;
    quint64 events = 2'000'000;  ///< collisions measured (event-driven)
    double warmupPerDisk = 20.0;
    double dt = 0.01;            ///< time-driven step
    quint64 steps = 50;          ///< steps measured (time-driven)
};

double peakMemoryMegabytes()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return static_cast<double>(usage.ru_maxrss) / 1024.0;  // Linux reports kilobytes
}

// Collisions run before the measurement, so that caches, branch predictors and the event
// calendar reach their steady state: a quarter of the measured collisions, but at least three
// and at most five per disk. In its first calendar year (a bit over one collision per disk) and
// a while after, the calendar's buckets still grow to their working size; at 10^6 disks that
// took about 7,000 fresh pages during a 2 x 10^6 collision measurement after half a collision
// per disk of warm-up, and about 40 after three (at about 10 us a page on this project's
// benchmark machine, docs/benchmarks.md).
quint64 warmupCollisions(const BenchConfig& config)
{
    const auto n = static_cast<quint64>(config.n);
    return std::min(5 * n, std::max(config.events / 4, 3 * n));
}

/// The event-driven engine measures a number of collisions after its warm-up; the time-driven
/// one (grid broad phase) a number of steps after two.
BenchmarkBudget budgetFor(const BenchConfig& config)
{
    BenchmarkBudget budget;
    if (config.engine == EngineKind::EventDriven) {
        budget.warmupCollisions = warmupCollisions(config);
        budget.collisions = config.events;
    } else {
        budget.warmupTime = 2.0 * config.dt;
        budget.simulatedTime = static_cast<double>(config.steps) * config.dt;
    }
    return budget;
}

/// What only one engine reports: its cell grid, or its steps and their errors. `first`: the
/// stepper's stats when the measured window began (nothing for the exact engine).
void addEngineFigures(EngineBenchReport& report, const EngineBenchmark& bench, const EngineConfig& config,
                      const std::optional<TimeDrivenStats>& first)
{
    const std::optional<TimeDrivenStats> last = bench.engine->timeDrivenStats();
    if (!first || !last) {
        // The cell grid is a diagnostic of the exact engine's inside, not part of Engine.
        const auto& eventDriven = dynamic_cast<const EventDrivenEngine&>(*bench.engine);
        report.exact = ExactEngineInside{
            static_cast<std::uint64_t>(eventDriven.cellColumns()) * static_cast<std::uint64_t>(eventDriven.cellRows()),
            eventDriven.usesNeighbourLists()};
        return;
    }
    const double seconds = bench.run.wallSeconds;
    const double steps = std::max(1.0, static_cast<double>(last->steps - first->steps));
    report.stepper = StepperBenchFigures{timeDrivenFigures(config, *first, *last), seconds > 0.0 ? steps / seconds : 0.0,
                                         static_cast<double>(last->pairTests - first->pairTests) / steps};
}

/// Runs one configuration in this process and returns its report.
QJsonObject benchOne(const BenchConfig& config)
{
    GasParameters gas;
    gas.count = config.n;
    gas.packing = config.packing;
    gas.periodic = true;
    gas.seed = 1;
    gas.meltCollisionsPerDisk = config.warmupPerDisk;
    QElapsedTimer setup;
    setup.start();
    const Scenario scenario = generateGas(gas);
    const double setupSeconds = static_cast<double>(setup.nsecsElapsed()) * 1e-9;
    // The gas's order as generated, read before the engine exists: at 10^6 disks a snapshot and
    // the bond order's arrays take about 80 MB, which beside a running engine would add to the
    // peak memory this report gives.
    const double psi6Generated = bondOrientationalOrder(scenario).global;
    const EngineConfig engine{config.engine, config.dt, Broadphase::Grid, Response::Naive};
    std::optional<TimeDrivenStats> first;
    // Processor time as well as wall-clock time: on a machine shared with other work the wall
    // clock also counts the time others took, the processor time of this process only its own
    // (though not what the others did to the caches).
    std::clock_t cpuAtStart = 0;
    const auto atStart = [&first, &cpuAtStart](const Engine& e) {
        first = e.timeDrivenStats();
        cpuAtStart = std::clock();
    };
    const EngineBenchmark bench = measureEngine(scenario, engine, budgetFor(config), nullptr, atStart);
    const double cpuSeconds = static_cast<double>(std::clock() - cpuAtStart) / CLOCKS_PER_SEC;
    EngineBenchReport report;
    report.run = runReport(bench.run);
    report.peakMemoryMb = peakMemoryMegabytes();
    report.nsPerCollision = bench.nsPerCollision();
    report.cpuSeconds = cpuSeconds;
    report.collisionsPerCpuSecond = cpuSeconds > 0.0 ? static_cast<double>(bench.collisions()) / cpuSeconds : 0.0;
    addEngineFigures(report, bench, engine, first);
    report.packing = config.packing;
    report.psi6 = bondOrientationalOrder(bench.engine->scenario(), bench.engine->snapshot()).global;
    report.psi6Generated = psi6Generated;
    report.setupSeconds = setupSeconds;
    report.secondsPerTimeUnit = bench.secondsPerTimeUnit();
    return reportJson([&](ReportSink& sink) { writeEngineBenchReport(report, sink); });
}

QString tableRow(const QJsonObject& o)
{
    const bool time = parseEngineKind(o[key::engine].toString().toStdString()) == EngineKind::TimeDriven;
    return QString("%1 %2 %3 %4 %5 %6 %7 %8 %9 %10")
        .arg(o[key::engine].toString(), -6)
        .arg(static_cast<qlonglong>(o[key::n].toDouble()), 8)
        .arg(o[key::packing].toDouble(), 7, 'f', 2)
        .arg(o[key::collisionsPerSecond].toDouble() / 1e6, 9, 'f', 3)
        .arg(o[key::nsPerCollision].toDouble(), 9, 'f', 1)
        .arg(o[key::secondsPerTimeUnit].toDouble(), 10, 'g', 4)
        .arg(time ? QString::number(o[key::stepsPerSecond].toDouble(), 'f', 1) : QString("-"), 9)
        .arg(time ? QString::number(o[key::pairTestsPerStep].toDouble(), 'g', 4) : QString("-"), 11)
        .arg(o[key::peakMemoryMb].toDouble(), 8, 'f', 1)
        .arg(o[key::psi6].toDouble(), 6, 'f', 3);
}
constexpr char kTableHeader[] =
    "engine        n packing  Mcoll/s   ns/coll  s/time unit  steps/s  tests/step  peak MB   psi6";

QList<QCommandLineOption> benchOptions()
{
    QList<QCommandLineOption> options{
        {"n", "Comma-separated numbers of disks.", "LIST", "1000,10000,100000"},
        {"packing", "Comma-separated packing fractions.", "LIST", "0.3,0.5,0.7"},
        {"engine", "Engine to measure: event, time (grid broad phase) or both.", "event|time|both", "event"},
        {"events", "Collisions measured per event-driven configuration (after warm-up).", "N", "2000000"},
        {"dt", "Time step of the time-driven engine.", "DT", "0.01"},
        {"steps", "Steps measured per time-driven configuration.", "S", "50"},
        {"warmup", "Collisions per disk that melt the starting lattice.", "C", "20"},
        {"json", "Print a JSON array, one object per configuration."},
        {"one", "Internal: run a single configuration in this process."},
        {"forces", "Measure the force engine's force methods instead (bench --forces --help)."},
    };
    return options + aggregationBenchOptions() + seekBenchOptions();
}

int aggregationBench(const QCommandLineParser& parser)
{
    bool ok = false;
    const QList<double> sizes = numberList(parser.isSet("n") ? parser.value("n") : QString("100,1000,10000"), ok);
    if (!ok)
        return usageError("bench", "--n takes comma-separated numbers");
    return benchAggregation(parser, sizes);
}

int seekBench(const QCommandLineParser& parser)
{
    bool okN = false, okPacking = false;
    const QList<double> sizes = numberList(parser.isSet("n") ? parser.value("n") : QString("10000"), okN);
    const QList<double> packings = numberList(parser.isSet("packing") ? parser.value("packing") : QString("0.3"), okPacking);
    if (!okN || !okPacking || sizes.size() != 1 || packings.size() != 1)
        return usageError("bench", "bench --seek takes one --n and one --packing");
    return benchSeek(parser, static_cast<int>(sizes.first()), packings.first());
}

/// Runs each configuration as `bench --one` in a process of its own, so that one's memory and
/// caches do not weigh on the next, and prints their table (or JSON array).
int benchEachInItsOwnProcess(const std::vector<BenchConfig>& configurations, bool json)
{
    if (!json)
        printOut(kTableHeader);
    QJsonArray all;
    for (const BenchConfig& c : configurations) {
        const QString engine = QLatin1String(engineKindName(c.engine));
        QProcess child;
        child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        child.start(QCoreApplication::applicationFilePath(),
                    {"bench", "--one", "--engine", engine, "--n", QString::number(c.n), "--packing",
                     QString::number(c.packing, 'g', 12), "--events", QString::number(c.events), "--warmup",
                     QString::number(c.warmupPerDisk, 'g', 12), "--dt", QString::number(c.dt, 'g', 17), "--steps",
                     QString::number(c.steps)});
        if (!child.waitForFinished(-1) || child.exitCode() != 0) {
            printError(QString("bench: configuration %1 n=%2 packing=%3 failed").arg(engine).arg(c.n).arg(c.packing));
            return 1;
        }
        const QJsonObject o = QJsonDocument::fromJson(child.readAllStandardOutput()).object();
        all.append(o);
        if (!json)
            printOut(tableRow(o));
    }
    if (json)
        printOut(QString::fromUtf8(QJsonDocument(all).toJson(QJsonDocument::Indented)));
    return 0;
}

} // namespace

int benchCommand(const QStringList& arguments)
{
    if (arguments.contains("--forces"))
        return forcesBenchCommand(arguments);
    QCommandLineParser parser;
    parser.setApplicationDescription("Measures engine speed on periodic gases melted from a lattice (sigma = 1, kT = 1); "
                                     "psi6 says which phase each configuration measured.");
    parser.addOptions(benchOptions());
    parser.addHelpOption();
    if (!parser.parse(QStringList{"disklab-cli bench"} + arguments))
        return usageError("bench", parser.errorText());
    if (parser.isSet("help")) {
        printOut(parser.helpText());
        return 0;
    }
    if (parser.isSet("aggregation"))
        return aggregationBench(parser);
    if (parser.isSet("seek"))
        return seekBench(parser);
    const QString engineChoice = parser.value("engine");
    const std::optional<EngineKind> onlyEngine = parseEngineKind(engineChoice.toStdString());
    if (!onlyEngine && engineChoice != "both")
        return usageError("bench", QString("--engine: expected event, time or both, got '%1'").arg(engineChoice));
    if (onlyEngine == EngineKind::Force)
        return usageError("bench", "the force engine's force methods are measured by bench --forces");
    const std::vector<EngineKind> engines = onlyEngine ? std::vector<EngineKind>{*onlyEngine}
                                                       : std::vector<EngineKind>{EngineKind::EventDriven, EngineKind::TimeDriven};
    bool okN = false, okPacking = false, okEvents = false, okWarmup = false, okDt = false, okSteps = false;
    const QList<double> sizes = numberList(parser.value("n"), okN);
    const QList<double> packings = numberList(parser.value("packing"), okPacking);
    const quint64 events = parser.value("events").toULongLong(&okEvents);
    const double warmup = parser.value("warmup").toDouble(&okWarmup);
    const double dt = parser.value("dt").toDouble(&okDt);
    const quint64 steps = parser.value("steps").toULongLong(&okSteps);
    if (!okN || !okPacking || !okEvents || !okWarmup || !okDt || !(dt > 0.0) || !okSteps)
        return usageError("bench", "--n and --packing take comma-separated numbers, --events and --steps whole "
                                   "numbers, --dt a positive number");

    if (parser.isSet("one")) {
        const BenchConfig config{engines.front(), static_cast<int>(sizes.first()), packings.first(), events, warmup, dt, steps};
        try {
            printOut(QString::fromUtf8(QJsonDocument(benchOne(config)).toJson(QJsonDocument::Compact)));
        } catch (const std::exception& e) {
            printError(e.what());
            return 1;
        }
        return 0;
    }

    std::vector<BenchConfig> configurations;
    for (EngineKind kind : engines)
        for (double n : sizes)
            for (double packing : packings)
                configurations.push_back({kind, static_cast<int>(n), packing, events, warmup, dt, steps});
    return benchEachInItsOwnProcess(configurations, parser.isSet("json"));
}

} // namespace disklab::cli
