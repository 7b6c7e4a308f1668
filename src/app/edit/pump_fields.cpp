#include "app/edit/pump_fields.h"

#include "app/commands/scenario_settings.h"
#include "app/document/scenario_document.h"
#include "app/units/measured_label.h"
#include "app/units/number_field.h"
#include "app/units/number_text.h"
#include "core/observables.h"
#include "core/pump.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QStandardItemModel>

#include <cmath>
#include <initializer_list>
#include <string>

namespace disklab {
namespace {

// A new pump lets in this many disks: enough to see the pressure rise, few enough to watch.
constexpr int kNewPumpCount = 100;

/// kT of the scenario's disks as they start, to six digits; 0 for none. The sum over the disks
/// carries rounding noise that would show a gas made at kT = 1 as 0.9999999999999997.
double gasTemperature(const Scenario& s)
{
    if (s.disks.empty())
        return 0.0;
    double kinetic = 0.0;
    for (const Disk& d : s.disks)
        kinetic += 0.5 * d.mass * (d.vx * d.vx + d.vy * d.vy);
    return roundedToSignificant(temperature(s, kinetic), 6);
}

std::string textOf(const std::optional<PumpProblem>& problem) { return problem ? problem->text() : std::string(); }

} // namespace

PumpFields::PumpFields(ScenarioDocument& document, QWidget* parent)
    : QGroupBox(tr("Pump"), parent),
      m_document(document),
      m_on(new QCheckBox(tr("Pump disks in during the run"))),
      m_side(new QComboBox),
      m_position(new NumberField(true)),
      m_width(new NumberField(true)),
      m_count(new NumberField),
      m_temperature(new NumberField),
      m_gasTemperature(new QPushButton(tr("Use the gas's temperature"))),
      m_interval(new NumberField(true)),
      m_start(new NumberField),
      m_message(new QLabel)
{
    auto* form = new QFormLayout(this);
    form->addRow(m_on);
    m_side->addItem(tr("Left wall"), int(Side::Left));
    m_side->addItem(tr("Bottom wall"), int(Side::Bottom));
    m_side->addItem(tr("Top wall"), int(Side::Top));
    m_side->addItem(tr("Right wall"), int(Side::Right));
    form->addRow(tr("Opening in"), m_side);
    addMeasuredRow(*form, tr("Opening's centre at"), m_position, Quantity::Length);
    addMeasuredRow(*form, tr("Opening's width"), m_width, Quantity::Length);
    form->addRow(tr("Disks"), m_count);
    addMeasuredRow(*form, tr("Temperature"), m_temperature, Measure::temperature());
    // Under the field rather than beside it: the Properties dock is narrow.
    form->addRow(QString(), m_gasTemperature);
    addMeasuredRow(*form, tr("One try every"), m_interval, Quantity::Time);
    addMeasuredRow(*form, tr("Starts at t"), m_start, Quantity::Time);
    m_message->setWordWrap(true);
    m_message->hide();
    form->addRow(m_message);

    explainFields();
    connectFields();
    // Which walls can take the opening follows the box, its walls, interior walls and disks.
    connect(&document, &ScenarioDocument::edited, this, &PumpFields::refresh);
    connect(&document, &ScenarioDocument::replaced, this, &PumpFields::refresh);
    refresh();
}

void PumpFields::explainFields()
{
    m_on->setToolTip(tr("Disks like the scenario's first one enter one at a time through an opening in a wall, "
                        "each once its spot is free, as if from a gas outside. Only the event-driven engine "
                        "runs a pump"));
    m_side->setToolTip(tr("The opening goes in a fixed wall: not a free piston, not a wall that moves when the "
                          "pump starts"));
    m_position->setEmptyMeaning(tr("the wall's middle"));
    m_position->setToolTip(tr("The opening's centre along the wall: y on the left and right walls, x on the bottom "
                              "and top. Empty: the wall's middle"));
    m_width->setEmptyMeaning(tr("three diameters"));
    m_width->setToolTip(tr("Each disk enters at a point of the opening drawn at random, so a wider opening lets "
                           "disks in faster. At least one diameter; empty: three diameters"));
    m_count->setToolTip(tr("How many disks the pump lets in, 1 to 1000000"));
    m_temperature->setToolTip(tr("The temperature of the gas the disks come from: at the gas's own, pumping keeps the "
                                 "temperature"));
    m_gasTemperature->setToolTip(tr("Set the temperature to the one the scenario's disks start with"));
    m_interval->setEmptyMeaning(tr("the pump's own pace"));
    m_interval->setToolTip(tr("Time from one entry, or one try at a spot that was taken, to the next. Empty: the "
                              "time a disk at the thermal speed takes to move one diameter"));
    m_start->setToolTip(tr("When the first disk tries to enter"));
}

void PumpFields::connectFields()
{
    connect(m_on, &QCheckBox::clicked, this, &PumpFields::switchOn);
    connect(m_side, &QComboBox::activated, this,
            [this](int row) { editPump([&](Pump& pump) { pump.side = Side(m_side->itemData(row).toInt()); }); });
    connect(m_position, &NumberField::valueEdited, this,
            [this](std::optional<double> v) { editPump([&](Pump& pump) { pump.position = v; }); });
    connect(m_width, &NumberField::valueEdited, this,
            [this](std::optional<double> v) { editPump([&](Pump& pump) { pump.width = v.value_or(0.0); }); });
    connect(m_count, &NumberField::valueEdited, this, &PumpFields::editCount);
    connect(m_temperature, &NumberField::valueEdited, this,
            [this](std::optional<double> v) { editPump([&](Pump& pump) { pump.temperature = v.value_or(0.0); }); });
    connect(m_gasTemperature, &QPushButton::clicked, this, [this] {
        editPump([&](Pump& pump) { pump.temperature = gasTemperature(m_document.scenario()); });
    });
    connect(m_interval, &NumberField::valueEdited, this,
            [this](std::optional<double> v) { editPump([&](Pump& pump) { pump.interval = v.value_or(0.0); }); });
    connect(m_start, &NumberField::valueEdited, this,
            [this](std::optional<double> v) { editPump([&](Pump& pump) { pump.start = v.value_or(0.0); }); });
}

void PumpFields::editPump(const std::function<void(Pump&)>& change)
{
    Pump pump = *m_document.scenario().pump;
    change(pump);
    apply(pump);
}

void PumpFields::switchOn(bool on)
{
    if (!on) {
        if (m_document.scenario().pump)
            m_document.push(ScenarioSettings::setPump(m_document, std::nullopt));
        return;
    }
    const std::optional<Side> side = firstOpenWall();
    if (!side) {
        refresh();
        return;
    }
    // A new pump brings in disks from a gas like the one in the box, so it changes how much gas
    // there is, not how hot it is.
    Pump pump;
    pump.side = *side;
    pump.count = kNewPumpCount;
    const double kT = gasTemperature(m_document.scenario());
    pump.temperature = kT > 0.0 ? kT : 1.0;
    apply(pump);
}

void PumpFields::apply(const Pump& pump)
{
    const Scenario& s = m_document.scenario();
    // A problem the scenario's pump already has (a later edit of the box put the opening beyond a
    // shrunken wall, say) does not stop another field from being edited; a new one does.
    std::optional<PumpProblem> problem = pumpValueProblem(s, pump);
    if (problem && s.pump && textOf(problem) == textOf(pumpValueProblem(s, *s.pump)))
        problem.reset();
    if (!problem) {
        problem = pumpWallProblem(s, pump.side, pump.start);
        if (problem && s.pump && textOf(problem) == textOf(pumpWallProblem(s, s.pump->side, s.pump->start)))
            problem.reset();
    }
    if (problem) {
        refresh();
        m_message->setText(tr("Not changed: %1").arg(QString::fromStdString(problem->text())));
        m_message->show();
        return;
    }
    if (!s.pump || !(*s.pump == pump))
        m_document.push(ScenarioSettings::setPump(m_document, pump));
    else
        refresh();
}

void PumpFields::editCount(std::optional<double> count)
{
    // The pump counts whole disks; a fraction, or a number beyond any count, is said as the file
    // reader says it rather than rounded.
    if (count && *count == std::floor(*count) && std::abs(*count) <= 1e9) {
        Pump pump = *m_document.scenario().pump;
        pump.count = static_cast<std::int32_t>(*count);
        apply(pump);
        return;
    }
    refresh();
    if (count) {
        const PumpProblem problem{"pump.count", "expected a whole number of disks, got "
                                                    + QString::number(*count).toStdString()};
        m_message->setText(tr("Not changed: %1").arg(QString::fromStdString(problem.text())));
        m_message->show();
    }
}

std::optional<Side> PumpFields::firstOpenWall() const
{
    for (int row = 0; row < m_side->count(); ++row) {
        const auto side = Side(m_side->itemData(row).toInt());
        if (!pumpWallProblem(m_document.scenario(), side, 0.0))
            return side;
    }
    return std::nullopt;
}

QString PumpFields::whyNoPump() const
{
    const Scenario& s = m_document.scenario();
    if (s.boundary == Boundary::Periodic)
        return tr("A periodic box has no wall to put the pump's opening in.");
    if (!s.segments.empty())
        return tr("The pump fills a box without interior walls: delete them to give it a pump.");
    if (!firstOpenWall())
        return tr("Every wall moves at the start: the pump's opening goes in a fixed wall.");
    return {};
}

void PumpFields::refresh()
{
    const Scenario& s = m_document.scenario();
    const std::optional<Pump>& pump = s.pump;
    const QString why = whyNoPump();
    m_on->setChecked(pump.has_value());
    // A pump the box can no longer take can still be switched off.
    m_on->setEnabled(pump || why.isEmpty());
    m_message->setText(pump ? QString() : why);
    m_message->setVisible(!m_message->text().isEmpty());

    auto* walls = qobject_cast<QStandardItemModel*>(m_side->model());
    const double start = pump ? pump->start : 0.0;
    for (int row = 0; row < m_side->count(); ++row) {
        const auto side = Side(m_side->itemData(row).toInt());
        const bool open = !pumpWallProblem(s, side, start);
        walls->item(row)->setEnabled(open);
        const QString reason = !why.isEmpty()                                      ? why
                             : side == Side::Right && s.hasFreePiston() ? tr("This wall is a free piston; the "
                                                                             "pump's opening goes in a fixed wall")
                                                                        : tr("This wall moves when the pump starts; "
                                                                             "the pump's opening goes in a fixed wall");
        m_side->setItemData(row, open ? QString() : reason, Qt::ToolTipRole);
    }
    const Pump shown = pump.value_or(Pump{});
    m_side->setCurrentIndex(m_side->findData(int(shown.side)));
    m_position->showValue(pump ? shown.position : std::nullopt);
    m_width->showValue(pump && shown.width > 0.0 ? std::optional(shown.width) : std::nullopt);
    m_count->showValue(pump ? std::optional<double>(shown.count) : std::nullopt);
    m_temperature->showValue(pump ? std::optional(shown.temperature) : std::nullopt);
    m_interval->showValue(pump && shown.interval > 0.0 ? std::optional(shown.interval) : std::nullopt);
    m_start->showValue(pump ? std::optional(shown.start) : std::nullopt);
    for (QWidget* field : std::initializer_list<QWidget*>{m_side, m_position, m_width, m_count, m_temperature,
                                                          m_gasTemperature, m_interval, m_start})
        field->setEnabled(pump.has_value());
}

} // namespace disklab
