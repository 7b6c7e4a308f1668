#pragma once
// The Force methods dock's measurement: Barnes-Hut against the direct sum (compareForceMethods)
// on random charges of one sign, for each N and, at each N, each opening angle theta. It runs as
// a job on the simulation thread (SimulationController::runJob), one comparison per slice, so
// the GUI stays responsive and the timings never compete with a simulation thread of DiskLab's
// own. Results and progress arrive as signals in the thread that owns the study; cancel() ends
// it before the next comparison.

#include "core/force_method_comparison.h"
#include "runtime/reporting_job.h"

#include <QObject>

#include <vector>

namespace disklab {

/// The largest N the study takes. Above 1000 charges the error is measured on 1000 of them, each
/// against its own direct sum over all N, so a slice grows as N: about 0.3 s at this N.
inline constexpr int kForceStudyLargestN = 100'000;

/// How the study measures: every evaluation repeated until 0.02 processor seconds have passed
/// (`bench --forces`: 0.05), so that a comparison is a short slice; the direct sum timed up to
/// N = 20000, where one evaluation takes about 0.4 s; the charges and the error sample those of
/// `bench --forces` (seed 1).
ForceComparisonOptions forceStudyOptions();

class ForceMethodStudy : public QObject {
    Q_OBJECT
public:
    /// Measures on `simulation`'s thread; start() needs it alive.
    explicit ForceMethodStudy(SimulationController& simulation, QObject* parent = nullptr);
    /// Cancels a running measurement; no signal follows.
    ~ForceMethodStudy() override;

    /// Compares the methods on randomCharges(N) for each N of `sizes` (1 to kForceStudyLargestN)
    /// and, at each, each theta of `thetas`, in the order given; ignored while a run is going.
    /// Owner's thread.
    void start(const std::vector<int>& sizes, const std::vector<double>& thetas,
               const ForceComparisonOptions& options = forceStudyOptions());
    /// Asks the run to stop before its next comparison; finished(true) follows. Owner's thread.
    void cancel();
    bool isRunning() const { return m_job.isRunning(); }

signals:
    /// A comparison is done: `done` of `total` (N, theta) pairs.
    void progress(int done, int total);
    void pointReady(const disklab::ForceMethodComparison& point);
    /// The run is over, every pair measured or cancelled; `error` is empty unless a comparison
    /// failed (memory for the charges of a large N).
    void finished(bool cancelled, const QString& error);

private:
    /// Takes the job's queued reports and emits them, in order. Called by name from the job.
    Q_INVOKABLE void deliverReports();

    SimulationController& m_simulation;
    ReportingJobHandle<ForceMethodStudy> m_job;
};

} // namespace disklab

Q_DECLARE_METATYPE(disklab::ForceMethodComparison)
