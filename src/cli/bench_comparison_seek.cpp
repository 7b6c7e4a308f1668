// The session is the one comparison mode runs on its simulation thread, driven here as the window
// drives it: played in lock-step advances, then sought from the timeline, so the figures are what a
// user of the window waits for.
#include "bench_comparison_seek.h"

#include "bench_seek.h"
#include "cli_output.h"

#include "front_end/comparison_seek_bench_report.h"
#include "front_end/json_report_sink.h"
#include "runtime/comparison_session.h"

#include <QElapsedTimer>

#include <algorithm>
#include <memory>

namespace disklab::cli {
namespace {

constexpr quint64 kDefaultComparisonSeekEvents = 1'000'000;

double secondsOf(const QElapsedTimer& clock) { return static_cast<double>(clock.nsecsElapsed()) * 1e-9; }

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

/// Plays `session` until the exact engine has had `events` collisions: a time estimated from the
/// rate so far, by whole advances as the window's ticks make them.
FrameSnapshot playUntilCollisions(ComparisonSession& session, double dt, quint64 events)
{
    const auto never = [] { return false; };
    double target = dt;
    for (;;) {
        session.advance(target, Landing::Cheap, never);
        FrameSnapshot frame;
        session.describe(frame);
        if (frame.collisionCount >= events)
            return frame;
        const double rate = static_cast<double>(frame.collisionCount) / session.time();
        target = frame.collisionCount == 0 ? 2.0 * target
                                           : std::min(2.0 * target, 1.01 * static_cast<double>(events) / rate + dt);
    }
}

} // namespace

int benchComparisonSeek(const QCommandLineParser& parser, int n, double packing)
{
    bool okEvents = true, okDt = false;
    const quint64 events = parser.isSet("events") ? parser.value("events").toULongLong(&okEvents)
                                                  : kDefaultComparisonSeekEvents;
    const int seeks = parser.value("seeks").toInt();
    EngineConfig settings;
    settings.dt = parser.value("dt").toDouble(&okDt);
    if (!okEvents || !okDt || seeks < 1 || events < 1 || !(settings.dt > 0.0))
        return usageError("bench", "--seek --compare takes whole numbers for --events and --seeks and a dt > 0");
    if (parser.isSet("checkpoint-every") || parser.isSet("checkpoint-limit"))
        return usageError("bench", "--seek --compare keeps its moments as comparison mode does: no --checkpoint-every "
                                   "or --checkpoint-limit");
    ComparisonSession session(std::make_shared<const Scenario>(seekBenchGas(n, packing)), settings);
    ComparisonSeekBenchReport report;
    report.n = static_cast<std::size_t>(n);
    report.packing = packing;
    report.dt = settings.dt;
    const std::clock_t start = std::clock();
    const FrameSnapshot end = playUntilCollisions(session, settings.dt, events);
    report.runCpuSeconds = cpuSecondsSince(start);
    report.events = end.collisionCount;
    report.until = session.time();
    report.moments = end.timeline->checkpoints;
    report.momentBytes = end.timeline->checkpointBytes;

    std::vector<double> seekSeconds, collisionSeconds;
    for (const double t : seekTimes(report.until, seeks)) {
        QElapsedTimer clock;
        clock.start();
        session.seek(t);
        seekSeconds.push_back(secondsOf(clock));
        clock.restart();
        session.seekCollision(-1);
        collisionSeconds.push_back(secondsOf(clock));
    }
    report.seeks = seekSeconds.size();
    report.seekSecondsMedian = median(seekSeconds);
    report.seekSecondsMax = *std::max_element(seekSeconds.begin(), seekSeconds.end());
    report.collisionSeekSecondsMedian = median(collisionSeconds);
    return printSeekBench(parser, reportJson([&](ReportSink& sink) { writeComparisonSeekBenchReport(report, sink); }));
}

} // namespace disklab::cli
