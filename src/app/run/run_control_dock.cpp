#include "app/run/run_control_dock.h"

#include "app/run/playback_speed.h"
#include "app/run/time_step_limits.h"
#include "app/widgets/scrolling_panel.h"
#include "runtime/engine_factory.h"
#include "ui_run_control_panel.h"

#include <QAction>
#include <QLocale>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace disklab {
namespace {
/// The engine list's item for an aggregation scenario: no EngineKind, as no choice selects it.
constexpr int kAggregationItem = -1;
/// The form's precision of the speed, in time units per second.
constexpr int kSpeedDecimals = 4;
/// Significant digits a speed converted to ps per second is shown with.
constexpr int kShownSpeedDigits = 3;

/// Shows `box`'s range of time units (per second) in `units`, with the decimals `decimals` of
/// them need there.
void scaleRange(QDoubleSpinBox& box, double least, double largest, int decimals, const UnitSystem& units)
{
    box.setDecimals(units.decimals(Quantity::Time, decimals));
    box.setRange(units.shown(Quantity::Time, least), units.shown(Quantity::Time, largest));
}
} // namespace

RunControlDock::RunControlDock(const PlaybackActions& actions, QWidget* parent)
    : QDockWidget(tr("Run Controls"), parent), m_ui(std::make_unique<Ui::RunControlPanel>())
{
    setObjectName(QStringLiteral("runControlDock"));
    auto* panel = new QWidget;
    m_ui->setupUi(panel);
    // Height the controls do not use goes to the docks below them; in a small window they scroll
    // up and down only. Across, a row whose label and field do not fit side by side puts the
    // field under its label (the form's WrapLongRows), so the panel is as narrow as its widest
    // label or field: side by side, Japanese labels and fields made it wider than the column
    // beside every other dock at 1024 x 768, and it scrolled sideways.
    QWidget* area = inVerticalScrollArea(panel);
    area->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    auto* column = new QWidget;
    column->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    m_column = new QVBoxLayout(column);
    m_column->setContentsMargins(0, 0, 0, 0);
    m_column->setSpacing(0);
    m_column->addWidget(area);
    setWidget(column);

    m_ui->playButton->setDefaultAction(actions.playPause);
    m_ui->stepEventButton->setDefaultAction(actions.stepEvent);
    m_ui->stepFrameButton->setDefaultAction(actions.stepFrame);
    m_ui->resetButton->setDefaultAction(actions.reset);

    m_ui->engineCombo->addItem(tr("Event-driven (exact)"), int(EngineKind::EventDriven));
    m_ui->engineCombo->addItem(tr("Time-driven (fixed dt)"), int(EngineKind::TimeDriven));
    m_ui->engineCombo->addItem(tr("Forces (fixed dt)"), int(EngineKind::Force));

    m_reducedSpeedSuffix = m_ui->speedSpin->suffix();
    connect(m_ui->speedSpin, &QDoubleSpinBox::valueChanged, this,
            [this](double shown) { emit speedEdited(m_units.reduced(Quantity::Time, shown)); });
    m_ui->responseCombo->addItem(tr("naive"), int(Response::Naive));
    m_ui->responseCombo->addItem(tr("rollback"), int(Response::Rollback));
    m_ui->forceSumCombo->addItem(tr("direct"), int(ForceMethod::Direct));
    m_ui->forceSumCombo->addItem(tr("Barnes-Hut"), int(ForceMethod::BarnesHut));
    connect(m_ui->forceSumCombo, &QComboBox::currentIndexChanged, this, [this] {
        showRowsOfEngine();
        if (currentChoice().kind == EngineKind::Force)
            emit engineEdited(currentChoice());
    });
    connect(m_ui->thetaSpin, &QDoubleSpinBox::editingFinished, this, [this] {
        if (currentChoice().kind == EngineKind::Force && currentChoice().theta != m_shown.theta)
            emit engineEdited(currentChoice());
    });
    connect(m_ui->responseCombo, &QComboBox::currentIndexChanged, this, [this] {
        if (currentChoice().kind != EngineKind::EventDriven)
            emit engineEdited(currentChoice());
    });
    connect(m_ui->engineCombo, &QComboBox::currentIndexChanged, this, [this] {
        showRowsOfEngine();
        emit engineEdited(currentChoice());
    });
    connect(m_ui->dtSpin, &QDoubleSpinBox::editingFinished, this, [this] {
        if (currentChoice().kind != EngineKind::EventDriven)
            emit engineEdited(currentChoice());
    });
    showRowsOfEngine();
}

void RunControlDock::showRowsOfEngine()
{
    const int shown = m_ui->engineCombo->currentData().toInt();
    const bool stepped = shown != kAggregationItem && EngineKind(shown) != EngineKind::EventDriven;
    m_ui->dtSpin->setEnabled(stepped);
    m_ui->responseCombo->setEnabled(stepped);
    // Only the force engine sums forces: the rows are not there for the others, so the panel
    // stays as short as it was for a hard-disk run.
    const bool forces = shown != kAggregationItem && EngineKind(shown) == EngineKind::Force;
    m_ui->settingsForm->setRowVisible(m_ui->forceSumCombo, forces);
    m_ui->settingsForm->setRowVisible(m_ui->thetaSpin, forces);
    m_ui->thetaSpin->setEnabled(ForceMethod(m_ui->forceSumCombo->currentData().toInt()) == ForceMethod::BarnesHut);
}

RunControlDock::~RunControlDock() = default;

void RunControlDock::addAboveControls(QWidget* widget)
{
    m_column->insertWidget(0, widget);
}

void RunControlDock::setSpeed(double speed)
{
    const QSignalBlocker blocker(m_ui->speedSpin);
    m_ui->speedSpin->setValue(m_units.shown(Quantity::Time, speed));
}

void RunControlDock::setUnits(const UnitSystem& units)
{
    const double speed = m_units.reduced(Quantity::Time, m_ui->speedSpin->value());
    m_units = units;
    {
        const QSignalBlocker blocker(m_ui->speedSpin);
        scaleRange(*m_ui->speedSpin, kMinimumSpeed, kMaximumSpeed, kSpeedDecimals, units);
        m_ui->speedSpin->setSuffix(units.atoms() ? tr(" ps/s") : m_reducedSpeedSuffix);
        // A round speed in time units (5/s) is an unround one in ps (6.803/s for argon).
        m_ui->speedSpin->setSignificantDigits(units.atoms() ? kShownSpeedDigits : 0);
        setSpeed(speed);
    }
    const QSignalBlocker blocker(m_ui->dtSpin);
    scaleRange(*m_ui->dtSpin, kLeastTimeStep, kLargestTimeStep, kTimeStepDecimals, units);
    m_ui->dtSpin->setSuffix(units.atoms() ? tr(" ps") : QString());
    m_ui->dtSpin->setValue(units.shown(Quantity::Time, m_shown.dt));
    m_dtShownValue = m_ui->dtSpin->value();
}

void RunControlDock::setEngineChoice(const EngineConfig& choice)
{
    m_shown = choice;
    const QSignalBlocker comboBlocker(m_ui->engineCombo);
    const QSignalBlocker dtBlocker(m_ui->dtSpin);
    const QSignalBlocker responseBlocker(m_ui->responseCombo);
    m_ui->engineCombo->setCurrentIndex(m_ui->engineCombo->findData(int(choice.kind)));
    m_ui->dtSpin->setValue(m_units.shown(Quantity::Time, choice.dt));
    m_dtShownValue = m_ui->dtSpin->value();
    m_ui->responseCombo->setCurrentIndex(m_ui->responseCombo->findData(int(choice.response)));
    const QSignalBlocker forceSumBlocker(m_ui->forceSumCombo);
    const QSignalBlocker thetaBlocker(m_ui->thetaSpin);
    m_ui->forceSumCombo->setCurrentIndex(m_ui->forceSumCombo->findData(int(choice.forceMethod)));
    m_ui->thetaSpin->setValue(choice.theta);
    showRowsOfEngine();
}

void RunControlDock::showAggregation(bool aggregating)
{
    const QSignalBlocker comboBlocker(m_ui->engineCombo);
    const int item = m_ui->engineCombo->findData(kAggregationItem);
    if (aggregating && item < 0)
        m_ui->engineCombo->addItem(tr("Aggregation (sticky disks)"), kAggregationItem);
    else if (!aggregating && item >= 0)
        m_ui->engineCombo->removeItem(item);
    if (aggregating) {
        m_ui->engineCombo->setCurrentIndex(m_ui->engineCombo->findData(kAggregationItem));
        m_ui->engineCombo->setToolTip(tr("Sticky disks run on the aggregation engine, exact between its Brownian "
                                         "steps; the other engines do not make clusters."));
    } else {
        m_ui->engineCombo->setCurrentIndex(m_ui->engineCombo->findData(int(m_shown.kind)));
        m_ui->engineCombo->setToolTip(QString());
    }
    m_ui->engineCombo->setEnabled(!aggregating);
    showRowsOfEngine();
}

EngineConfig RunControlDock::currentChoice() const
{
    // The broad phase has no control here: it stays as shown.
    EngineConfig choice = m_shown;
    choice.kind = EngineKind(m_ui->engineCombo->currentData().toInt());
    if (m_ui->dtSpin->value() != m_dtShownValue)
        choice.dt = m_units.reduced(Quantity::Time, m_ui->dtSpin->value());
    choice.response = Response(m_ui->responseCombo->currentData().toInt());
    choice.forceMethod = ForceMethod(m_ui->forceSumCombo->currentData().toInt());
    choice.theta = m_ui->thetaSpin->value();
    return choice;
}

void RunControlDock::showFrame(const FrameSnapshot& frame)
{
    const QLocale locale;
    const double time = m_units.shown(Quantity::Time, frame.state.time);
    m_ui->timeValue->setText(m_units.atoms() ? tr("%1 ps").arg(locale.toString(time, 'f', 4))
                                             : locale.toString(time, 'f', 4));
    m_ui->collisionsValue->setText(locale.toString(qulonglong(frame.totals.collisions)));
    m_ui->eventsValue->setText(locale.toString(qulonglong(frame.totals.events)));
    if (!frame.running) {
        m_ui->achievedValue->setText(tr("paused"));
    } else if (frame.achievedSpeed < 0.9 * frame.speed) {
        // Honest about a CPU that cannot keep up with the requested speed.
        const QString achieved = locale.toString(m_units.shown(Quantity::Time, frame.achievedSpeed), 'g', 3);
        const QString asked = locale.toString(m_units.shown(Quantity::Time, frame.speed), 'g', 3);
        m_ui->achievedValue->setText(m_units.atoms() ? tr("%1 ps/s (the CPU cannot keep up with %2)").arg(achieved, asked)
                                                     : tr("%1 time units/s (the CPU cannot keep up with %2)").arg(achieved, asked));
    } else {
        const QString achieved = locale.toString(m_units.shown(Quantity::Time, frame.achievedSpeed), 'g', 3);
        m_ui->achievedValue->setText(m_units.atoms() ? tr("%1 ps/s").arg(achieved) : tr("%1 time units/s").arg(achieved));
    }
}

} // namespace disklab
