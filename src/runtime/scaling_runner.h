#pragma once
// The scaling action's background run: for each N, a generated gas, then each engine measured
// in turn (measureScaling), on a thread of its own so the GUI stays responsive. Results and
// progress arrive as signals in the thread that owns the runner; cancel() stops it between
// steps.

#include "runtime/scaling_measurement.h"

#include <QObject>

#include <atomic>
#include <vector>

class QThread;

namespace disklab {

class ScalingRunner : public QObject {
    Q_OBJECT
public:
    explicit ScalingRunner(QObject* parent = nullptr);
    /// Cancels and waits for the thread.
    ~ScalingRunner() override;

    /// Starts measuring `sizes` (disk counts) with `budgetSeconds` of wall time per engine and
    /// size; ignored while a run is going. Owner's thread.
    void start(const std::vector<int>& sizes, double budgetSeconds);
    /// Asks the run to stop soon; finished(true) follows. Any thread.
    void cancel() { m_cancel.store(true); }
    bool isRunning() const { return m_thread != nullptr; }

signals:
    /// A measurement is done: `done` of `total` engine-size pairs.
    void progress(int done, int total);
    void pointReady(const disklab::ScalingPoint& point);
    /// The run is over, all sizes measured or cancelled; `error` is empty unless a gas could
    /// not be built.
    void finished(bool cancelled, const QString& error);

private:
    void run(std::vector<int> sizes, double budgetSeconds);

    QThread* m_thread = nullptr;
    std::atomic<bool> m_cancel{false};
};

} // namespace disklab

Q_DECLARE_METATYPE(disklab::ScalingPoint)
