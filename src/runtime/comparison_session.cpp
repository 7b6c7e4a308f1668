#include "runtime/comparison_session.h"

#include "core/overlap_check.h"
#include "core/step_grid.h"
#include "runtime/comparison_frame.h"

#include <algorithm>

namespace disklab {
namespace {

constexpr qint64 kMissedHighlightMs = 500;  // how long a missed collision stays highlighted
/// Whole steps are advanced in chunks that double while one takes less than this, so a fast
/// engine does not pay the yield check per step and a slow one still yields promptly.
constexpr qint64 kChunkMs = 2;

/// Keeps the exact engine's collisions out of the event log while a search moves the comparison
/// (the seek after it tells them again from the moment found), whatever is thrown.
class QuietLog {
public:
    QuietLog(EngineComparison& comparison, std::function<void(const CollisionRecord&)> log)
        : m_comparison(comparison), m_log(std::move(log))
    {
        m_comparison.setExactCollisionListener({});
    }
    ~QuietLog() { m_comparison.setExactCollisionListener(m_log); }
    QuietLog(const QuietLog&) = delete;
    QuietLog& operator=(const QuietLog&) = delete;

private:
    EngineComparison& m_comparison;
    std::function<void(const CollisionRecord&)> m_log;
};

std::vector<std::int32_t> sortedUnique(std::vector<std::int32_t> disks)
{
    std::sort(disks.begin(), disks.end());
    disks.erase(std::unique(disks.begin(), disks.end()), disks.end());
    return disks;
}

} // namespace

ComparisonSession::ComparisonSession(std::shared_ptr<const Scenario> scenario, const EngineConfig& settings)
    : m_scenario(std::move(scenario)), m_comparison(*m_scenario, settings),
      m_moments(m_comparison), m_timeline(m_comparison.stepped())
{
    m_wall.start();
    m_comparison.stepped().setMissedCollisionListener(
        [this](std::int32_t a, std::int32_t b) { m_missed.push_back({a, b, m_wall.elapsed()}); });
    m_comparison.setExactCollisionListener(eventLog());
}

bool ComparisonSession::advance(double target, Landing landing, const std::function<bool()>& yield)
{
    const double exact0 = m_comparison.exactSeconds(), stepped0 = m_comparison.steppedSeconds();
    // Whole steps up to the target: playing waits on the grid until the wall clock has reached
    // the next step, so a run never gets ahead of it. An exact landing then takes the partial
    // step to the target, as `compare --until` does.
    const std::uint64_t gridTarget = StepGrid(m_comparison.settings().dt).pointsUpTo(target);
    std::uint64_t chunk = 1;
    while (m_gridSteps < gridTarget && !yield()) {
        QElapsedTimer one;
        one.start();
        advanceToGridStep(std::min(gridTarget, m_gridSteps + chunk));
        if (one.elapsed() < kChunkMs)
            chunk *= 2;
    }
    const bool onGrid = m_gridSteps >= gridTarget;
    if (landing == Landing::Exactly && onGrid && m_comparison.time() < target) {
        m_comparison.advanceTo(target);
        observe(m_gridSteps);
    }
    m_exactSeconds = m_comparison.exactSeconds() - exact0;
    m_steppedSeconds = m_comparison.steppedSeconds() - stepped0;
    return onGrid;
}

void ComparisonSession::stepOnce()
{
    const double exact0 = m_comparison.exactSeconds(), stepped0 = m_comparison.steppedSeconds();
    advanceToGridStep(m_gridSteps + 1);
    m_exactSeconds = m_comparison.exactSeconds() - exact0;
    m_steppedSeconds = m_comparison.steppedSeconds() - stepped0;
}

void ComparisonSession::advanceToGridStep(std::uint64_t step)
{
    m_comparison.advanceTo(StepGrid(m_comparison.settings().dt).point(step));
    m_gridSteps = step;
    if (step > m_reachedStep) {
        const std::uint64_t from = m_reachedStep;
        m_reachedStep = step;
        m_moments.offer(m_comparison, step, m_collisions.total());
        observe(from);
    }
}

void ComparisonSession::observe(std::uint64_t from)
{
    m_timeline.observe(m_comparison.stepped(),
                       [this, from](std::uint64_t TimeDrivenStats::*count) { return firstStepWhere(from, count); });
}

double ComparisonSession::firstStepWhere(std::uint64_t from, std::uint64_t TimeDrivenStats::*count) const
{
    // Only the time-driven engine has these figures, so it alone is stepped, from the latest moment
    // kept before the advance that found them (its count was 0 there, as it was at `from`).
    const EngineConfig& settings = m_comparison.settings();
    TimeDrivenEngine stepper(*m_scenario, settings);
    stepper.restoreInnerState(*m_scenario, m_moments.latestAtOrBefore(from).moment.stepped);
    return stepUntilCounted(stepper, settings.dt, m_comparison.time(), count);
}

void ComparisonSession::seek(double time)
{
    // The first grid point at or after `time`, as a single run's seek goes: the engines stood
    // there when they played.
    const std::uint64_t onGrid = StepGrid(m_comparison.settings().dt).stepsToReach(std::clamp(time, 0.0, reached()));
    const std::uint64_t step = std::min(onGrid, m_reachedStep);
    const KeptMoment& from = m_moments.latestAtOrBefore(step);
    m_comparison.restore(from.moment);
    m_collisions.cutTo(from.logged);
    m_gridSteps = from.gridStep;
    advanceToGridStep(step);
    // Beyond the last grid point reached lies only the furthest moment, a stop time between grid
    // points where an exact landing took a partial step; the replay takes it too.
    if (onGrid > m_reachedStep && m_comparison.time() < reached())
        m_comparison.advanceTo(reached());
    m_missed.clear();  // the highlights belong to the wall clock of the first pass
    // Back at the stop time, the figures are final again: the worker will not finish twice.
    if (m_finishedAt == m_comparison.time())
        m_comparison.finish();
}

void ComparisonSession::finish()
{
    m_comparison.finish();
    m_finishedAt = m_comparison.time();
}

std::function<void(const CollisionRecord&)> ComparisonSession::eventLog()
{
    return [this](const CollisionRecord& record) { m_collisions.push(record); };
}

void ComparisonSession::seekCollision(int direction)
{
    const double now = m_comparison.time();
    std::optional<std::uint64_t> step;
    if (direction < 0) {
        // The comparison keeps the steps with collisions as it goes: one replay, the seek's.
        step = m_comparison.previousCollisionStep();
    } else {
        const QuietLog quiet(m_comparison, eventLog());
        step = nextCollisionStep();
    }
    seek(step ? StepGrid(m_comparison.settings().dt).point(*step) : now);
}

std::optional<std::uint64_t> ComparisonSession::nextCollisionStep()
{
    // Within the whole steps of the run so far; beyond them Step dt goes on.
    while (m_gridSteps < m_reachedStep) {
        const std::uint64_t before = collisionsOfBoth();
        advanceToGridStep(m_gridSteps + 1);
        if (collisionsOfBoth() > before)
            return m_gridSteps;
    }
    return std::nullopt;
}

std::uint64_t ComparisonSession::collisionsOfBoth() const
{
    return m_comparison.exact().collisions() + m_comparison.stepped().collisions();
}

std::vector<std::int32_t> ComparisonSession::overlappingDisks() const
{
    std::vector<std::int32_t> overlapping;
    const Snapshot stepped = m_comparison.stepped().snapshot();
    forEachOverlap(*m_scenario, stepped.x, stepped.y, 1e-10, [&](int i, int j, double, double) {
        overlapping.push_back(i);
        overlapping.push_back(j);
        return true;
    });
    return sortedUnique(std::move(overlapping));
}

std::vector<std::int32_t> ComparisonSession::recentlyMissedDisks()
{
    const qint64 now = m_wall.elapsed();
    std::erase_if(m_missed, [&](const MissedCollision& m) { return now - m.at > kMissedHighlightMs; });
    std::vector<std::int32_t> disks;
    for (const MissedCollision& m : m_missed) {
        disks.push_back(m.a);
        disks.push_back(m.b);
    }
    return sortedUnique(std::move(disks));
}

void ComparisonSession::describe(FrameSnapshot& frame)
{
    const EngineConfig& settings = m_comparison.settings();
    frame.scenario = m_scenario;
    auto [state, totals] = m_comparison.exact().snapshotAndTotals();
    frame.state = std::move(state);
    frame.totals = totals;
    m_exactMotion.measure(frame);
    frame.engine = settings;
    frame.engine.kind = EngineKind::EventDriven;
    frame.advanceSeconds = m_exactSeconds;
    frame.engineSeconds = m_comparison.exactSeconds();
    frame.recentCollisions = m_collisions.recent();
    frame.collisionCount = m_collisions.total();

    auto stepped = std::make_shared<FrameSnapshot>();
    stepped->generation = frame.generation;
    stepped->serial = frame.serial;
    stepped->scenario = m_scenario;
    auto [steppedState, steppedTotals] = m_comparison.stepped().snapshotAndTotals();
    stepped->state = std::move(steppedState);
    stepped->totals = steppedTotals;
    m_steppedMotion.measure(*stepped);
    stepped->engine = settings;
    stepped->engine.kind = EngineKind::TimeDriven;
    stepped->running = frame.running;
    stepped->finished = frame.finished;
    stepped->speed = frame.speed;
    stepped->achievedSpeed = frame.achievedSpeed;
    stepped->advanceSeconds = m_steppedSeconds;
    stepped->engineSeconds = m_comparison.steppedSeconds();

    auto comparison = std::make_shared<ComparisonFrame>();
    comparison->settings = settings;
    comparison->stepped = std::move(stepped);
    comparison->overlapping = overlappingDisks();
    comparison->missed = recentlyMissedDisks();
    comparison->recentMissedCollisions = m_missed.size();
    comparison->report = m_comparison.report();
    frame.comparison = std::move(comparison);
    m_timeline.setCheckpoints(m_moments.size(), m_moments.bytes());
    frame.timeline = std::make_shared<const RunTimeline>(m_timeline.timeline());
}

SessionFactory comparisonSession(std::shared_ptr<const Scenario> scenario, const EngineConfig& settings)
{
    return [scenario = std::move(scenario), settings]() -> std::unique_ptr<RunSession> {
        return std::make_unique<ComparisonSession>(scenario, settings);
    };
}

} // namespace disklab
