#include "runtime/comparison_controller.h"

#include "runtime/comparison_worker.h"

namespace disklab {

ComparisonController::ComparisonController(QObject* parent) : QObject(parent)
{
    m_thread.setObjectName(QStringLiteral("DiskLab comparison"));
    m_worker = new ComparisonWorker([this](ComparisonFramePtr frame) { publish(std::move(frame)); }, m_shutdown);
    m_worker->moveToThread(&m_thread);
    m_thread.start();
}

ComparisonController::~ComparisonController()
{
    m_shutdown.store(true);
    // The worker (and its timer) must die in its own thread.
    QMetaObject::invokeMethod(m_worker, [worker = m_worker] { delete worker; }, Qt::QueuedConnection);
    m_thread.quit();
    m_thread.wait();
}

template <class Command>
void ComparisonController::post(Command command)
{
    QMetaObject::invokeMethod(m_worker, std::move(command), Qt::QueuedConnection);
}

void ComparisonController::load(const Scenario& scenario, const EngineConfig& settings)
{
    post([this, scenario, settings] {
        const QString error = m_worker->load(scenario, settings);
        if (!error.isEmpty())
            emit failed(error);
    });
}

void ComparisonController::play()
{
    post([this] { m_worker->play(); });
}

void ComparisonController::pause()
{
    post([this] { m_worker->pause(); });
}

void ComparisonController::stepOnce()
{
    post([this] { m_worker->stepOnce(); });
}

void ComparisonController::reset()
{
    post([this] { m_worker->reset(); });
}

void ComparisonController::setSpeed(double speed)
{
    post([this, speed] { m_worker->setSpeed(speed); });
}

void ComparisonController::setStopTime(double until)
{
    post([this, until] { m_worker->setStopTime(until); });
}

ComparisonFramePtr ComparisonController::latestFrame() const
{
    std::lock_guard lock(m_mutex);
    return m_latest;
}

ComparisonFramePtr ComparisonController::takeFrame()
{
    std::lock_guard lock(m_mutex);
    m_notified = false;
    return m_latest;
}

void ComparisonController::publish(ComparisonFramePtr frame)
{
    bool notify = false;
    {
        std::lock_guard lock(m_mutex);
        m_latest = std::move(frame);
        notify = !m_notified;
        m_notified = true;
    }
    if (notify)
        QMetaObject::invokeMethod(this, &ComparisonController::frameReady, Qt::QueuedConnection);
}

} // namespace disklab
