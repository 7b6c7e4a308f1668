#include "app/edit/scenario_properties_panel.h"

#include "app/commands/remove_segment_command.h"
#include "app/commands/scenario_settings.h"
#include "app/document/scenario_document.h"
#include "app/edit/segment_table_model.h"
#include "app/edit/free_piston_fields.h"
#include "app/units/measured_label.h"
#include "app/units/number_field.h"
#include "app/edit/pump_fields.h"
#include "app/edit/scenario_text_fields.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

#include <cmath>
#include <limits>
#include <numbers>

namespace disklab {

ScenarioPropertiesPanel::ScenarioPropertiesPanel(ScenarioDocument& document, QWidget* parent)
    : QWidget(parent),
      m_document(document),
      m_width(new NumberField),
      m_height(new NumberField),
      m_boundary(new QComboBox),
      m_gravity(new NumberField),
      m_gravityDirection(new NumberField),
      m_segments(new SegmentTableModel(document, this)),
      m_segmentTable(new QTableView),
      m_removeSegment(new QPushButton(tr("Delete Wall")))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    m_text = new ScenarioTextFields(document);
    layout->addWidget(m_text);
    layout->addWidget(makeBoxGroup());
    layout->addWidget(makeWallGroup());
    m_freePiston = new FreePistonFields(document);
    layout->addWidget(m_freePiston);
    m_pump = new PumpFields(document);
    layout->addWidget(m_pump);
    layout->addWidget(makeSegmentGroup(), 1);
    connectBoxFields();
    connect(&document, &ScenarioDocument::settingsChanged, this, &ScenarioPropertiesPanel::refresh);
    refresh();
}

QGroupBox* ScenarioPropertiesPanel::makeBoxGroup()
{
    auto* boxGroup = new QGroupBox(tr("Box"));
    auto* boxForm = new QFormLayout(boxGroup);
    addMeasuredRow(*boxForm, tr("Width"), m_width, Quantity::Length);
    addMeasuredRow(*boxForm, tr("Height"), m_height, Quantity::Length);
    m_boundary->addItem(tr("Walls"), int(Boundary::Walls));
    m_boundary->addItem(tr("Periodic"), int(Boundary::Periodic));
    boxForm->addRow(tr("Boundary"), m_boundary);
    addMeasuredRow(*boxForm, tr("Gravity"), m_gravity, Quantity::Acceleration);
    m_gravityDirection->setToolTip(tr("Degrees counter-clockwise from +x: 270 points down"));
    boxForm->addRow(tr("Direction (°)"), m_gravityDirection);
    return boxGroup;
}

QGroupBox* ScenarioPropertiesPanel::makeWallGroup()
{
    auto* wallGroup = new QGroupBox(tr("Walls: pistons, heaters and coolers"));
    auto* wallGrid = new QGridLayout(wallGroup);
    wallGrid->addWidget(new MeasuredLabel(tr("Velocity"), Quantity::Speed), 0, 1);
    wallGrid->addWidget(new MeasuredLabel(tr("Stops at t"), Quantity::Time), 0, 2);
    wallGrid->addWidget(new MeasuredLabel(tr("Temperature"), Measure::temperature()), 0, 3);
    const std::array<QString, 4> sideNames{tr("Left"), tr("Right"), tr("Bottom"), tr("Top")};
    for (Side side : kAllSides) {
        const int k = int(side);
        m_wallVelocity[std::size_t(k)] = new NumberField;
        m_wallStop[std::size_t(k)] = new NumberField(true);
        m_wallTemperature[std::size_t(k)] = new NumberField(true);
        m_wallVelocity[std::size_t(k)]->setMeasure(Quantity::Speed);
        m_wallStop[std::size_t(k)]->setMeasure(Quantity::Time);
        m_wallTemperature[std::size_t(k)]->setMeasure(Measure::temperature());
        m_wallTemperature[std::size_t(k)]->setEmptyMeaning(tr("elastic"));
        m_wallVelocity[std::size_t(k)]->setToolTip(tr("Along +x for left and right, +y for bottom and top"));
        m_wallTemperature[std::size_t(k)]->setToolTip(
            tr("A heater or cooler: a disk that hits this wall leaves with the speeds of a gas at this temperature. "
               "Empty: an elastic wall"));
        wallGrid->addWidget(new QLabel(sideNames[std::size_t(k)]), k + 1, 0);
        wallGrid->addWidget(m_wallVelocity[std::size_t(k)], k + 1, 1);
        wallGrid->addWidget(m_wallStop[std::size_t(k)], k + 1, 2);
        wallGrid->addWidget(m_wallTemperature[std::size_t(k)], k + 1, 3);
        connect(m_wallVelocity[std::size_t(k)], &NumberField::valueEdited, this,
                [this, side](std::optional<double> v) { editWall(side, v, std::nullopt, false); });
        connect(m_wallStop[std::size_t(k)], &NumberField::valueEdited, this,
                [this, side](std::optional<double> t) { editWall(side, std::nullopt, t, true); });
        connect(m_wallTemperature[std::size_t(k)], &NumberField::valueEdited, this,
                [this, side](std::optional<double> kT) { editWallTemperature(side, kT.value_or(0.0)); });
    }
    return wallGroup;
}

QGroupBox* ScenarioPropertiesPanel::makeSegmentGroup()
{
    auto* segmentGroup = new QGroupBox(tr("Interior walls"));
    auto* segmentLayout = new QVBoxLayout(segmentGroup);
    m_segmentTable->setModel(m_segments);
    m_segmentTable->verticalHeader()->hide();
    m_segmentTable->horizontalHeader()->setDefaultSectionSize(56);
    m_segmentTable->horizontalHeader()->setStretchLastSection(true);
    m_segmentTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_segmentTable->setToolTip(tr("Draw walls with the wall tool; an empty remove time keeps the wall for the whole run"));
    segmentLayout->addWidget(m_segmentTable);
    segmentLayout->addWidget(m_removeSegment);
    return segmentGroup;
}

void ScenarioPropertiesPanel::connectBoxFields()
{
    connect(m_width, &NumberField::valueEdited, this, [this](std::optional<double> w) {
        if (w && *w > 0.0)
            m_document.push(ScenarioSettings::setBoxSize(m_document, *w, m_document.scenario().height));
        else
            refresh();
    });
    connect(m_height, &NumberField::valueEdited, this, [this](std::optional<double> h) {
        if (h && *h > 0.0)
            m_document.push(ScenarioSettings::setBoxSize(m_document, m_document.scenario().width, *h));
        else
            refresh();
    });
    connect(m_boundary, &QComboBox::activated, this, [this](int index) {
        const Boundary boundary = Boundary(m_boundary->itemData(index).toInt());
        if (boundary != m_document.scenario().boundary)
            m_document.push(ScenarioSettings::setBoundary(m_document, boundary));
    });
    connect(m_gravity, &NumberField::valueEdited, this,
            [this](std::optional<double> g) { editGravity(g, std::nullopt); });
    connect(m_gravityDirection, &NumberField::valueEdited, this,
            [this](std::optional<double> degrees) { editGravity(std::nullopt, degrees); });
    connect(m_removeSegment, &QPushButton::clicked, this, [this] {
        const QModelIndex current = m_segmentTable->currentIndex();
        if (current.isValid())
            m_document.push(new RemoveSegmentCommand(m_document, current.row()));
    });
}

void ScenarioPropertiesPanel::setUnits(const UnitSystem& units)
{
    setUnitsWithin(*this, units);
    m_segments->setUnits(units);
}

void ScenarioPropertiesPanel::editGravity(std::optional<double> magnitude, std::optional<double> degrees)
{
    const Scenario& s = m_document.scenario();
    const double oldMagnitude = std::hypot(s.gravityX, s.gravityY);
    // With no gravity yet the direction defaults to straight down.
    const double oldRadians = oldMagnitude > 0.0 ? std::atan2(s.gravityY, s.gravityX) : -std::numbers::pi / 2;
    const double g = magnitude.value_or(oldMagnitude);
    const double radians = degrees ? *degrees * std::numbers::pi / 180.0 : oldRadians;
    if (g < 0.0) {
        refresh();
        return;
    }
    double gx = g * std::cos(radians), gy = g * std::sin(radians);
    // Keep exact axes exact: cos(270°) is 1.8e-16, not 0.
    if (std::abs(gx) < 1e-15 * g)
        gx = 0.0;
    if (std::abs(gy) < 1e-15 * g)
        gy = 0.0;
    m_document.push(ScenarioSettings::setGravity(m_document, gx, gy));
}

void ScenarioPropertiesPanel::editWall(Side side, std::optional<double> velocity, std::optional<double> stopTime,
                                       bool stopEdited)
{
    BoxWall motion = m_document.scenario().wall(side);
    if (velocity)
        motion.velocity = *velocity;
    if (stopEdited)
        motion.stopTime = stopTime.value_or(std::numeric_limits<double>::infinity());
    if (motion.stopTime < 0.0) {
        refresh();
        return;
    }
    if (!(motion == m_document.scenario().wall(side)))
        m_document.push(ScenarioSettings::setWallMotion(m_document, side, motion));
}

void ScenarioPropertiesPanel::editWallTemperature(Side side, double kT)
{
    if (!(kT >= 0.0)) {
        refresh();
        return;
    }
    if (kT != m_document.scenario().wall(side).temperature)
        m_document.push(ScenarioSettings::setWallTemperature(m_document, side, kT));
}

void ScenarioPropertiesPanel::refresh()
{
    const Scenario& s = m_document.scenario();
    m_width->showValue(s.width);
    m_height->showValue(s.height);
    m_boundary->setCurrentIndex(m_boundary->findData(int(s.boundary)));
    const double g = std::hypot(s.gravityX, s.gravityY);
    m_gravity->showValue(g);
    double degrees = g > 0.0 ? std::atan2(s.gravityY, s.gravityX) * 180.0 / std::numbers::pi : 270.0;
    if (degrees < 0.0)
        degrees += 360.0;
    m_gravityDirection->showValue(degrees);
    const bool walls = s.boundary == Boundary::Walls;
    for (Side side : kAllSides) {
        const BoxWall& motion = s.wall(side);
        m_wallVelocity[std::size_t(side)]->showValue(motion.velocity);
        m_wallStop[std::size_t(side)]->showValue(std::isfinite(motion.stopTime) ? std::optional(motion.stopTime)
                                                                                 : std::nullopt);
        m_wallTemperature[std::size_t(side)]->showValue(motion.temperature > 0.0 ? std::optional(motion.temperature)
                                                                                 : std::nullopt);
        m_wallVelocity[std::size_t(side)]->setEnabled(walls);
        m_wallStop[std::size_t(side)]->setEnabled(walls);
        m_wallTemperature[std::size_t(side)]->setEnabled(walls);
    }
}

} // namespace disklab
