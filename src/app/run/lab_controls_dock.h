#pragma once
// The gas-laws lab's controls, large enough to use on a projector: what the gas holds constant
// (volume or pressure, with or without its temperature; a free piston is held in place for the
// volume and let go for the pressure), a heater/cooler slider that
// makes every wall (but a free piston) a thermal wall at the chosen kT, or elastic at 0; the
// pressure outside a free piston; and a pump that lets disks in through an opening in a wall,
// at the gas's own temperature or another. Each turn goes to the run (SimulationController::
// applyLabControl) and acts at the run's time, exactly; what the run cannot take is said here.

#include "app/units/unit_system.h"
#include "runtime/frame_snapshot.h"
#include "runtime/lab_control.h"

#include <QDockWidget>

#include <cstdint>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QSlider;
class QSpinBox;

namespace disklab {

class LabControlsDock : public QDockWidget {
    Q_OBJECT
public:
    explicit LabControlsDock(QWidget* parent = nullptr);

    /// Follows the run: its walls' temperature, the outside pressure, whether the lab can act on
    /// it at all. GUI thread.
    void showFrame(const FrameSnapshot& frame);
    /// Says why the run did not take the last turn of a control.
    void showRefusal(const QString& message);
    /// The units the heater's and the outside pressure's values and the pump's temperature read in.
    void setUnits(const UnitSystem& units);

    QComboBox* holdChooser() const { return m_hold; }
    QSlider* heaterSlider() const { return m_heater; }
    QSlider* pressureSlider() const { return m_pressure; }
    QSpinBox* pumpCount() const { return m_pumpCount; }
    QComboBox* pumpSide() const { return m_pumpSide; }
    QCheckBox* matchGasTemperature() const { return m_matchGas; }
    QDoubleSpinBox* pumpTemperature() const { return m_pumpTemperature; }
    QPushButton* pumpButton() const { return m_pump; }
    QLabel* messageLabel() const { return m_message; }
    QLabel* heaterValueLabel() const { return m_heaterValue; }
    QLabel* pressureValueLabel() const { return m_pressureValue; }
    /// What the heater is doing to the gas now, e.g. "Heating at constant pressure: V grows".
    QLabel* processLabel() const { return m_process; }

signals:
    void controlRequested(const LabControl& control);

private:
    void requestHold(int index);
    void requestHeater(int position);
    void requestPressure(int position);
    void requestPump();
    /// Moves the heater's slider to kT without sending it to the run.
    void showHeater(double kT);
    void showHeaterValue(double kT);
    /// The pump's temperature field at kT, in the units chosen.
    void showPumpTemperature(double kT);
    void showPressure(double pressure);
    /// Names what the heater does to the gas at kT now, with what the run holds.
    void showProcess(const Scenario& s);
    /// Lets the pump's opening be chosen only in the walls that can have one at `time`.
    void showOpenWalls(const Scenario& s, double time);

    QLabel* m_why;  // why the controls are off, when they are
    QComboBox* m_hold;
    int m_heldNow = 0;            // the chooser's index that describes the run now
    // The temperature is held while the heater stays where "... and temperature" put it (or where
    // the file's thermal walls have it); moving the heater changes the temperature instead.
    bool m_holdingTemperature = false;
    QLabel* m_process;
    bool m_hasPiston = false;     // the run's right wall is a free piston ...
    double m_pistonX = 0.0;       // ... at this x in the last frame
    double m_gasTemperature = 1.0;  // kT of the gas in the last frame
    QWidget* m_heaterBox;
    QSlider* m_heater;
    QLabel* m_heaterValue;
    QWidget* m_pressureBox;
    QSlider* m_pressure;
    QLabel* m_pressureValue;
    double m_largestPressure = 1.0;  // the slider's right end, set when a run starts
    UnitSystem m_units;
    QWidget* m_pumpBox;
    QSpinBox* m_pumpCount;
    QComboBox* m_pumpSide;
    QCheckBox* m_matchGas;
    QDoubleSpinBox* m_pumpTemperature;
    QPushButton* m_pump;
    QLabel* m_message;
    std::uint64_t m_generation = UINT64_MAX;
};

} // namespace disklab
