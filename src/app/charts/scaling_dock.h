#pragma once
// Scaling dock (QCustomPlot): cost per simulated time unit against the number of disks, on
// log-log axes, for the naive O(N^2) stepper, the grid stepper and the event-driven engine.
// The measurement runs on the simulation thread (ScalingStudy) with a progress bar and a
// Cancel button; points appear as they are measured. The simulated time the cost is per reads in
// the window's units (wall seconds per ps on the atoms scale).

#include "app/charts/chart_dock.h"
#include "app/units/unit_system.h"
#include "runtime/scaling_measurement.h"

#include <vector>

class QCustomPlot;
class QLabel;
class QProgressBar;
class QPushButton;

namespace disklab {

class ScalingStudy;
class SimulationController;

class ScalingDock : public ChartDock {
    Q_OBJECT
public:
    /// Measures on `simulation`'s thread; start() needs it alive.
    explicit ScalingDock(SimulationController& simulation, QWidget* parent = nullptr);

    /// Clears the chart and measures `sizes` with `budgetSeconds` of wall time per engine and
    /// size; ignored while a run is going. GUI thread.
    void start(const std::vector<int>& sizes = defaultSizes(), double budgetSeconds = 0.3);
    /// Stops the run after the current step. GUI thread.
    void cancel();
    bool isRunning() const;
    /// 250, 500, ..., 8000 disks.
    static std::vector<int> defaultSizes();

    const std::vector<ScalingPoint>& points() const { return m_points; }
    QCustomPlot& plot() { return *m_plot; }

    /// Adds a measured point and redraws (the study calls it; tests may too). GUI thread.
    void addPoint(const ScalingPoint& point);
    /// Redraws now. GUI thread.
    void refresh();
    /// Shows the cost per simulated time in `units` from now on. GUI thread.
    void setUnits(const UnitSystem& units);

    DataTable chartData() const override;
    QString chartFileName() const override;

signals:
    /// The run ended, complete or cancelled.
    void finished(bool cancelled);

private:
    /// The cost axis's title, with its unit.
    QString costTitle() const;
    /// `point`'s wall seconds per simulated time as shown.
    double shownCost(const ScalingPoint& point) const;

    ScalingStudy* m_study;
    std::vector<ScalingPoint> m_points;
    QPushButton* m_run;
    QPushButton* m_cancel;
    QProgressBar* m_progress;
    QLabel* m_status;
    QCustomPlot* m_plot;
    UnitSystem m_units;
};

} // namespace disklab
