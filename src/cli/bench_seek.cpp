// Seeks are timed one by one on the engine that took the checkpoints, as the timeline of a
// window would make them: backwards and forwards, to times between checkpoints. The same run
// without checkpoints is timed too, so the figures say what taking them costs.
#include "bench_seek.h"

#include "bench_comparison_seek.h"
#include "checkpoint_options.h"
#include "cli_output.h"

#include "core/gas_generator.h"
#include "core/random.h"
#include "runtime/engine_factory.h"
#include "front_end/json_report_sink.h"
#include "front_end/seek_bench_report.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <ctime>
#include <vector>

namespace disklab::cli {
namespace {

constexpr quint64 kDefaultSeekEvents = 10'000'000;

double secondsOf(const QElapsedTimer& clock) { return static_cast<double>(clock.nsecsElapsed()) * 1e-9; }


/// Processor seconds to run `scenario` for `events` collisions without checkpoints.
double plainRunCpuSeconds(const Scenario& scenario, quint64 events)
{
    const std::unique_ptr<Engine> engine = makeEngine(scenario, EngineConfig{});
    const std::clock_t start = std::clock();
    engine->advanceCollisions(events);
    return cpuSecondsSince(start);
}


/// Times a seek to each of `times` into `report`, with the checkpoints the run holds.
void measureSeeks(CheckpointingEngine& engine, const std::vector<double>& times, SeekBenchReport& report)
{
    std::vector<double> seconds;
    for (double t : times) {
        QElapsedTimer clock;
        clock.start();
        engine.seek(t);
        seconds.push_back(secondsOf(clock));
    }
    std::sort(seconds.begin(), seconds.end());
    const CheckpointStore& store = engine.store();
    report.seeks = times.size();
    report.seekSecondsMedian = seconds[seconds.size() / 2];
    report.seekSecondsMax = seconds.back();
    report.checkpoints = store.checkpoints().size();
    report.checkpointSpacing = engine.spacing();
    report.checkpointBytes = store.bytes();
}

} // namespace

double cpuSecondsSince(std::clock_t start) { return static_cast<double>(std::clock() - start) / CLOCKS_PER_SEC; }

std::vector<double> seekTimes(double end, int count)
{
    std::vector<double> times;
    for (int k = 0; k < count; ++k)
        times.push_back(end * (k + 0.5) / count);
    Random random(1);
    for (std::size_t k = times.size(); k > 1; --k)
        std::swap(times[k - 1], times[random.below(k)]);
    return times;
}

Scenario seekBenchGas(int n, double packing)
{
    GasParameters gas;
    gas.count = n;
    gas.packing = packing;
    gas.periodic = true;
    gas.meltCollisionsPerDisk = 5.0;
    return generateGas(gas);
}

QList<QCommandLineOption> seekBenchOptions()
{
    return QList<QCommandLineOption>{
               {"seek", "Measure seeks in a long exact run that takes checkpoints (--n, --packing, --events: "
                        "one of each; 10^7 collisions unless --events is given)."},
               {"seeks", "How many seeks bench --seek times.", "S", "20"},
               {"compare", "With --seek: seeks in comparison mode's run of both engines instead (--dt the "
                           "time-driven engine's step; 10^6 collisions of the exact engine unless --events is given)."},
           }
           + checkpointOptions().mid(1);
}

int benchSeek(const QCommandLineParser& parser, int n, double packing)
{
    if (parser.isSet("compare"))
        return benchComparisonSeek(parser, n, packing);
    CheckpointPolicy policy;
    bool ok = true;
    const quint64 events = parser.isSet("events") ? parser.value("events").toULongLong(&ok) : kDefaultSeekEvents;
    const int seeks = parser.value("seeks").toInt();
    if (parser.isSet("checkpoint-every"))
        policy.spacing = parser.value("checkpoint-every").toULongLong(&ok);
    if (parser.isSet("checkpoint-limit"))
        policy.capacity = parser.value("checkpoint-limit").toULongLong(&ok);
    if (!ok || seeks < 1 || policy.spacing < 1 || policy.capacity < 3)
        return usageError("bench", "--events, --seeks, --checkpoint-every and --checkpoint-limit take whole numbers "
                                   "(--checkpoint-limit at least 3)");
    const Scenario scenario = seekBenchGas(n, packing);
    CheckpointingEngine engine(makeEngine(scenario, EngineConfig{}), policy);
    SeekBenchReport report;
    report.n = static_cast<std::size_t>(n);
    report.packing = packing;
    report.events = events;
    const std::clock_t start = std::clock();
    engine.advanceCollisions(events);
    report.runCpuSeconds = cpuSecondsSince(start);
    measureSeeks(engine, seekTimes(engine.time(), seeks), report);
    report.runCpuSecondsWithoutCheckpoints = plainRunCpuSeconds(scenario, events);
    return printSeekBench(parser, reportJson([&](ReportSink& sink) { writeSeekBenchReport(report, sink); }));
}

int printSeekBench(const QCommandLineParser& parser, const QJsonObject& figures)
{
    if (parser.isSet("json")) {
        printOut(QString::fromUtf8(QJsonDocument(figures).toJson(QJsonDocument::Compact)));
        return 0;
    }
    for (auto it = figures.begin(); it != figures.end(); ++it)
        printOut(QString("%1: %2").arg(it.key()).arg(it.value().toDouble(), 0, 'g', 6));
    return 0;
}

} // namespace disklab::cli
