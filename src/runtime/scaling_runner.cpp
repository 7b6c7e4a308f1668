#include "runtime/scaling_runner.h"

#include <QThread>

#include <exception>

namespace disklab {

ScalingRunner::ScalingRunner(QObject* parent) : QObject(parent) {}

ScalingRunner::~ScalingRunner()
{
    if (m_thread) {
        cancel();
        m_thread->wait();
        delete m_thread;
    }
}

void ScalingRunner::start(const std::vector<int>& sizes, double budgetSeconds)
{
    if (m_thread)
        return;
    m_cancel.store(false);
    m_thread = QThread::create([this, sizes, budgetSeconds] { run(sizes, budgetSeconds); });
    m_thread->setObjectName(QStringLiteral("scaling"));
    m_thread->start(QThread::LowPriority);
}

void ScalingRunner::run(std::vector<int> sizes, double budgetSeconds)
{
    // Runs on m_thread; every signal is emitted in the owner's thread through a queued call,
    // so receivers never run on this one.
    const int total = static_cast<int>(sizes.size() * kScalingEngineCount);
    int done = 0;
    QString error;
    for (int n : sizes) {
        if (m_cancel.load())
            break;
        Scenario gas;
        try {
            gas = scalingGas(n);
        } catch (const std::exception& e) {
            error = QString::fromUtf8(e.what());
            break;
        }
        for (const EngineConfig& engine : scalingEngines(gas.engine.dt)) {
            if (m_cancel.load())
                break;
            const ScalingPoint point = measureScaling(gas, engine, budgetSeconds, m_cancel);
            ++done;
            const bool complete = !m_cancel.load();
            QMetaObject::invokeMethod(this, [this, point, done, total, complete] {
                if (complete)
                    emit pointReady(point);
                emit progress(done, total);
            }, Qt::QueuedConnection);
        }
    }
    const bool cancelled = m_cancel.load();
    QMetaObject::invokeMethod(this, [this, cancelled, error] {
        // The thread has returned from run() or is about to; wait() makes its end certain.
        if (m_thread) {
            m_thread->wait();
            delete m_thread;
            m_thread = nullptr;
        }
        emit finished(cancelled, error);
    }, Qt::QueuedConnection);
}

} // namespace disklab
