#include "runtime/engine_comparison.h"

#include "core/step_grid.h"

#include <QElapsedTimer>

#include <algorithm>

namespace disklab {
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

RunReport finishedReport(RunMeasurement run, const Engine& engine, double seconds)
{
    finishMeasurement(run, engine, seconds);
    return runReport(run);
}

/// Wall-clock seconds per simulated time unit since the measurement began.
double secondsPerTimeUnit(const RunMeasurement& run, const Engine& engine, double seconds)
{
    const double duration = engine.time() - run.first.time;
    return duration > 0.0 ? seconds / duration : 0.0;
}

} // namespace

EngineComparison::EngineComparison(const Scenario& scenario, const EngineConfig& settings)
    : m_scenario(scenario),
      m_settings(settings),
      m_exact(m_scenario),
      m_stepped(m_scenario, settings),
      m_matcher(settings.dt)
{
    setExactCollisionListener({});
    setSteppedCollisionListener({});
    m_exactRun = startMeasurement(EngineKind::EventDriven, m_scenario, m_exact);
    m_steppedRun = startMeasurement(EngineKind::TimeDriven, m_scenario, m_stepped);
    m_firstStats = m_stepped.stats();
}

void EngineComparison::setExactCollisionListener(std::function<void(const CollisionRecord&)> extra)
{
    if (extra)
        m_exact.setCollisionListener([this, extra = std::move(extra)](const CollisionRecord& r) {
            m_matcher.addReference(r);
            extra(r);
        });
    else
        m_exact.setCollisionListener([this](const CollisionRecord& r) { m_matcher.addReference(r); });
}

void EngineComparison::setSteppedCollisionListener(std::function<void(const CollisionRecord&)> extra)
{
    if (extra)
        m_stepped.setCollisionListener([this, extra = std::move(extra)](const CollisionRecord& r) {
            m_matcher.addTrial(r);
            extra(r);
        });
    else
        m_stepped.setCollisionListener([this](const CollisionRecord& r) { m_matcher.addTrial(r); });
}

void EngineComparison::advanceTo(double t)
{
    // The peak is the trajectory's, not the caller's: measured at every grid point on the way,
    // it is the same whether the run went there in one advance or in many (the window's ticks,
    // `compare`'s chunks, a seek's replay from a kept moment).
    const StepGrid grid(m_settings.dt);
    std::uint64_t k = grid.pointsUpTo(time()) + 1;
    for (; grid.point(k) < t && !grid.standsFor(k, t); ++k) {
        advanceAndMeasure(grid.point(k));
        countCollisionStep(k);
    }
    advanceAndMeasure(t);
    if (grid.standsFor(k, t))
        countCollisionStep(k);
}

void EngineComparison::countCollisionStep(std::uint64_t k)
{
    const std::uint64_t counted = m_exact.collisions() + m_stepped.collisions();
    if (counted == m_collisionSteps.countedAtLatestPoint)
        return;
    m_collisionSteps.beforeLatest = m_collisionSteps.latest;
    m_collisionSteps.latest = k;
    m_collisionSteps.countedAtLatestPoint = counted;
}

std::optional<std::uint64_t> EngineComparison::previousCollisionStep() const
{
    const StepGrid grid(m_settings.dt);
    const std::uint64_t k = grid.pointsUpTo(time());
    const bool endsNow = m_collisionSteps.latest == k && grid.standsFor(k, time());
    return endsNow ? m_collisionSteps.beforeLatest : m_collisionSteps.latest;
}

void EngineComparison::advanceAndMeasure(double t)
{
    m_exactSeconds += timed([&] { m_exactRun.cuts.advance(m_exact, t); });
    m_steppedSeconds += timed([&] { m_steppedRun.cuts.advance(m_stepped, t); });
    m_matcher.sync(t);
    // From the positions alone: a snapshot of each engine at every grid point would allocate,
    // copy velocities and sum the exact engine's open flights, none of which the deviation reads.
    m_exact.positionsNow(m_exactX, m_exactY);
    m_deviation = positionDeviation(m_scenario, m_exactX, m_exactY, m_stepped.x(), m_stepped.y());
    m_peak = std::max(m_peak, m_deviation.max);
}

void EngineComparison::finish()
{
    m_matcher.finish(time());
}

ComparisonMoment EngineComparison::moment() const
{
    return {time(), m_exact.innerState(), m_stepped.innerState(), m_matcher, m_exactRun, m_steppedRun,
            m_deviation, m_peak, m_exactSeconds, m_steppedSeconds, m_collisionSteps};
}

void EngineComparison::restore(const ComparisonMoment& moment)
{
    m_exact.restoreInnerState(m_scenario, moment.exact);
    m_stepped.restoreInnerState(m_scenario, moment.stepped);
    m_matcher = moment.matcher;
    m_exactRun = moment.exactRun;
    m_steppedRun = moment.steppedRun;
    m_deviation = moment.deviation;
    m_peak = moment.peak;
    m_exactSeconds = moment.exactSeconds;
    m_steppedSeconds = moment.steppedSeconds;
    m_collisionSteps = moment.collisionSteps;
}

ComparisonReport EngineComparison::report() const
{
    ComparisonReport report;
    report.event = finishedReport(m_exactRun, m_exact, m_exactSeconds);
    report.time = finishedReport(m_steppedRun, m_stepped, m_steppedSeconds);
    report.timeDriven = timeDrivenFigures(m_settings, m_firstStats, m_stepped.stats());
    report.eventSecondsPerTimeUnit = secondsPerTimeUnit(m_exactRun, m_exact, m_exactSeconds);
    report.timeSecondsPerTimeUnit = secondsPerTimeUnit(m_steppedRun, m_stepped, m_steppedSeconds);
    report.deviation.positionMean = m_deviation.mean;
    report.deviation.positionMax = m_deviation.max;
    report.deviation.positionMaxPeak = m_peak;
    report.deviation.matchedCollisions = m_matcher.matched();
    report.deviation.firstDifferenceTime = m_matcher.firstDifferenceTime();
    return report;
}

} // namespace disklab
