#pragma once
// A job on the simulation thread that reports back to the object that started it, a study living
// in another thread (the GUI's): the measurement studies' shared plumbing. The job queues its
// reports (points, progress, the end) under a lock and wakes the study with a queued call to its
// deliverReports(), which hands them over in order. The study may be destroyed while a slice
// runs, so its end of the job, ReportingJobHandle, detaches the job first, under the lock every
// report holds while it posts: no report reaches a study that is gone.

#include "runtime/simulation_controller.h"
#include "runtime/worker_job.h"

#include <QMetaObject>
#include <QString>

#include <functional>
#include <memory>
#include <mutex>
#include <utility>
#include <vector>

namespace disklab {

/// `Study` is a QObject with a `Q_INVOKABLE void deliverReports()` that calls its handle's
/// deliverReports(*this), and a signal `finished(bool cancelled, const QString& error)`.
template <class Study>
class ReportingJob : public WorkerJob {
public:
    using Report = std::function<void(Study&)>;

    explicit ReportingJob(Study* study) : m_study(study) {}

    /// No report reaches the study after this returns. Study's thread.
    void detach()
    {
        const std::lock_guard lock(m_studyMutex);
        m_study = nullptr;
    }

    /// The reports queued since the last call, in order. Study's thread.
    std::vector<Report> takeReports()
    {
        const std::lock_guard lock(m_studyMutex);
        return std::exchange(m_reports, {});
    }

protected:
    /// Queues a report for the study and, if none was waiting, asks the study's thread to take
    /// them. The reports cross threads under m_studyMutex and the wake-up call names the study's
    /// slot, so the hand-over is visible to ThreadSanitizer; a queued functor would carry its
    /// captures through Qt's own lock, which it cannot see. Worker thread.
    /// Reports the end, cancelled or not, with `error` empty unless the work could not go on,
    /// and returns false: runSlice's answer once there is nothing more to do. Worker thread.
    bool finish(const QString& error = {})
    {
        report([cancelled = cancelled(), error](Study& study) { emit study.finished(cancelled, error); });
        return false;
    }

    void report(Report deliver)
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

private:
    std::mutex m_studyMutex;
    Study* m_study;
    std::vector<Report> m_reports;  // not yet taken by the study
};

/// The study's end of its running job, if any. A member of the study: destroying it (with the
/// study) detaches and cancels the job, so no signal follows. Study's thread only.
template <class Study>
class ReportingJobHandle {
public:
    ReportingJobHandle() = default;
    ReportingJobHandle(const ReportingJobHandle&) = delete;
    ReportingJobHandle& operator=(const ReportingJobHandle&) = delete;
    ~ReportingJobHandle()
    {
        if (m_job) {
            m_job->detach();
            m_job->cancel();
        }
    }

    bool isRunning() const { return m_job != nullptr; }

    /// Runs `job` on `simulation`'s thread; it is the running job until finished().
    void run(SimulationController& simulation, std::shared_ptr<ReportingJob<Study>> job)
    {
        m_job = std::move(job);
        simulation.runJob(m_job);
    }

    /// Asks the running job to end at its next check.
    void cancel()
    {
        if (m_job)
            m_job->cancel();
    }

    /// Hands the job's queued reports to `study`, in order.
    void deliverReports(Study& study)
    {
        // Held here: the last report may call finished(), which releases m_job.
        const std::shared_ptr<ReportingJob<Study>> job = m_job;
        if (!job)
            return;
        for (const auto& deliver : job->takeReports())
            deliver(study);
    }

    /// The job has made its last report: the study is idle again.
    void finished() { m_job.reset(); }

private:
    std::shared_ptr<ReportingJob<Study>> m_job;
};

} // namespace disklab
