#include "app/edit/free_piston_fields.h"

#include "app/commands/scenario_settings.h"
#include "app/document/scenario_document.h"
#include "app/units/measured_label.h"
#include "app/units/number_field.h"

#include <QFormLayout>

namespace disklab {

FreePistonFields::FreePistonFields(ScenarioDocument& document, QWidget* parent)
    : QGroupBox(tr("Free piston (right wall)"), parent),
      m_document(document),
      m_mass(new NumberField(true)),
      m_pressure(new NumberField),
      m_limit(new NumberField(true))
{
    auto* form = new QFormLayout(this);
    addMeasuredRow(*form, tr("Mass"), m_mass, Quantity::Mass);
    addMeasuredRow(*form, tr("Pressure outside"), m_pressure, Quantity::Pressure);
    addMeasuredRow(*form, tr("Cylinder ends at x"), m_limit, Quantity::Length);
    m_mass->setToolTip(tr("Give the right wall a mass to make it a piston that the gas and the pressure outside "
                          "push; the exact engine follows it. Empty: an ordinary wall"));
    m_pressure->setToolTip(tr("The pressure outside, pushing the piston in"));
    m_limit->setToolTip(tr("How far out the piston can go. Empty: the box's width, so it can only come in"));
    connect(m_mass, &NumberField::valueEdited, this, [this](std::optional<double> v) { edit(Field::Mass, v); });
    connect(m_pressure, &NumberField::valueEdited, this, [this](std::optional<double> v) { edit(Field::Pressure, v); });
    connect(m_limit, &NumberField::valueEdited, this, [this](std::optional<double> v) { edit(Field::Limit, v); });
    connect(&document, &ScenarioDocument::settingsChanged, this, &FreePistonFields::refresh);
    refresh();
}

void FreePistonFields::edit(Field field, std::optional<double> value)
{
    BoxWall wall = m_document.scenario().wall(Side::Right);
    switch (field) {
    case Field::Mass:
        wall.mass = value.value_or(0.0);
        break;
    case Field::Pressure:
        wall.pressure = value.value_or(0.0);
        break;
    case Field::Limit:
        wall.limit = value;
        break;
    }
    if (!(wall.mass >= 0.0) || !(wall.pressure >= 0.0)) {
        refresh();
        return;
    }
    // Without a mass the wall is no piston: what only a piston has goes with it.
    if (!wall.isFreePiston()) {
        wall.pressure = 0.0;
        wall.limit.reset();
    }
    if (!(wall == m_document.scenario().wall(Side::Right)))
        m_document.push(ScenarioSettings::setWallMotion(m_document, Side::Right, wall));
    else
        refresh();
}

void FreePistonFields::refresh()
{
    const Scenario& s = m_document.scenario();
    const BoxWall& wall = s.wall(Side::Right);
    m_mass->showValue(wall.isFreePiston() ? std::optional(wall.mass) : std::nullopt);
    m_pressure->showValue(wall.pressure);
    m_limit->showValue(wall.limit);
    const bool walls = s.boundary == Boundary::Walls;
    m_mass->setEnabled(walls);
    m_pressure->setEnabled(walls && wall.isFreePiston());
    m_limit->setEnabled(walls && wall.isFreePiston());
}

} // namespace disklab
