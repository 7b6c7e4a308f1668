#include "runtime/engine_comparison.h"

#include "runtime/time_driven_report.h"

#include <QElapsedTimer>
#include <QJsonValue>

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

QJsonObject finishedReport(RunMeasurement run, const Engine& engine, double seconds)
{
    finishMeasurement(run, engine, seconds);
    QJsonObject report = runReportJson(run);
    const double duration = run.last.time - run.first.time;
    report["wall_seconds_per_time_unit"] = duration > 0.0 ? seconds / duration : 0.0;
    return report;
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
    m_exactSeconds += timed([&] { m_exactRun.cuts.advance(m_exact, t); });
    m_steppedSeconds += timed([&] { m_steppedRun.cuts.advance(m_stepped, t); });
    m_matcher.sync(t);
    m_deviation = positionDeviation(m_scenario, m_exact.snapshot(), m_stepped.snapshot());
    m_peak = std::max(m_peak, m_deviation.max);
}

void EngineComparison::finish()
{
    m_matcher.finish(time());
}

ComparisonResult EngineComparison::result() const
{
    ComparisonResult result;
    result.event = finishedReport(m_exactRun, m_exact, m_exactSeconds);
    result.event["missed_collisions"] = 0.0;  // exact by construction: every contact is an event
    result.time = finishedReport(m_steppedRun, m_stepped, m_steppedSeconds);
    addTimeDrivenFigures(result.time, m_settings, m_firstStats, m_stepped.stats());
    result.deviation["position_mean"] = m_deviation.mean;
    result.deviation["position_max"] = m_deviation.max;
    result.deviation["position_max_peak"] = m_peak;
    result.deviation["matched_collisions"] = static_cast<double>(m_matcher.matched());
    const auto difference = m_matcher.firstDifferenceTime();
    result.deviation["first_difference_time"] = difference ? QJsonValue(*difference) : QJsonValue(QJsonValue::Null);
    return result;
}

} // namespace disklab
