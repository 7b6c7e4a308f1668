#include "runtime/simulation_worker.h"

#include "runtime/engine_factory.h"

#include <QTimer>

#include <algorithm>
#include <exception>

namespace disklab {
namespace {

/// Wall-clock time one tick may spend advancing, leaving room for the snapshot and the
/// event loop within the tick interval.
constexpr qint64 kTickBudgetNs = 11'000'000;
/// A tick never makes up for more wall time than this (after a stall, or a debugger stop).
constexpr double kLongestTickSeconds = 0.1;
constexpr double kFrameSeconds = 1.0 / 60.0;

} // namespace

SimulationWorker::SimulationWorker(FrameMailbox& mailbox, QObject* parent)
    : QObject(parent), m_mailbox(mailbox), m_timer(new QTimer(this))
{
    m_timer->setTimerType(Qt::PreciseTimer);
    m_timer->setInterval(kTickIntervalMs);
    connect(m_timer, &QTimer::timeout, this, &SimulationWorker::tick);
}

SimulationWorker::~SimulationWorker() = default;

void SimulationWorker::enqueue(Command command)
{
    const std::lock_guard lock(m_inboxMutex);
    m_inbox.push_back(std::move(command));
    m_pendingCommands.fetch_add(1, std::memory_order_relaxed);
}

void SimulationWorker::shutDown()
{
    m_timer->stop();
    m_engine.reset();
    {
        const std::lock_guard lock(m_inboxMutex);
        m_inbox.clear();
    }
    moveToThread(nullptr);
}

void SimulationWorker::runPendingCommands()
{
    for (;;) {
        Command command;
        {
            const std::lock_guard lock(m_inboxMutex);
            if (m_inbox.empty())
                return;
            command = std::move(m_inbox.front());
            m_inbox.pop_front();
            m_pendingCommands.fetch_sub(1, std::memory_order_relaxed);
        }
        if (m_shutdown.load(std::memory_order_relaxed))
            return;
        command(*this);
    }
}

void SimulationWorker::load(std::shared_ptr<const Scenario> scenario, EngineChoice choice)
{
    setRunning(false);
    if (rebuild(scenario, choice))
        publish();
}

void SimulationWorker::setEngine(EngineChoice choice)
{
    setRunning(false);
    if (m_scenario && rebuild(m_scenario, choice))
        publish();
}

void SimulationWorker::reset()
{
    setRunning(false);
    if (m_scenario && rebuild(m_scenario, m_choice))
        publish();
}

void SimulationWorker::play()
{
    if (!m_engine || m_running)
        return;
    setRunning(true);
    m_playTarget = m_engine->time();
    m_achievedSpeed = 0.0;
    m_wallClock.start();
    m_timer->start();
    publish();
}

void SimulationWorker::pause()
{
    if (!m_running)
        return;
    setRunning(false);
    publish();
}

void SimulationWorker::stepEvent()
{
    setRunning(false);
    if (!m_engine)
        return;
    QElapsedTimer clock;
    clock.start();
    try {
        advanceOneEvent(*m_engine, m_choice);
        m_advanceSeconds = clock.nsecsElapsed() * 1e-9;
        m_engineSeconds += m_advanceSeconds;
    } catch (const std::exception& e) {
        emit failed(QString::fromStdString(e.what()));
    }
    publish();
}

void SimulationWorker::stepFrame()
{
    setRunning(false);
    if (!m_engine)
        return;
    advanceTo(m_engine->time() + m_speed * kFrameSeconds, Pace::Step);
    publish();
}

void SimulationWorker::setSpeed(double speed)
{
    if (speed > 0.0)
        m_speed = speed;
}

bool SimulationWorker::rebuild(const std::shared_ptr<const Scenario>& scenario, EngineChoice choice)
{
    try {
        auto engine = makeEngine(*scenario, choice);
        m_engine = std::move(engine);
        m_engine->setCollisionListener([this](const CollisionRecord& record) { m_collisions.push(record); });
    } catch (const std::exception& e) {
        emit failed(QString::fromStdString(e.what()));
        return false;
    }
    m_scenario = scenario;
    m_choice = choice;
    m_slicer.reset();
    m_achievedSpeed = 0.0;
    m_collisions.clear();
    m_advanceSeconds = 0.0;
    m_engineSeconds = 0.0;
    ++m_generation;
    return true;
}

void SimulationWorker::setRunning(bool running)
{
    if (running == m_running)
        return;
    m_running = running;
    if (!running)
        m_timer->stop();
    emit runningChanged(running);
}

void SimulationWorker::tick()
{
    if (!m_running || !m_engine)
        return;
    const double wall = std::min(m_wallClock.restart() * 1e-3, kLongestTickSeconds);
    const double before = m_engine->time();
    m_playTarget += m_speed * wall;
    advanceTo(m_playTarget, Pace::Tick);
    // Time the CPU could not deliver is dropped, not owed: no catching up in bursts later.
    m_playTarget = std::min(m_playTarget, m_engine->time());
    if (wall > 0.0) {
        const double speed = (m_engine->time() - before) / wall;
        m_achievedSpeed = m_achievedSpeed > 0.0 ? 0.9 * m_achievedSpeed + 0.1 * speed : speed;
    }
    if (m_running)
        publish();
}

void SimulationWorker::advanceTo(double requested, Pace pace)
{
    // A step goes exactly as far as asked; ticks and their slices stop where the engine
    // stops cheaply (a time-driven engine's step grid).
    const double target = pace == Pace::Step ? requested : m_engine->nextStopTime(requested);
    QElapsedTimer budget;
    budget.start();
    m_advanceSeconds = 0.0;
    try {
        while (m_engine->time() < target && !interrupted(pace)
               && (pace == Pace::Step || budget.nsecsElapsed() < kTickBudgetNs)) {
            const double now = m_engine->time();
            const double slice = m_slicer.nextSlice(target - now);
            // The last slice lands exactly on the target, whatever rounding the sum did.
            const double end = slice >= target - now ? target : std::min(target, m_engine->nextStopTime(now + slice));
            const qint64 started = budget.nsecsElapsed();
            m_engine->advanceTo(end);
            const double seconds = (budget.nsecsElapsed() - started) * 1e-9;
            m_slicer.record(end - now, seconds);
            m_advanceSeconds += seconds;
            m_engineSeconds += seconds;
        }
    } catch (const std::exception& e) {
        setRunning(false);
        emit failed(QString::fromStdString(e.what()));
    }
}

bool SimulationWorker::interrupted(Pace pace) const
{
    if (m_shutdown.load(std::memory_order_relaxed))
        return true;
    return pace == Pace::Tick && m_pendingCommands.load(std::memory_order_relaxed) > 0;
}

void SimulationWorker::publish()
{
    if (!m_engine)
        return;
    auto frame = std::make_shared<FrameSnapshot>();
    frame->generation = m_generation;
    frame->serial = ++m_serial;
    frame->scenario = m_scenario;
    frame->state = m_engine->snapshot();
    frame->totals = m_engine->totals();
    frame->engine = m_choice;
    frame->running = m_running;
    frame->speed = m_speed;
    frame->achievedSpeed = m_running ? m_achievedSpeed : 0.0;
    frame->advanceSeconds = m_advanceSeconds;
    frame->engineSeconds = m_engineSeconds;
    frame->recentCollisions = m_collisions.recent();
    frame->collisionCount = m_collisions.total();
    if (m_mailbox.publish(std::move(frame)))
        emit frameReady();
}

} // namespace disklab
