#include "runtime/single_engine_session.h"

#include "core/state_export.h"
#include "runtime/engine_factory.h"

#include <QElapsedTimer>

#include <algorithm>

namespace disklab {

SingleEngineSession::SingleEngineSession(std::shared_ptr<const Scenario> scenario, EngineConfig choice)
    : m_scenario(std::move(scenario)), m_choice(choice), m_engine(makeEngine(*m_scenario, choice))
{
    m_engine->setCollisionListener([this](const CollisionRecord& record) { m_collisions.push(record); });
}

bool SingleEngineSession::advance(double requested, Landing landing, const std::function<bool()>& yield)
{
    // Playing stops where the engine stops cheaply (a time-driven engine's step grid); a step
    // goes exactly as far as asked.
    const double target = landing == Landing::Exactly ? requested : m_engine->nextStopTime(requested);
    QElapsedTimer clock;
    clock.start();
    m_advanceSeconds = 0.0;
    while (m_engine->time() < target && !yield()) {
        const double now = m_engine->time();
        const double slice = m_slicer.nextSlice(target - now);
        // The last slice lands exactly on the target, whatever rounding the sum did.
        const double end = slice >= target - now ? target : std::min(target, m_engine->nextStopTime(now + slice));
        const qint64 started = clock.nsecsElapsed();
        m_engine->advanceTo(end);
        const double seconds = (clock.nsecsElapsed() - started) * 1e-9;
        m_slicer.record(end - now, seconds);
        m_advanceSeconds += seconds;
        m_engineSeconds += seconds;
    }
    return m_engine->time() >= target;
}

void SingleEngineSession::stepOnce()
{
    QElapsedTimer clock;
    clock.start();
    advanceOneEvent(*m_engine, m_choice);
    m_advanceSeconds = clock.nsecsElapsed() * 1e-9;
    m_engineSeconds += m_advanceSeconds;
}

void SingleEngineSession::applyLabControl(const LabControl& control)
{
    disklab::applyLabControl(*m_engine, control);
    m_labChanged = true;
}

Scenario SingleEngineSession::savedState() const
{
    Scenario state = disklab::savedState(*m_engine);
    state.engine = m_choice;
    return state;
}

void SingleEngineSession::describe(FrameSnapshot& frame)
{
    auto [state, totals] = m_engine->snapshotAndTotals();
    frame.state = std::move(state);
    // A pump adds disks as the run goes, so the copy is made again whenever their number grew.
    if (m_labChanged || frame.state.size() != m_scenario->disks.size()) {
        m_scenario = std::make_shared<const Scenario>(m_engine->scenario());
        m_labChanged = false;
    }
    frame.scenario = m_scenario;
    frame.totals = totals;
    m_motion.measure(frame);
    frame.engine = m_choice;
    frame.advanceSeconds = m_advanceSeconds;
    frame.engineSeconds = m_engineSeconds;
    frame.recentCollisions = m_collisions.recent();
    frame.collisionCount = m_collisions.total();
    if (std::optional<AggregationStats> stats = m_engine->aggregationStats())
        frame.aggregation = std::make_shared<const AggregationStats>(std::move(*stats));
}

SessionFactory singleEngineSession(std::shared_ptr<const Scenario> scenario, EngineConfig choice)
{
    return [scenario = std::move(scenario), choice]() -> std::unique_ptr<RunSession> {
        return std::make_unique<SingleEngineSession>(scenario, choice);
    };
}

} // namespace disklab
