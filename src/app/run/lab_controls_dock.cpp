#include "app/run/lab_controls_dock.h"

#include "app/widgets/scaled_fonts.h"
#include "app/widgets/scrolling_panel.h"
#include "core/observables.h"

#include <QAbstractItemView>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace disklab {
namespace {

/// Values are read, and sliders hit, from the back of a classroom.
constexpr double kControlScale = 1.4;
/// The heater's slider moves in steps of 0.1 kT up to 5.
constexpr int kHeaterSteps = 50;
constexpr double kHeaterStep = 0.1;
/// The pump's own temperature, from a near-frozen gas to a very hot one, in kT.
constexpr double kLeastPumpKT = 0.05, kLargestPumpKT = 20.0;
/// The pressure slider's steps from 0 to its right end.
constexpr int kPressureSteps = 100;

/// Lets a focused slider have the arrow, page and home/end keys, which the main window's
/// shortcuts (Right steps a frame) would otherwise take: a student turning the heater from the
/// keyboard moves it.
class SliderKeys : public QObject {
public:
    using QObject::QObject;
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() != QEvent::ShortcutOverride)
            return QObject::eventFilter(watched, event);
        const auto* key = static_cast<QKeyEvent*>(event);
        switch (key->key()) {
        case Qt::Key_Left:
        case Qt::Key_Right:
        case Qt::Key_Up:
        case Qt::Key_Down:
        case Qt::Key_PageUp:
        case Qt::Key_PageDown:
        case Qt::Key_Home:
        case Qt::Key_End:
            if (key->modifiers() == Qt::NoModifier) {
                event->accept();
                return true;
            }
            break;
        default:
            break;
        }
        return QObject::eventFilter(watched, event);
    }
};

QSlider* bigSlider(int steps)
{
    auto* slider = new QSlider(Qt::Horizontal);
    slider->installEventFilter(new SliderKeys(slider));
    slider->setRange(0, steps);
    slider->setPageStep(std::max(1, steps / 10));
    slider->setMinimumHeight(36);
    return slider;
}

QLabel* valueLabel()
{
    auto* label = new QLabel;
    label->setFont(scaledFont(label->font(), kControlScale));
    label->setMinimumWidth(label->fontMetrics().horizontalAdvance(QStringLiteral("0000.000")));
    return label;
}

/// A titled part of the dock, without a frame: the dock shares a column with the gauges on a
/// projector, where every row of height counts. Its layout is the caller's to fill.
QWidget* section(const QString& title)
{
    auto* part = new QWidget;
    auto* layout = new QVBoxLayout(part);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* heading = new QLabel(title);
    QFont bold = heading->font();
    bold.setBold(true);
    heading->setFont(bold);
    layout->addWidget(heading);
    return part;
}

QVBoxLayout* sectionLayout(QWidget* part) { return static_cast<QVBoxLayout*>(part->layout()); }

/// What a gas-laws lesson holds constant, in the chooser's order: fixed walls or a piston the
/// hand holds keep the volume, a free piston the pressure, and a heater, besides either, the
/// temperature.
enum Held { Volume, VolumeAndTemperature, Pressure, PressureAndTemperature };

bool pressureHeldBy(const Scenario& s) { return s.hasFreePiston() && !s.wall(Side::Right).held; }

Held heldBy(const Scenario& s, bool temperature)
{
    if (pressureHeldBy(s))
        return temperature ? PressureAndTemperature : Pressure;
    return temperature ? VolumeAndTemperature : Volume;
}

bool holdsPressure(int held) { return held == Pressure || held == PressureAndTemperature; }
bool holdsTemperature(int held) { return held == VolumeAndTemperature || held == PressureAndTemperature; }

QHBoxLayout* sliderRow(QSlider* slider, QLabel* value)
{
    auto* row = new QHBoxLayout;
    row->addWidget(slider, 1);
    row->addWidget(value);
    return row;
}

} // namespace

LabControlsDock::LabControlsDock(QWidget* parent)
    : QDockWidget(tr("Lab Controls"), parent),
      m_why(new QLabel),
      m_hold(new QComboBox),
      m_process(new QLabel),
      m_heaterBox(section(tr("Heater / cooler (every wall but a piston)"))),
      m_heater(bigSlider(kHeaterSteps)),
      m_heaterValue(valueLabel()),
      m_pressureBox(section(tr("Pressure outside the piston"))),
      m_pressure(bigSlider(kPressureSteps)),
      m_pressureValue(valueLabel()),
      m_pumpBox(section(tr("Pump"))),
      m_pumpCount(new QSpinBox),
      m_pumpSide(new QComboBox),
      m_matchGas(new QCheckBox(tr("At the gas's temperature, or"))),
      m_pumpTemperature(new QDoubleSpinBox),
      m_pump(new QPushButton(tr("Pump In"))),
      m_message(new QLabel)
{
    setObjectName(QStringLiteral("labControlsDock"));
    auto* body = new QWidget;
    auto* layout = new QVBoxLayout(body);
    m_why->setWordWrap(true);
    layout->addWidget(m_why);

    m_hold->addItems({tr("Volume"), tr("Volume and temperature"), tr("Pressure"), tr("Pressure and temperature")});
    m_hold->setToolTip(tr("Fixed walls, or a piston held in place, hold the volume; a free piston holds the "
                          "pressure; the heater at the gas's temperature holds that too"));
    m_hold->setFont(scaledFont(m_hold->font(), kControlScale));
    // The label over its chooser: the column stays narrow enough to leave a 4:3 projector's
    // width to the view and Lesson Mode's second panel.
    layout->addWidget(new QLabel(tr("Hold constant")));
    layout->addWidget(m_hold);

    m_heater->setToolTip(tr("Far left: elastic walls, no heat exchanged. Elsewhere each wall re-emits every disk "
                            "that hits it as a gas at this kT would, heating or cooling the gas"));
    sectionLayout(m_heaterBox)->addLayout(sliderRow(m_heater, m_heaterValue));
    m_process->setWordWrap(true);
    m_process->setFont(scaledFont(m_process->font(), kControlScale));
    sectionLayout(m_heaterBox)->addWidget(m_process);
    layout->addWidget(m_heaterBox);

    m_pressure->setToolTip(tr("The outside pushes the piston in with this pressure times its length; the gas "
                              "pushes back until its own pressure matches"));
    sectionLayout(m_pressureBox)->addLayout(sliderRow(m_pressure, m_pressureValue));
    // A hint read once, as a tooltip: at 768 px under a chart the two lines it took as text
    // pushed the pump's last row out of sight.
    m_pressureBox->setToolTip(tr("Drag the piston in the picture to push or pull it. Holding the volume keeps it "
                                 "where you leave it; holding the pressure lets it go."));
    layout->addWidget(m_pressureBox);

    m_pumpCount->setRange(1, 1000);
    m_pumpCount->setValue(20);
    m_pumpCount->setSuffix(tr(" disks"));
    m_pumpSide->addItem(tr("Left wall"), int(Side::Left));
    m_pumpSide->addItem(tr("Bottom wall"), int(Side::Bottom));
    m_pumpSide->addItem(tr("Top wall"), int(Side::Top));
    m_pumpSide->addItem(tr("Right wall"), int(Side::Right));
    m_matchGas->setChecked(true);
    m_matchGas->setToolTip(tr("The disks come from a gas at the temperature the gas in the box has now"));
    showPumpTemperature(1.0);
    m_pumpTemperature->setEnabled(false);
    m_pump->setFont(scaledFont(m_pump->font(), kControlScale));
    m_pump->setToolTip(tr("Each disk enters through an opening in the middle of the wall as soon as its spot is "
                          "free, like the first disk of the scenario"));
    // How many and where, then at what temperature, then the button under both: two controls
    // a row keep the column narrow (see Hold constant).
    auto* pump = new QGridLayout;
    pump->addWidget(m_pumpCount, 0, 0);
    pump->addWidget(m_pumpSide, 0, 1);
    pump->addWidget(m_matchGas, 1, 0);
    pump->addWidget(m_pumpTemperature, 1, 1);
    pump->addWidget(m_pump, 2, 0, 1, 2);
    sectionLayout(m_pumpBox)->addLayout(pump);
    layout->addWidget(m_pumpBox);

    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_message);
    layout->addStretch(1);
    QWidget* area = inVerticalScrollArea(body);
    // Under a tall chart on a classroom screen the dock may be squeezed to a row or two; it
    // scrolls rather than keep the window from fitting.
    area->setMinimumHeight(area->fontMetrics().height() * 3);
    setWidget(area);

    connect(m_hold, &QComboBox::activated, this, &LabControlsDock::requestHold);
    connect(m_heater, &QSlider::valueChanged, this, &LabControlsDock::requestHeater);
    connect(m_pressure, &QSlider::valueChanged, this, &LabControlsDock::requestPressure);
    connect(m_matchGas, &QCheckBox::toggled, m_pumpTemperature, [this](bool match) { m_pumpTemperature->setEnabled(!match); });
    connect(m_pump, &QPushButton::clicked, this, &LabControlsDock::requestPump);
    showHeater(0.0);
    showPressure(0.0);
}

void LabControlsDock::showFrame(const FrameSnapshot& frame)
{
    if (!frame.scenario)
        return;
    const Scenario& s = *frame.scenario;
    const bool exact = frame.engine.kind == EngineKind::EventDriven && !s.aggregation;
    const bool walls = s.boundary == Boundary::Walls;
    const bool pumpable = walls && s.segments.empty();
    m_why->setText(!exact ? tr("The lab's controls act on the event-driven engine, which keeps every reading exact: "
                               "choose it in the run controls.")
                   : !walls  ? tr("A periodic box has no walls to heat, push or pump through.")
                   : !pumpable ? tr("The pump fills a box without interior walls.")
                               : QString());
    m_why->setVisible(!exact || !pumpable);
    m_hold->setEnabled(exact && walls);
    m_heaterBox->setEnabled(exact && walls);
    m_pumpBox->setEnabled(exact && pumpable);
    showOpenWalls(s, frame.state.time);
    m_pressureBox->setVisible(s.hasFreePiston());
    m_pressureBox->setEnabled(exact);
    if (frame.generation != m_generation) {
        m_generation = frame.generation;
        m_message->clear();
        const double start = s.wall(Side::Right).pressure;
        m_largestPressure = start > 0.0 ? 4.0 * start : 1.0;
        // A file's thermal walls hold the gas at their temperature.
        m_holdingTemperature = s.wall(Side::Left).temperature > 0.0;
    }
    // The run says where the controls stand (after a reset, at the file's values), unless the
    // user is moving one.
    if (!s.disks.empty())
        m_gasTemperature = temperature(s, frame.kineticEnergy);
    m_heldNow = heldBy(s, m_holdingTemperature);
    m_hasPiston = s.hasFreePiston();
    m_pistonX = frame.state.wallPositions[static_cast<std::size_t>(Side::Right)];
    if (!m_hold->view()->isVisible())
        m_hold->setCurrentIndex(m_heldNow);
    if (!m_heater->isSliderDown())
        showHeater(s.wall(Side::Left).temperature);
    if (!m_pressure->isSliderDown())
        showPressure(frame.state.outsidePressure);
    showProcess(s);
}

void LabControlsDock::setUnits(const UnitSystem& units)
{
    const double pumpKT = m_units.kT(m_pumpTemperature->value());
    m_units = units;
    showPumpTemperature(pumpKT);
    showHeaterValue(m_heater->value() * kHeaterStep);
    showPressure(m_largestPressure * m_pressure->value() / kPressureSteps);
}

void LabControlsDock::showProcess(const Scenario& s)
{
    const double heater = s.wall(Side::Left).temperature;
    const bool pressureHeld = pressureHeldBy(s);
    // The gas's kT now scatters by about 1 / sqrt(N) of itself: closer than three of those to
    // the heater's, it is at the heater's temperature.
    const double tolerance = std::clamp(3.0 / std::sqrt(std::max<double>(1.0, static_cast<double>(s.disks.size()))), 0.02, 0.2);
    const double gap = heater > 0.0 ? (heater - m_gasTemperature) / heater : 0.0;
    if (!(heater > 0.0))
        m_process->setText(tr("Heater off: the walls neither give nor take heat"));
    else if (gap > tolerance)
        m_process->setText(pressureHeld ? tr("Heating at constant pressure: V grows") : tr("Heating at constant volume: P rises"));
    else if (gap < -tolerance)
        m_process->setText(pressureHeld ? tr("Cooling at constant pressure: V shrinks") : tr("Cooling at constant volume: P falls"));
    else
        m_process->setText(tr("The gas is at the heater's temperature"));
}

void LabControlsDock::showOpenWalls(const Scenario& s, double time)
{
    // The opening goes in a fixed wall: not a free piston, not a wall on the move. The run would
    // refuse the others (in English, from the engine); here they cannot be chosen.
    auto* walls = qobject_cast<QStandardItemModel*>(m_pumpSide->model());
    int firstOpen = -1;
    for (int row = 0; row < m_pumpSide->count(); ++row) {
        const auto side = Side(m_pumpSide->itemData(row).toInt());
        const bool fixed = !s.wall(side).isFreePiston() && wallVelocity(s, side, time) == 0.0;
        walls->item(row)->setEnabled(fixed);
        if (fixed && firstOpen < 0)
            firstOpen = row;
    }
    if (!walls->item(m_pumpSide->currentIndex())->isEnabled() && firstOpen >= 0)
        m_pumpSide->setCurrentIndex(firstOpen);
}

void LabControlsDock::showRefusal(const QString& message)
{
    m_message->setText(tr("Not done: %1").arg(message));
}

void LabControlsDock::requestHold(int index)
{
    // A free piston holds the pressure, and the hand holding it in place the volume; fixed walls
    // are the scenario's, so a box without a piston cannot hold its pressure: it says how to get
    // one, and the chooser goes back to what the run holds.
    m_message->clear();
    if (holdsPressure(index) != holdsPressure(m_heldNow)) {
        if (!m_hasPiston) {
            m_message->setText(tr("This box's walls are fixed, so it holds its volume. To hold the pressure, open "
                                  "a scenario with a free piston (boyle-piston.json), or give the right wall a mass "
                                  "in Properties ▸ Scenario."));
            m_hold->setCurrentIndex(m_heldNow);
            return;
        }
        emit controlRequested(holdsPressure(index) ? LabControl::releasePiston() : LabControl::holdPiston(m_pistonX, 0.0));
    }
    if (holdsTemperature(index) == holdsTemperature(m_heldNow))
        return;
    m_holdingTemperature = holdsTemperature(index);
    // Holding the temperature means the heater at the gas's own, to the slider's step.
    const double kT = holdsTemperature(index)
                          ? std::clamp(std::round(m_gasTemperature / kHeaterStep), 1.0, double(kHeaterSteps)) * kHeaterStep
                          : 0.0;
    showHeater(kT);
    emit controlRequested(LabControl::wallTemperature(kT));
}

void LabControlsDock::requestHeater(int position)
{
    const double kT = position * kHeaterStep;
    showHeaterValue(kT);
    m_message->clear();
    // Moving the heater changes the temperature: it is no longer what the gas holds.
    m_holdingTemperature = false;
    m_heldNow = holdsPressure(m_heldNow) ? Pressure : Volume;
    m_hold->setCurrentIndex(m_heldNow);
    emit controlRequested(LabControl::wallTemperature(kT));
}

void LabControlsDock::requestPressure(int position)
{
    const double pressure = m_largestPressure * position / kPressureSteps;
    m_pressureValue->setText(pressureText(pressure, m_units));
    m_message->clear();
    emit controlRequested(LabControl::outsidePressure(pressure));
}

void LabControlsDock::requestPump()
{
    const std::optional<double> kT =
        m_matchGas->isChecked() ? std::nullopt : std::optional(m_units.kT(m_pumpTemperature->value()));
    m_message->clear();
    emit controlRequested(LabControl::pump(m_pumpCount->value(), Side(m_pumpSide->currentData().toInt()), kT));
}

void LabControlsDock::showHeater(double kT)
{
    const QSignalBlocker quiet(m_heater);
    m_heater->setValue(int(std::lround(std::clamp(kT / kHeaterStep, 0.0, double(kHeaterSteps)))));
    showHeaterValue(kT);
}

void LabControlsDock::showPumpTemperature(double kT)
{
    // The same range in every unit; whole kelvins or degrees on the atoms scale (a step of 10).
    const bool atoms = m_units.atoms();
    m_pumpTemperature->setPrefix(atoms ? QString() : tr("kT = "));
    m_pumpTemperature->setSuffix(atoms ? QStringLiteral(" ") + m_units.temperatureSymbol() : QString());
    m_pumpTemperature->setDecimals(atoms ? 0 : 2);
    m_pumpTemperature->setSingleStep(atoms ? 10.0 : 0.1);
    m_pumpTemperature->setRange(m_units.temperature(kLeastPumpKT), m_units.temperature(kLargestPumpKT));
    m_pumpTemperature->setValue(m_units.temperature(kT));
}

void LabControlsDock::showHeaterValue(double kT)
{
    m_heaterValue->setText(kT > 0.0 ? temperatureText(kT, m_units) : tr("off"));
}

void LabControlsDock::showPressure(double pressure)
{
    m_largestPressure = std::max(m_largestPressure, pressure);
    const QSignalBlocker quiet(m_pressure);
    m_pressure->setValue(int(std::lround(pressure / m_largestPressure * kPressureSteps)));
    m_pressureValue->setText(pressureText(pressure, m_units));
}

} // namespace disklab
