#include "runtime/simulation_controller.h"

#include "runtime/comparison_session.h"
#include "runtime/simulation_worker.h"
#include "runtime/single_engine_session.h"

namespace disklab {

SimulationController::SimulationController(QObject* parent)
    : QObject(parent), m_worker(new SimulationWorker(m_mailbox))
{
    m_thread.setObjectName(QStringLiteral("DiskLab simulation"));
    m_worker->moveToThread(&m_thread);
    // Runs in the simulation thread as it ends, after its event loop has stopped.
    connect(&m_thread, &QThread::finished, m_worker, [this] {
        const std::lock_guard lock(m_handOver);
        m_worker->shutDown();
    }, Qt::DirectConnection);
    connect(this, &SimulationController::commandsPosted, m_worker, &SimulationWorker::runPendingCommands,
            Qt::QueuedConnection);
    connect(m_worker, &SimulationWorker::frameReady, this, &SimulationController::frameReady);
    connect(m_worker, &SimulationWorker::failed, this, &SimulationController::failed);
    connect(m_worker, &SimulationWorker::labControlRefused, this, &SimulationController::labControlRefused);
    connect(m_worker, &SimulationWorker::runningChanged, this, [this](bool running) {
        m_running = running;
        emit runningChanged(running);
    });
    m_thread.start();
}

SimulationController::~SimulationController()
{
    // A job's slice may be in a long measurement; it polls its own cancel flag, not the worker's.
    for (const std::weak_ptr<WorkerJob>& given : m_jobs)
        if (const auto job = given.lock())
            job->cancel();
    m_worker->requestShutdown();
    m_thread.quit();
    m_thread.wait();
    const std::lock_guard lock(m_handOver);
    delete m_worker;
}

template <typename Command>
void SimulationController::post(Command command)
{
    m_worker->enqueue(std::move(command));
    emit commandsPosted(QPrivateSignal());
}

void SimulationController::start(SessionFactory factory, SessionStart how)
{
    post([factory = std::move(factory), how](SimulationWorker& w) { w.start(factory, how); });
}

void SimulationController::load(const Scenario& scenario, EngineConfig choice)
{
    // The worker gets its own immutable copy; the document keeps editing its own.
    m_loaded = std::make_shared<const Scenario>(scenario);
    start(singleEngineSession(m_loaded, choice));
}

void SimulationController::setEngine(EngineConfig choice)
{
    if (m_loaded)
        start(singleEngineSession(m_loaded, choice));
}

void SimulationController::compare(const Scenario& scenario, const EngineConfig& settings, SessionStart how)
{
    m_loaded.reset();
    start(comparisonSession(std::make_shared<const Scenario>(scenario), settings), how);
}

void SimulationController::play()
{
    post([](SimulationWorker& w) { w.play(); });
}

void SimulationController::pause()
{
    post([](SimulationWorker& w) { w.pause(); });
}

void SimulationController::togglePlay()
{
    if (m_running)
        pause();
    else
        play();
}

void SimulationController::stepEvent()
{
    post([](SimulationWorker& w) { w.stepEvent(); });
}

void SimulationController::stepFrame()
{
    post([](SimulationWorker& w) { w.stepFrame(); });
}

void SimulationController::seek(double time)
{
    {
        const std::lock_guard lock(m_seekMutex);
        const bool queued = m_seekTo.has_value();
        m_seekTo = time;
        if (queued)
            return;
    }
    post([this](SimulationWorker& w) {
        double time = 0.0;
        {
            const std::lock_guard lock(m_seekMutex);
            time = m_seekTo.value();
            m_seekTo.reset();
        }
        w.seek(time);
    });
}

void SimulationController::forgetSavedState(std::uint64_t request)
{
    post([request](SimulationWorker& w) { w.forgetSavedState(request); });
}

void SimulationController::seekCollision(int direction)
{
    post([direction](SimulationWorker& w) { w.seekCollision(direction); });
}

void SimulationController::setSpeed(double speed)
{
    m_speed = speed;
    post([speed](SimulationWorker& w) { w.setSpeed(speed); });
}

void SimulationController::applyLabControl(const LabControl& control)
{
    post([control](SimulationWorker& w) { w.applyLabControl(control); });
}

std::uint64_t SimulationController::requestSavedState(SavedRunPart part)
{
    const std::uint64_t request = ++m_savedStateRequests;
    post([request, part](SimulationWorker& w) { w.saveState(request, part); });
    return request;
}

void SimulationController::setStopTime(double until)
{
    post([until](SimulationWorker& w) { w.setStopTime(until); });
}

void SimulationController::reset()
{
    post([](SimulationWorker& w) { w.reset(); });
}

void SimulationController::runJob(std::shared_ptr<WorkerJob> job)
{
    std::erase_if(m_jobs, [](const std::weak_ptr<WorkerJob>& given) { return given.expired(); });
    m_jobs.push_back(job);
    post([job = std::move(job)](SimulationWorker& w) { w.runJob(job); });
}

} // namespace disklab
