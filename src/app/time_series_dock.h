#pragma once
// Time series dock (QCustomPlot): kinetic energy and temperature, the pressure measured at the
// walls next to the ideal-gas N k T / A, total momentum, or for a moving wall the P-V diagram,
// from the run's ObservableSeries.

#include "app/chart_dock.h"
#include "runtime/frame_snapshot.h"
#include "runtime/observable_series.h"

#include <QElapsedTimer>

class QCustomPlot;

namespace disklab {

class QuantityChooser;

class TimeSeriesDock : public ChartDock {
    Q_OBJECT
public:
    enum class Quantity { EnergyTemperature, Pressure, Momentum, PressureVolume };

    explicit TimeSeriesDock(QWidget* parent = nullptr);

    /// Records the frame; redraws at most about five times a second (always when paused). GUI thread.
    void showFrame(const FrameSnapshot& frame);
    void setQuantity(Quantity quantity);
    Quantity quantity() const;
    /// Redraws from the series now. GUI thread.
    void refresh();

    const ObservableSeries& series() const { return m_series; }
    ObservableSeries& series() { return m_series; }
    QCustomPlot& plot() { return *m_plot; }

    DataTable chartData() const override;
    QString chartFileName() const override;

private:
    ObservableSeries m_series;
    QuantityChooser* m_quantity;
    QCustomPlot* m_plot;
    QElapsedTimer m_lastDraw;
    std::uint64_t m_generation = UINT64_MAX;
};

} // namespace disklab
