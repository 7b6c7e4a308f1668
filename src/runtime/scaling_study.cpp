#include "runtime/scaling_study.h"

#include "runtime/simulation_controller.h"
#include "runtime/worker_job.h"

#include <exception>
#include <functional>
#include <mutex>
#include <optional>
#include <utility>

namespace disklab {

/// The study's work on the simulation thread. It reports to the study through queued calls;
/// the study may be destroyed while a slice runs, so it detaches itself first, under the lock
/// every report holds while it posts.
class ScalingJob : public WorkerJob {
public:
    ScalingJob(ScalingStudy* study, std::vector<int> sizes, double budgetSeconds)
        : m_study(study), m_sizes(std::move(sizes)), m_budgetSeconds(budgetSeconds)
    {
    }

    /// No report reaches the study after this returns. Study's thread.
    void detach()
    {
        const std::lock_guard lock(m_studyMutex);
        m_study = nullptr;
    }

    /// The reports queued since the last call, in order. Study's thread.
    std::vector<std::function<void(ScalingStudy&)>> takeReports()
    {
        const std::lock_guard lock(m_studyMutex);
        return std::exchange(m_reports, {});
    }

    /// One slice: build the next size's gas, or measure the next engine on it. Worker thread.
    bool runSlice() override
    {
        if (cancelled() || m_nextSize == m_sizes.size())
            return finish();
        if (!m_gas)
            return buildGas();
        const EngineConfig engine = scalingEngines(m_gas->engine.dt)[m_nextEngine];
        const ScalingPoint point = measureScaling(*m_gas, engine, m_budgetSeconds, cancelFlag());
        if (cancelled())
            return finish();
        ++m_done;
        report([point, done = m_done, total = total()](ScalingStudy& study) {
            emit study.pointReady(point);
            emit study.progress(done, total);
        });
        if (++m_nextEngine == kScalingEngineCount) {
            m_nextEngine = 0;
            m_gas.reset();
            ++m_nextSize;
        }
        return true;
    }

private:
    int total() const { return static_cast<int>(m_sizes.size() * kScalingEngineCount); }

    bool buildGas()
    {
        try {
            m_gas = scalingGas(m_sizes[m_nextSize]);
        } catch (const std::exception& e) {
            m_error = QString::fromUtf8(e.what());
            return finish();
        }
        return true;
    }

    bool finish()
    {
        report([cancelled = cancelled(), error = m_error](ScalingStudy& study) {
            emit study.finished(cancelled, error);
        });
        return false;
    }

    /// Queues a report for the study and, if none was waiting, asks the study's thread to take
    /// them. The reports cross threads under m_studyMutex and the wake-up call names the study's
    /// slot, so the hand-over is visible to ThreadSanitizer; a queued functor would carry its
    /// captures through Qt's own lock, which it cannot see.
    void report(std::function<void(ScalingStudy&)> deliver)
    {
        const std::lock_guard lock(m_studyMutex);
        if (!m_study)
            return;
        m_reports.push_back(std::move(deliver));
        // A QObject's destructor drops the calls still queued for it, so a call posted just
        // before detach() cannot reach a study that is gone.
        if (m_reports.size() == 1)
            QMetaObject::invokeMethod(m_study, "deliverReports", Qt::QueuedConnection);
    }

    std::mutex m_studyMutex;
    ScalingStudy* m_study;
    std::vector<std::function<void(ScalingStudy&)>> m_reports;  // not yet taken by the study
    const std::vector<int> m_sizes;
    const double m_budgetSeconds;
    std::size_t m_nextSize = 0;
    std::size_t m_nextEngine = 0;
    std::optional<Scenario> m_gas;  // of m_sizes[m_nextSize], once built
    int m_done = 0;
    QString m_error;
};

ScalingStudy::ScalingStudy(SimulationController& simulation, QObject* parent)
    : QObject(parent), m_simulation(simulation)
{
    // Connected before any receiver outside, so the study is idle again by the time they hear
    // it has finished (and may start another).
    connect(this, &ScalingStudy::finished, this, [this] { m_job.reset(); });
}

ScalingStudy::~ScalingStudy()
{
    if (m_job) {
        m_job->detach();
        m_job->cancel();
    }
}

void ScalingStudy::start(const std::vector<int>& sizes, double budgetSeconds)
{
    if (m_job)
        return;
    m_job = std::make_shared<ScalingJob>(this, sizes, budgetSeconds);
    m_simulation.runJob(m_job);
}

void ScalingStudy::deliverReports()
{
    // Held here: the last report (finished) releases m_job.
    const std::shared_ptr<ScalingJob> job = m_job;
    if (!job)
        return;
    for (const auto& deliver : job->takeReports())
        deliver(*this);
}

void ScalingStudy::cancel()
{
    if (m_job)
        m_job->cancel();
}

} // namespace disklab
