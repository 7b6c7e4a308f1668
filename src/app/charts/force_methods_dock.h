#pragma once
// Force methods dock (QCustomPlot): Barnes-Hut against the direct sum, measured in the app on N
// random charges of one sign (ForceMethodStudy, on the simulation thread, with a progress bar and
// a Cancel button; points appear as they are measured). Two views: the processor time of one
// force evaluation against N on log-log axes, the direct sum and one curve per opening angle
// theta, with the crossover N where the tree first wins marked and stated; and the tree's
// relative force error against theta, median and maximum over the charges, one colour per N.

#include "app/charts/chart_dock.h"
#include "core/force_method_comparison.h"
#include "core/force_method_crossover.h"

#include <vector>

class QCustomPlot;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;

namespace disklab {

class ForceMethodStudy;
class QuantityChooser;
class SimulationController;

class ForceMethodsDock : public ChartDock {
    Q_OBJECT
public:
    enum class View { TimeAgainstN, ErrorAgainstTheta };

    /// Measures on `simulation`'s thread; start() needs it alive.
    explicit ForceMethodsDock(SimulationController& simulation, QWidget* parent = nullptr);

    /// Clears the chart and measures the sizes and thetas typed in the dock; if either field
    /// does not hold a valid list, says why instead. Ignored while a run is going. GUI thread.
    void start();
    /// The same for `sizes` (2 to kForceStudyLargestN charges) and `thetas` (0 to 1), which the
    /// fields then show, each sorted and without repeats. GUI thread.
    void start(std::vector<int> sizes, std::vector<double> thetas);
    /// Stops the run before its next comparison. GUI thread.
    void cancel();
    bool isRunning() const;
    /// 100, 300, 1000, 3000 and 10000 charges: from about the crossover to well above it.
    static std::vector<int> defaultSizes();
    /// 0.3, 0.5 (the force engine's default) and 0.8.
    static std::vector<double> defaultThetas();

    void setView(View view);
    View view() const;

    const std::vector<ForceMethodComparison>& points() const { return m_points; }
    QCustomPlot& plot() { return *m_plot; }
    /// The crossover of each theta measured, from the plotted times (the direct sum's at an N
    /// is the mean of its measurements there, one beside each theta). GUI thread.
    std::vector<std::pair<double, ForceCrossover>> crossovers() const;
    /// The line under the controls: the crossovers, or what the error view measures.
    QString summary() const;

    /// Adds a measured point and redraws (the study calls it; tests may too). GUI thread.
    void addPoint(const ForceMethodComparison& point);
    /// Redraws now. GUI thread.
    void refresh();

    DataTable chartData() const override;
    QString chartFileName() const override;

signals:
    /// The run ended, complete or cancelled.
    void finished(bool cancelled);

private:
    DataTable timeTable() const;
    DataTable errorTable() const;
    void drawTimes();
    void drawErrors();
    void setRanges();
    /// The thetas and sizes measured so far, ascending.
    std::vector<double> thetasMeasured() const;
    std::vector<std::size_t> sizesMeasured() const;

    ForceMethodStudy* m_study;
    std::vector<ForceMethodComparison> m_points;
    QuantityChooser* m_view;
    QLineEdit* m_sizes;
    QLineEdit* m_thetas;
    QPushButton* m_run;
    QPushButton* m_cancel;
    QProgressBar* m_progress;
    QLabel* m_status;
    QLabel* m_about;
    QLabel* m_summary;
    QCustomPlot* m_plot;
};

} // namespace disklab
