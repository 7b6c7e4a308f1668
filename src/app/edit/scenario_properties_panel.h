#pragma once
// The scenario-level settings: title and description, box size, boundary (walls or periodic),
// gravity as magnitude and direction, each wall's velocity and stop time (a piston) and
// temperature, the free piston, the pump, and the interior walls with their remove times. Every
// change is an undo command; the panel follows undo and redo. Its physical fields read and take
// the window's units (nm, m/s, ps, K on the atoms scale).

#include "app/units/unit_system.h"
#include "core/scenario.h"

#include <QWidget>

#include <array>

class QComboBox;
class QGroupBox;
class QPushButton;
class QTableView;

namespace disklab {

class NumberField;
class FreePistonFields;
class PumpFields;
class ScenarioDocument;
class ScenarioTextFields;
class SegmentTableModel;

class ScenarioPropertiesPanel : public QWidget {
    Q_OBJECT
public:
    explicit ScenarioPropertiesPanel(ScenarioDocument& document, QWidget* parent = nullptr);

    /// Shows and takes every physical field (box, gravity, walls, free piston, pump, interior
    /// walls) in `units` from now on; the scenario keeps its own units.
    void setUnits(const UnitSystem& units);

    NumberField* widthField() const { return m_width; }
    NumberField* heightField() const { return m_height; }
    QComboBox* boundaryBox() const { return m_boundary; }
    NumberField* gravityField() const { return m_gravity; }
    /// Direction of gravity in degrees counter-clockwise from +x (270 points down).
    NumberField* gravityDirectionField() const { return m_gravityDirection; }
    NumberField* wallVelocityField(Side side) const { return m_wallVelocity[std::size_t(side)]; }
    NumberField* wallStopField(Side side) const { return m_wallStop[std::size_t(side)]; }
    /// The wall's kT as a heater or cooler; empty for an elastic wall.
    NumberField* wallTemperatureField(Side side) const { return m_wallTemperature[std::size_t(side)]; }
    SegmentTableModel& segments() { return *m_segments; }
    ScenarioTextFields& text() { return *m_text; }
    FreePistonFields& freePiston() { return *m_freePiston; }
    PumpFields& pump() { return *m_pump; }

private:
    QGroupBox* makeBoxGroup();
    QGroupBox* makeWallGroup();
    QGroupBox* makeSegmentGroup();
    void connectBoxFields();
    void refresh();
    void editGravity(std::optional<double> magnitude, std::optional<double> degrees);
    void editWall(Side side, std::optional<double> velocity, std::optional<double> stopTime, bool stopEdited);
    void editWallTemperature(Side side, double kT);

    ScenarioDocument& m_document;
    ScenarioTextFields* m_text;
    FreePistonFields* m_freePiston;
    PumpFields* m_pump;
    NumberField* m_width;
    NumberField* m_height;
    QComboBox* m_boundary;
    NumberField* m_gravity;
    NumberField* m_gravityDirection;
    std::array<NumberField*, 4> m_wallVelocity{};
    std::array<NumberField*, 4> m_wallStop{};
    std::array<NumberField*, 4> m_wallTemperature{};
    SegmentTableModel* m_segments;
    QTableView* m_segmentTable;
    QPushButton* m_removeSegment;
};

} // namespace disklab
