#include "runtime/comparison_worker.h"

#include "core/overlap_check.h"
#include "core/step_grid.h"

#include <QTimer>

#include <algorithm>

namespace disklab {
namespace {
constexpr int kTickMs = 16;
constexpr qint64 kBudgetMs = 11;          // per tick, so commands and shutdown wait at most this long
constexpr qint64 kMissedHighlightMs = 500;  // how long a missed collision stays highlighted
}

ComparisonWorker::ComparisonWorker(std::function<void(ComparisonFramePtr)> publish, const std::atomic<bool>& shutdown)
    : m_publish(std::move(publish)), m_shutdown(shutdown), m_timer(new QTimer(this))
{
    m_timer->setInterval(kTickMs);
    connect(m_timer, &QTimer::timeout, this, &ComparisonWorker::tick);
    m_wall.start();
}

ComparisonWorker::~ComparisonWorker() = default;

QString ComparisonWorker::load(const Scenario& scenario, const TimeDrivenSettings& settings)
{
    try {
        auto comparison = std::make_unique<EngineComparison>(scenario, settings);
        m_comparison = std::move(comparison);
    } catch (const std::exception& e) {
        return QString::fromUtf8(e.what());
    }
    m_scenario = std::make_shared<const Scenario>(scenario);
    m_settings = settings;
    m_comparison->stepped().setMissedCollisionListener(
        [this](std::int32_t a, std::int32_t b) { m_missed.push_back({a, b, m_wall.elapsed()}); });
    m_collisions.clear();
    m_comparison->setExactCollisionListener([this](const CollisionRecord& record) { m_collisions.push(record); });
    ++m_generation;
    m_gridSteps = 0;
    m_target = 0.0;
    m_finished = false;
    m_missed.clear();
    pause();
    publishFrame();
    return {};
}

void ComparisonWorker::play()
{
    if (!m_comparison || m_finished)
        return;
    m_running = true;
    m_target = m_comparison->time();
    m_timer->start();
    publishFrame();
}

void ComparisonWorker::pause()
{
    m_running = false;
    m_timer->stop();
    if (m_comparison)
        publishFrame();
}

void ComparisonWorker::setSpeed(double speed)
{
    m_speed = speed;
}

void ComparisonWorker::setStopTime(double until)
{
    m_stopTime = until;
}

void ComparisonWorker::reset()
{
    if (m_scenario)
        load(*m_scenario, m_settings);
}

void ComparisonWorker::stepOnce()
{
    if (!m_comparison || m_finished)
        return;
    if (m_running)
        pause();  // a step asked for while playing is taken from where the run is, as in the main window
    m_exactTick = m_comparison->exactSeconds();
    m_steppedTick = m_comparison->steppedSeconds();
    advanceTo(StepGrid(m_settings.dt).point(m_gridSteps + 1));
    m_exactTick = m_comparison->exactSeconds() - m_exactTick;
    m_steppedTick = m_comparison->steppedSeconds() - m_steppedTick;
    publishFrame();
}

void ComparisonWorker::tick()
{
    if (!m_comparison)
        return;
    const double exact0 = m_comparison->exactSeconds(), stepped0 = m_comparison->steppedSeconds();
    m_target += m_speed * kTickMs * 1e-3;
    if (m_stopTime > 0.0)
        m_target = std::min(m_target, m_stopTime);
    // Whole steps, a few at a time, so a slow engine still returns within the budget; when the
    // CPU cannot keep up the run simply falls behind the wall clock.
    QElapsedTimer budget;
    budget.start();
    const std::uint64_t targetSteps = StepGrid(m_settings.dt).pointsUpTo(m_target);
    std::uint64_t chunk = 1;
    while (m_gridSteps < targetSteps && budget.elapsed() < kBudgetMs && !m_shutdown.load()) {
        const std::uint64_t next = std::min(targetSteps, m_gridSteps + chunk);
        QElapsedTimer one;
        one.start();
        advanceTo(StepGrid(m_settings.dt).point(next));
        if (one.elapsed() < 2)
            chunk *= 2;
    }
    if (m_gridSteps >= targetSteps && m_stopTime > 0.0 && m_target >= m_stopTime && m_comparison->time() < m_stopTime)
        advanceTo(m_stopTime);  // a stop time between grid points ends with a partial step, as `compare` does
    // When the CPU could not reach the target, the run falls behind the wall clock instead of
    // piling up a debt. Only then: on time, the target must go on growing across ticks, or a
    // step longer than one tick's worth of simulated time would never be reached.
    if (m_gridSteps < targetSteps)
        m_target = std::min(m_target, m_comparison->time() + m_speed * kTickMs * 1e-3);
    m_exactTick = m_comparison->exactSeconds() - exact0;
    m_steppedTick = m_comparison->steppedSeconds() - stepped0;
    if (m_stopTime > 0.0 && m_comparison->time() >= m_stopTime) {
        m_comparison->finish();
        m_finished = true;
        m_running = false;
        m_timer->stop();
    }
    publishFrame();
}

void ComparisonWorker::advanceTo(double t)
{
    m_comparison->advanceTo(t);
    m_gridSteps = StepGrid(m_settings.dt).pointsUpTo(t);
}

void ComparisonWorker::publishFrame()
{
    auto frame = std::make_shared<ComparisonFrame>();
    frame->generation = m_generation;
    frame->scenario = m_scenario;
    frame->settings = m_settings;
    frame->exact = m_comparison->exact().snapshot();
    frame->stepped = m_comparison->stepped().snapshot();
    frame->result = m_comparison->result();
    std::vector<std::int32_t> overlapping;
    forEachOverlap(*m_scenario, frame->stepped.x, frame->stepped.y, 1e-10, [&](int i, int j, double, double) {
        overlapping.push_back(i);
        overlapping.push_back(j);
        return true;
    });
    std::sort(overlapping.begin(), overlapping.end());
    overlapping.erase(std::unique(overlapping.begin(), overlapping.end()), overlapping.end());
    frame->overlapping = std::move(overlapping);
    const qint64 now = m_wall.elapsed();
    std::erase_if(m_missed, [&](const MissedCollision& m) { return now - m.at > kMissedHighlightMs; });
    for (const MissedCollision& m : m_missed) {
        frame->missed.push_back(m.a);
        frame->missed.push_back(m.b);
    }
    frame->recentMissedCollisions = m_missed.size();
    std::sort(frame->missed.begin(), frame->missed.end());
    frame->missed.erase(std::unique(frame->missed.begin(), frame->missed.end()), frame->missed.end());
    frame->exactFrameSeconds = m_exactTick;
    frame->steppedFrameSeconds = m_steppedTick;
    frame->recentCollisions = m_collisions.recent();
    frame->collisionCount = m_collisions.total();
    frame->running = m_running;
    frame->finished = m_finished;
    m_publish(std::move(frame));
}

} // namespace disklab
