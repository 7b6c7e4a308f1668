#pragma once
// Speed distribution dock (Qt Charts): histogram of disk speeds, instantaneous or pooled over
// recent frames, with the 2D Maxwell-Boltzmann curve at the measured temperature and the
// Kolmogorov-Smirnov distance; optionally one histogram per species or the velocity components.
// With too few disks for a distribution the curve and the distance are left out, and the dock
// says why. Axis ticks fall on round values. Speeds, densities, masses and the temperature read
// in the window's units (m/s, s/m, u and K on the atoms scale).

#include "app/charts/chart_dock.h"
#include "app/units/unit_system.h"
#include "runtime/frame_snapshot.h"
#include "runtime/speed_distribution.h"

#include <QElapsedTimer>
#include <QList>

class QChart;
class QChartView;
class QCheckBox;
class QLabel;
class QLineSeries;
class QPen;
class QSpinBox;
class QValueAxis;

namespace disklab {

class WrappedChartLegend;

class SpeedDistributionDock : public ChartDock {
    Q_OBJECT
public:
    explicit SpeedDistributionDock(QWidget* parent = nullptr);

    /// Adds the frame to the window and redraws at most about ten times a second (always when
    /// paused). GUI thread.
    void showFrame(const FrameSnapshot& frame);
    /// Redraws now from the current window. GUI thread.
    void refresh();

    void setBins(int bins);
    void setWindowFrames(int frames);
    void setShowSpecies(bool on);
    void setShowComponents(bool on);
    /// Draws and exports in `units` from now on.
    void setUnits(const UnitSystem& units);
    const SpeedDistribution& distribution() const { return m_distribution; }
    /// The histogram as drawn (speeds, or vx when components are shown), in reduced units.
    const Histogram& shownHistogram() const { return m_shown; }

    DataTable chartData() const override;
    QString chartFileName() const override;

private:
    /// Whether the scenario has disks enough for the Maxwell-Boltzmann law and the KS distance.
    /// The line under the controls and the chart's title: the samples and KS distance, or why
    /// there is no law to compare with.
    void showSummary();
    bool showsTheLaw() const;
    /// Draws the histograms and curves of what is shown into the series, from the first.
    void drawDistribution();
    /// The next series of this redraw, named and drawn with this pen.
    QLineSeries* nextSeries(const QString& name, const QPen& pen);
    void addHistogram(const Histogram& histogram, const QString& name, const QColor& colour);
    void addCurve(const std::function<double(double)>& density, double lower, double upper, const QString& name,
                  const QColor& colour, Qt::PenStyle style);

    /// "[m/s]" and "[s/m]": the speed's unit and the density's, its inverse, for a title.
    QString speedUnit() const;
    QString densityUnit() const;
    /// The legend's temperature and a species' mass: "kT = 0.69" and "2", or "208 K" and "80 u".
    QString temperatureLegend(double kT) const;
    QString massLegend(double mass) const;

    SpeedDistribution m_distribution;
    UnitSystem m_units;
    std::uint64_t m_generation = UINT64_MAX;
    double m_lastTime = 0.0;  ///< of the last frame, to notice a seek back on the timeline
    std::size_t m_diskCount = 0;
    Histogram m_shown;
    QChart* m_chart;
    WrappedChartLegend* m_legend;  // the chart's legend where it does not fit in one row
    QValueAxis* m_axisX;
    QValueAxis* m_axisY;
    // The chart's series, reused in order by each redraw: replacing them every tenth of a second
    // made Qt lay the legend out anew each time, and some frames showed none.
    QList<QLineSeries*> m_series;
    qsizetype m_seriesUsed = 0;
    QChartView* m_view;
    QSpinBox* m_bins;
    QSpinBox* m_window;
    QCheckBox* m_species;
    QCheckBox* m_components;
    QLabel* m_summary;
    QElapsedTimer m_lastDraw;
};

} // namespace disklab
