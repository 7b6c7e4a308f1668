#pragma once
// Aggregation dock (QCustomPlot): how an aggregating gas grows clusters. Three views: the number
// of clusters against time, the cluster size distribution now (doubling bins, core/cluster_sizes.h),
// and the radius of gyration against mass of every cluster formed so far with the fitted line
// M ~ Rg^D_f (core/fractal_dimension.h), the same fit `disklab-cli run --json` reports. The
// three are on log-log axes by default, where power laws are straight lines. For a run that does
// not aggregate the dock says so instead of drawing empty axes.

#include "app/charts/chart_dock.h"
#include "app/units/unit_system.h"
#include "core/aggregation_stats.h"
#include "core/fractal_dimension.h"
#include "runtime/frame_snapshot.h"

#include <QElapsedTimer>

#include <memory>
#include <vector>

class QCheckBox;
class QCustomPlot;
class QLabel;

namespace disklab {

class QuantityChooser;

class AggregationDock : public ChartDock {
    Q_OBJECT
public:
    enum class View { ClustersAgainstTime, SizeDistribution, GyrationAgainstMass };

    explicit AggregationDock(QWidget* parent = nullptr);

    /// Records the frame's cluster count (starting over on a new generation, dropping the
    /// counts after a frame sought back) and keeps its statistics; redraws at most about five
    /// times a second, always when paused. GUI thread.
    void showFrame(const FrameSnapshot& frame);
    void setView(View view);
    View view() const;
    void setLogarithmic(bool on);
    /// Draws and exports times and radii in `units` from now on.
    void setUnits(const UnitSystem& units);
    /// Redraws now. GUI thread.
    void refresh();

    QCustomPlot& plot() { return *m_plot; }
    /// The line under the controls: clusters now, the largest, the fractal dimension with its
    /// error, or why there is none.
    QString summary() const;

    DataTable chartData() const override;
    QString chartFileName() const override;

private:
    struct Sample {
        double time;
        double clusters;
        double largest;
    };
    void record(const FrameSnapshot& frame);
    void drawCurves(const DataTable& table);
    /// The fractal fit of the statistics shown, computed once per frame's statistics: the chart,
    /// its legend and the summary all read it.
    const FractalFit& fractalFit() const;

    std::vector<Sample> m_history;
    std::shared_ptr<const AggregationStats> m_stats;
    UnitSystem m_units;
    mutable std::shared_ptr<const AggregationStats> m_fitted;  ///< the statistics m_fit is of
    mutable FractalFit m_fit;
    std::uint64_t m_generation = UINT64_MAX;
    QuantityChooser* m_view;
    QCheckBox* m_logarithmic;
    QLabel* m_summary;
    QCustomPlot* m_plot;
    QElapsedTimer m_lastDraw;
};

} // namespace disklab
