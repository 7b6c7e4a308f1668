#include "comparison_run.h"

#include "run_report.h"
#include "time_driven_report.h"

#include "core/collision_log_matcher.h"
#include "core/event_driven_engine.h"
#include "core/trajectory_deviation.h"

#include <QElapsedTimer>
#include <QJsonValue>

#include <algorithm>
#include <cmath>

namespace disklab::cli {
namespace {

/// Wall-clock seconds `work` takes.
template <class Work>
double timed(Work work)
{
    QElapsedTimer clock;
    clock.start();
    work();
    return static_cast<double>(clock.nsecsElapsed()) * 1e-9;
}

template <class EngineT>
RunMeasurement startMeasurement(const QString& name, const Scenario& scenario, const EngineT& engine)
{
    RunMeasurement run;
    run.engine = name;
    run.scenario = &scenario;
    run.first = engine.snapshot();
    run.firstTotals = engine.totals();
    return run;
}

template <class EngineT>
QJsonObject finishMeasurement(RunMeasurement& run, const EngineT& engine, double seconds, double until)
{
    run.last = engine.snapshot();
    run.lastTotals = engine.totals();
    run.wallSeconds = seconds;
    QJsonObject report = runReportJson(run);
    report["wall_seconds_per_time_unit"] = until > 0.0 ? seconds / until : 0.0;
    return report;
}

} // namespace

ComparisonResult compareEngines(const Scenario& scenario, const TimeDrivenSettings& settings, double until, int chunks)
{
    EventDrivenEngine exact(scenario);
    TimeDrivenEngine stepped(scenario, settings);
    CollisionLogMatcher matcher(settings.dt);
    exact.setCollisionListener([&](const CollisionRecord& r) { matcher.addReference(r); });
    stepped.setCollisionListener([&](const CollisionRecord& r) { matcher.addTrial(r); });

    RunMeasurement exactRun = startMeasurement("event", scenario, exact);
    RunMeasurement steppedRun = startMeasurement("time", scenario, stepped);
    const TimeDrivenStats firstStats = stepped.stats();
    // Chunks end on the step grid, so chunking never adds a partial step before `until`.
    const double steps = std::ceil(until / settings.dt);
    const double stepsPerChunk = std::max(1.0, std::ceil(steps / std::max(1, chunks)));
    double exactSeconds = 0.0, steppedSeconds = 0.0, peak = 0.0;
    PositionDeviation deviation;
    for (double k = 1.0;; k += 1.0) {
        const double t = std::min(until, k * stepsPerChunk * settings.dt);
        exactSeconds += timed([&] { exact.advanceTo(t); });
        steppedSeconds += timed([&] { stepped.advanceTo(t); });
        matcher.sync(t);
        deviation = positionDeviation(scenario, exact.snapshot(), stepped.snapshot());
        peak = std::max(peak, deviation.max);
        if (t >= until)
            break;
    }
    matcher.finish(until);

    ComparisonResult result;
    result.event = finishMeasurement(exactRun, exact, exactSeconds, until);
    result.event["missed_collisions"] = 0.0;  // exact by construction: every contact is an event
    result.time = finishMeasurement(steppedRun, stepped, steppedSeconds, until);
    addTimeDrivenFigures(result.time, settings, firstStats, stepped.stats());
    result.deviation["position_mean"] = deviation.mean;
    result.deviation["position_max"] = deviation.max;
    result.deviation["position_max_peak"] = peak;
    result.deviation["matched_collisions"] = static_cast<double>(matcher.matched());
    const auto difference = matcher.firstDifferenceTime();
    result.deviation["first_difference_time"] = difference ? QJsonValue(*difference) : QJsonValue(QJsonValue::Null);
    return result;
}

} // namespace disklab::cli
