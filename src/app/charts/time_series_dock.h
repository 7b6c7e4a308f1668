#pragma once
// Time series dock (QCustomPlot): kinetic energy and temperature, the pressure measured at the
// walls next to the ideal-gas N k T / A, total momentum, or for a moving wall the P-V diagram,
// from the run's ObservableSeries. Each point averages the pressure and the temperature over an
// explicit window of simulated time, adjustable and named in the legend; the P-V diagram is
// offered only when a wall moves, and keeps the last two runs of the same scenario beside the
// current one (named by their walls: elastic, or at a kT), so that a compression with the heater
// off and one with it on can be compared on one diagram. Every axis, legend and exported column
// reads in the window's units (ps, zJ, K or °C, kPa or atm, nm² on the atoms scale); the
// averaging window is typed in the time's unit.

#include "app/charts/chart_dock.h"
#include "app/units/unit_system.h"
#include "runtime/frame_snapshot.h"
#include "runtime/observable_series.h"

#include <QElapsedTimer>
#include <QVector>

#include <deque>
#include <memory>

class QCustomPlot;
class QLabel;

namespace disklab {

class NumberField;
class QuantityChooser;

class TimeSeriesDock : public ChartDock {
    Q_OBJECT
public:
    enum class Quantity { EnergyTemperature, Pressure, Momentum, PressureVolume };

    explicit TimeSeriesDock(QWidget* parent = nullptr);

    /// Records the frame; redraws at most about five times a second (always when paused). GUI thread.
    void showFrame(const FrameSnapshot& frame);
    void setQuantity(Quantity quantity);
    /// Draws and exports in `units` from now on.
    void setUnits(const UnitSystem& units);
    Quantity quantity() const;
    /// Redraws from the series now. GUI thread.
    void refresh();
    /// Simulated time each point averages over (the sampling interval, in reduced units); a new value starts
    /// the record over. Each new scenario starts from a default suited to it. GUI thread.
    void setAveragingWindow(double window);
    double averagingWindow() const;
    /// Whether the P-V diagram can be chosen: only when a wall of the scenario shown moves.
    bool pressureVolumeAvailable() const;

    const ObservableSeries& series() const { return m_series; }
    ObservableSeries& series() { return m_series; }
    QCustomPlot& plot() { return *m_plot; }

    DataTable chartData() const override;
    QString chartFileName() const override;

    /// How many earlier runs the P-V diagram shows (their curves, not exported as data).
    static constexpr std::size_t kEarlierRunsKept = 2;
    std::size_t earlierRunsShown() const { return m_earlierRuns.size(); }

signals:
    /// A new scenario reached the dock, and with it what can be chosen (the P-V diagram).
    void scenarioChanged();

private:
    /// The tooltip of the disabled P-V entry.
    static QString pressureVolumeUnavailable();
    /// "run 2 (elastic walls)": the `run`-th of the scenario shown, with the heater at its end.
    QString runName(int run, double wallTemperature) const;
    /// The temperature's axis and column: "temperature kT [energy]", or "temperature [K]".
    QString temperatureTitle() const;
    /// Shows the averaging window in the time's unit.
    void showWindow();
    /// Keeps the P-V curve of the run that just ended, when it has one.
    void keepEarlierRun();
    void plotPressureAgainstArea(const DataTable& table, const QString& window);
    void plotAgainstTime(const DataTable& table, const QString& window);
    void labelAxes(const DataTable& table, const QString& window);
    void fitRanges();

    struct EarlierRun {  // in reduced units, named when drawn
        int run;
        double wallTemperature;
        QVector<double> area, pressure;
    };
    std::deque<EarlierRun> m_earlierRuns;
    int m_runsStarted = 0;              // of the scenario shown: names the runs kept
    double m_lastWallTemperature = 0.0;  // the heater's kT in the run's last frame

    ObservableSeries m_series;
    UnitSystem m_units;
    std::weak_ptr<const Scenario> m_scenario;
    double m_diskCount = 0.0;
    QuantityChooser* m_quantity;
    NumberField* m_window;
    QLabel* m_windowUnit;  ///< the unit the window is typed in: "time" or "ps"
    QCustomPlot* m_plot;
    QElapsedTimer m_lastDraw;
    std::uint64_t m_generation = UINT64_MAX;
};

} // namespace disklab
