#pragma once
// The lab's gauges, large enough to read on a projector: a thermometer and a pressure gauge that
// average over a chosen stretch of simulated time and show their statistical uncertainty, with
// P A / N k T beside them (how far the gas is from ideal), in the window's units (unit_system.h), the
// box's area (and a free piston's place), the number of disks, and a stopwatch that counts the wall hits while it
// runs (GaugeReadings). Fed by the main window's run. In a column beside the view, or in Lesson
// Mode across the window as a strip of tiles whose digits are as tall as the lesson asks.

#include "app/run/gauge_strip.h"
#include "app/units/unit_system.h"
#include "runtime/frame_snapshot.h"
#include "runtime/gauge_readings.h"

#include <QDockWidget>
#include <QPointer>

#include <optional>

class QComboBox;
class QLabel;
class QPushButton;

namespace disklab {

/// How the gauges are laid out: a form in a side column, or tiles across the window.
enum class GaugeArrangement { Column, Strip };

class LabGaugesDock : public QDockWidget {
    Q_OBJECT
public:
    explicit LabGaugesDock(QWidget* parent = nullptr);

    /// Takes the frame's totals and shows the readings. GUI thread.
    void showFrame(const FrameSnapshot& frame);

    const GaugeReadings& readings() const { return m_readings; }
    QLabel* temperatureLabel() const { return m_temperature; }
    QLabel* pressureLabel() const { return m_pressure; }
    QLabel* compressibilityLabel() const { return m_compressibility; }
    QLabel* stopwatchLabel() const { return m_stopwatch; }
    QPushButton* startStopButton() const { return m_startStop; }
    QPushButton* resetButton() const { return m_reset; }
    QComboBox* windowChooser() const { return m_window; }
    QComboBox* unitsChooser() const { return m_units; }
    /// Reads in `units` from now on (the window's choice, UnitsChoice).
    void setUnits(const UnitSystem& units);
    const UnitSystem& units() const { return m_unitsShown; }
    /// Lays the gauges out anew, keeping every reading and choice. GUI thread.
    void setArrangement(GaugeArrangement arrangement);
    GaugeArrangement arrangement() const { return m_arrangement; }
    /// Draws the readings' digits `pixels` tall (across the window, smaller if the row has not the
    /// room); 0 for the usual size (1.6 times the text's).
    void setDigitHeight(int pixels);
    /// The gauges across the window; none in a column.
    GaugeStrip* strip() const { return m_strip; }

signals:
    /// The quick switch of the units' scale was turned: the window's choice takes it, and
    /// comes back through setUnits.
    void scaleChosen(disklab::UnitScale scale);

private:
    void refresh();
    /// The titles and the averaging windows in the units chosen.
    void showUnits();
    QWidget* columnBody();
    QWidget* stripBody();
    QList<QLabel*> readingLabels() const;

    GaugeReadings m_readings;
    std::optional<double> m_boxArea;  // now
    std::optional<double> m_pistonX;  // now; none without a free piston
    std::size_t m_disks = 0;          // now: the lab's pump may add some
    UnitSystem m_unitsShown;
    GaugeArrangement m_arrangement = GaugeArrangement::Column;
    int m_digitHeight = 0;
    QComboBox* m_units;
    QComboBox* m_window;
    QLabel* m_unitsTitle;
    QLabel* m_windowTitle;
    QLabel* m_temperatureTitle;
    QLabel* m_pressureTitle;
    QLabel* m_compressibilityTitle;
    QLabel* m_areaTitle;
    QLabel* m_disksTitle;
    QLabel* m_stopwatchTitle;
    QLabel* m_temperature;
    QLabel* m_pressure;
    QLabel* m_compressibility;
    QLabel* m_area;
    QLabel* m_diskCount;
    QLabel* m_pistonTitle;
    QLabel* m_piston;
    QLabel* m_stopwatch;
    QPushButton* m_startStop;
    QPushButton* m_reset;
    QPointer<QWidget> m_pistonTile;  // the strip's tile for the piston's place; none in a column
    QPointer<GaugeStrip> m_strip;    // the gauges across the window; none in a column
};

/// "0.1606 ± 0.0044": the value to the uncertainty's second significant digit; without an
/// uncertainty, four significant digits in fixed notation ("16090", not "1.609e+04"). In the
/// user's locale.
QString valueWithUncertainty(const GaugeReading& reading);

} // namespace disklab
