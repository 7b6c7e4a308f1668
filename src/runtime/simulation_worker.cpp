#include "runtime/simulation_worker.h"

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

template <class Work>
bool SimulationWorker::guarded(Work work)
{
    try {
        return work();
    } catch (const std::exception& e) {
        setRunning(false);
        emit failed(QString::fromStdString(e.what()));
        return false;
    }
}

void SimulationWorker::enqueue(Command command)
{
    const std::lock_guard lock(m_inboxMutex);
    m_inbox.push_back(std::move(command));
    m_pendingCommands.fetch_add(1, std::memory_order_relaxed);
}

void SimulationWorker::shutDown()
{
    m_timer->stop();
    m_session.reset();
    m_jobs.clear();
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

void SimulationWorker::start(SessionFactory factory, SessionStart how)
{
    const bool playOn = how == SessionStart::PlayOn && m_running;
    setRunning(false);
    if (rebuild(factory)) {
        m_factory = std::move(factory);
        if (!playOn)
            publish();
    }
    if (playOn)
        play();  // publishes
}

void SimulationWorker::reset()
{
    setRunning(false);
    if (m_factory && rebuild(m_factory))
        publish();
}

void SimulationWorker::play()
{
    if (!m_session || m_running || m_finished)
        return;
    setRunning(true);
    m_playTarget = m_session->time();
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
    if (!m_session || m_finished)
        return;
    guarded([this] {
        m_session->stepOnce();
        return true;
    });
    publish();
}

void SimulationWorker::stepFrame()
{
    setRunning(false);
    if (!m_session || m_finished)
        return;
    advanceTo(m_session->time() + m_speed * kFrameSeconds, Landing::Exactly, Pace::Step);
    publish();
}

void SimulationWorker::seek(double time)
{
    goBack([time](RunSession& session) { session.seek(time); });
}

void SimulationWorker::seekCollision(int direction)
{
    goBack([direction](RunSession& session) { session.seekCollision(direction); });
}

void SimulationWorker::goBack(const std::function<void(RunSession&)>& move)
{
    setRunning(false);
    if (!m_session)
        return;
    guarded([&] {
        move(*m_session);
        return true;
    });
    // Back before the stop time, the run may play on to it again.
    m_finished = m_stopTime > 0.0 && m_session->time() >= m_stopTime;
    publish();
}

void SimulationWorker::setSpeed(double speed)
{
    if (speed > 0.0)
        m_speed = speed;
}

void SimulationWorker::setStopTime(double until)
{
    m_stopTime = until > 0.0 ? until : 0.0;
}

void SimulationWorker::applyLabControl(const LabControl& control)
{
    if (!m_session)
        return;
    try {
        m_session->applyLabControl(control);
    } catch (const std::exception& e) {
        emit labControlRefused(QString::fromStdString(e.what()));
        return;
    }
    publish();
}

void SimulationWorker::saveState(std::uint64_t request, SavedRunPart part)
{
    if (!m_session)
        return;
    auto answer = std::make_shared<SavedRunState>();
    answer->request = request;
    answer->time = m_session->time();
    try {
        if (part == SavedRunPart::Run)
            answer->run = std::make_shared<const RunRecord>(m_session->runRecord());
        else
            answer->state = m_session->savedState();
    } catch (const std::exception& e) {
        answer->refusal = e.what();
    }
    m_savedState = std::move(answer);
    publish();
}

void SimulationWorker::forgetSavedState(std::uint64_t request)
{
    if (m_savedState && m_savedState->request == request)
        m_savedState.reset();
}

void SimulationWorker::runJob(std::shared_ptr<WorkerJob> job)
{
    m_jobs.push_back(std::move(job));
    if (m_jobs.size() == 1)
        postJobSlice();
}

void SimulationWorker::postJobSlice()
{
    // A queued call, not a loop: Qt delivers events posted while it delivers others only in its
    // next pass, so ticks and commands get their turn between slices.
    QMetaObject::invokeMethod(this, &SimulationWorker::runJobSlice, Qt::QueuedConnection);
}

void SimulationWorker::runJobSlice()
{
    if (m_jobs.empty() || m_shutdown.load(std::memory_order_relaxed))
        return;
    bool more = false;
    try {
        more = m_jobs.front()->runSlice();
    } catch (const std::exception& e) {
        emit failed(QString::fromStdString(e.what()));
    }
    if (!more)
        m_jobs.pop_front();
    if (!m_jobs.empty())
        postJobSlice();
}

bool SimulationWorker::rebuild(const SessionFactory& factory)
{
    try {
        m_session = factory();
    } catch (const std::exception& e) {
        emit failed(QString::fromStdString(e.what()));
        return false;
    }
    m_finished = false;
    m_achievedSpeed = 0.0;
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
    if (!m_running || !m_session)
        return;
    const double wall = std::min(m_wallClock.restart() * 1e-3, kLongestTickSeconds);
    const double before = m_session->time();
    m_playTarget += m_speed * wall;
    const bool lastStretch = m_stopTime > 0.0 && m_playTarget >= m_stopTime;
    if (lastStretch)
        m_playTarget = m_stopTime;
    // Time the CPU could not deliver is dropped, not owed: no catching up in bursts later.
    if (!advanceTo(m_playTarget, lastStretch ? Landing::Exactly : Landing::Cheap, Pace::Tick))
        m_playTarget = std::min(m_playTarget, m_session->time());
    if (wall > 0.0) {
        const double speed = (m_session->time() - before) / wall;
        m_achievedSpeed = m_achievedSpeed > 0.0 ? 0.9 * m_achievedSpeed + 0.1 * speed : speed;
    }
    finishAtStopTime();
    if (m_running || m_finished)
        publish();
}

bool SimulationWorker::advanceTo(double target, Landing landing, Pace pace)
{
    QElapsedTimer budget;
    budget.start();
    return guarded([&] {
        return m_session->advance(target, landing, [&] {
            return interrupted(pace) || (pace == Pace::Tick && budget.nsecsElapsed() >= kTickBudgetNs);
        });
    });
}

bool SimulationWorker::interrupted(Pace pace) const
{
    if (m_shutdown.load(std::memory_order_relaxed))
        return true;
    return pace == Pace::Tick && m_pendingCommands.load(std::memory_order_relaxed) > 0;
}

void SimulationWorker::finishAtStopTime()
{
    if (m_finished || !(m_stopTime > 0.0) || m_session->time() < m_stopTime)
        return;
    m_finished = true;
    setRunning(false);
    m_session->finish();
}

void SimulationWorker::publish()
{
    if (!m_session)
        return;
    auto frame = std::make_shared<FrameSnapshot>();
    frame->generation = m_generation;
    frame->serial = ++m_serial;
    frame->running = m_running;
    frame->finished = m_finished;
    frame->speed = m_speed;
    frame->achievedSpeed = m_running ? m_achievedSpeed : 0.0;
    m_session->describe(*frame);
    frame->savedState = m_savedState;
    if (m_mailbox.publish(std::move(frame)))
        emit frameReady();
}

} // namespace disklab
