#pragma once
// The scaling action's measurement: for each N, a generated gas, then each engine measured in
// turn (measureScaling). It runs as a job on the simulation thread (SimulationController::runJob),
// one gas or one measurement per slice, so the GUI stays responsive and the measurements never
// compete with a simulation thread of DiskLab's own. Results and progress arrive as signals in
// the thread that owns the study; cancel() ends it at the next check.

#include "runtime/reporting_job.h"
#include "runtime/scaling_measurement.h"

#include <QObject>

#include <vector>

namespace disklab {

class ScalingStudy : public QObject {
    Q_OBJECT
public:
    /// Measures on `simulation`'s thread; start() needs it alive.
    explicit ScalingStudy(SimulationController& simulation, QObject* parent = nullptr);
    /// Cancels a running measurement; no signal follows.
    ~ScalingStudy() override;

    /// Starts measuring `sizes` (disk counts) with `budgetSeconds` of wall time per engine and
    /// size; ignored while a run is going. Owner's thread.
    void start(const std::vector<int>& sizes, double budgetSeconds);
    /// Asks the run to stop soon; finished(true) follows. Owner's thread.
    void cancel();
    bool isRunning() const { return m_job.isRunning(); }

signals:
    /// A measurement is done: `done` of `total` engine-size pairs.
    void progress(int done, int total);
    void pointReady(const disklab::ScalingPoint& point);
    /// The run is over, all sizes measured or cancelled; `error` is empty unless a gas could
    /// not be built.
    void finished(bool cancelled, const QString& error);

private:
    /// Takes the job's queued reports and emits them, in order. Called by name from the job.
    Q_INVOKABLE void deliverReports();

    SimulationController& m_simulation;
    ReportingJobHandle<ScalingStudy> m_job;
};

} // namespace disklab

Q_DECLARE_METATYPE(disklab::ScalingPoint)
