#pragma once
// The scenario's pump in the editor (Scenario::pump, core/pump.h): on or off, the wall its
// opening is in, where along the wall and how wide, how many disks, the kT of the gas they come
// from, how often it tries and when it starts. Each edit is one undoable change of the whole
// pump. A value the pump cannot take is not applied: the fields keep the pump as it was and a
// line under them names the field and says why (pump.count: ...). Only a fixed wall can take the
// opening; the others cannot be chosen, and a box with no wall for it (periodic, or with interior
// walls) cannot be given a pump, each said in the interface's language. What a later edit of the
// box breaks (a wall made a piston, the box made smaller) the Problems dock names, as any other.

#include "core/scenario.h"

#include <QGroupBox>

#include <functional>
#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;

namespace disklab {

class NumberField;
class ScenarioDocument;

class PumpFields : public QGroupBox {
    Q_OBJECT
public:
    explicit PumpFields(ScenarioDocument& document, QWidget* parent = nullptr);

    QCheckBox* onBox() const { return m_on; }
    QComboBox* sideBox() const { return m_side; }
    NumberField* positionField() const { return m_position; }
    NumberField* widthField() const { return m_width; }
    NumberField* countField() const { return m_count; }
    NumberField* temperatureField() const { return m_temperature; }
    /// Sets the pump's kT to the kT of the scenario's disks.
    QPushButton* gasTemperatureButton() const { return m_gasTemperature; }
    NumberField* intervalField() const { return m_interval; }
    NumberField* startField() const { return m_start; }
    /// Why the last edit was not applied, or why the box cannot have a pump; empty otherwise.
    QLabel* messageLabel() const { return m_message; }

private:
    void explainFields();
    void connectFields();
    /// Applies `change` to a copy of the scenario's pump and that to the scenario (apply).
    void editPump(const std::function<void(Pump&)>& change);
    void switchOn(bool on);
    /// Pushes `pump` if it differs from the scenario's and brings no problem the scenario's pump
    /// does not already have; otherwise shows the problem and keeps the pump.
    void apply(const Pump& pump);
    void editCount(std::optional<double> count);
    /// The first wall, in the side list's order, that can take the opening at t = 0.
    std::optional<Side> firstOpenWall() const;
    /// Why the box cannot have a pump at all, in the interface's language; empty if it can.
    QString whyNoPump() const;
    void refresh();

    ScenarioDocument& m_document;
    QCheckBox* m_on;
    QComboBox* m_side;
    NumberField* m_position;
    NumberField* m_width;
    NumberField* m_count;
    NumberField* m_temperature;
    QPushButton* m_gasTemperature;
    NumberField* m_interval;
    NumberField* m_start;
    QLabel* m_message;
};

} // namespace disklab
