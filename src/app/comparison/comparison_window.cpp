#include "app/comparison/comparison_window.h"

#include "app/comparison/comparison_pane.h"
#include "app/frames/frame_stream.h"
#include "app/frames/timeline_bar.h"
#include "app/units/readable_number.h"
#include "app/units/time_spin_box.h"
#include "app/widgets/flow_layout.h"
#include "app/widgets/passing_warning.h"
#include "app/widgets/screen_fit.h"
#include "runtime/simulation_controller.h"

#include <QAction>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

namespace disklab {
namespace {

enum Row {
    Collisions, OverlapsNow, OverlapsTotal, DeepestOverlap, Missed, EnergyDrift, MomentumDrift, CostPerTime, Rate,
    DeviationMean, DeviationMax, FirstDifference, RowCount
};

/// The size the window asks for on a large screen, and the least it keeps on a small one (a
/// 1024 x 768 screen, less a task bar and a title bar, has room for it).
constexpr QSize kPreferredSize(1500, 950);
constexpr QSize kLeastSize(800, 560);

/// An action of this window with its shortcut, which its tooltip teaches.
QAction* shortcutAction(QWidget* window, const QString& name, const QString& text, const QKeySequence& shortcut,
                        const QString& tip)
{
    auto* action = new QAction(text, window);
    action->setObjectName(name);
    action->setShortcut(shortcut);
    action->setToolTip(QStringLiteral("%1 (%2)").arg(tip, shortcut.toString(QKeySequence::NativeText)));
    action->setStatusTip(tip);
    window->addAction(action);
    return action;
}

/// A label and its field, kept together when the controls wrap onto another row.
QWidget* labelled(const QString& label, QWidget* field)
{
    auto* pair = new QWidget;
    auto* row = new QHBoxLayout(pair);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(new QLabel(label));
    row->addWidget(field);
    return pair;
}

}

ComparisonWindow::ComparisonWindow(QWidget* parent)
    : QWidget(parent, Qt::Window),
      m_controller(new SimulationController(this)),
      m_frames(new FrameStream(this)),
      m_steppedView(new ComparisonPane(tr("Time-driven"), true)),
      m_exactView(new ComparisonPane(tr("Event-driven (exact)"), false)),
      m_metrics(new QTableWidget(RowCount, 2)),
      m_dt(new TimeSpinBox(1e-6, 10.0, 6, QString(), tr(" ps"))),
      m_broadphase(new QComboBox),
      m_response(new QComboBox),
      m_speed(new TimeSpinBox(1e-4, 1e5, 4, QString(), tr(" ps/s"))),
      m_stopTime(new TimeSpinBox(0.0, 1e9, 2, QString(), tr(" ps"))),
      m_play(new QPushButton(tr("Play"))),
      m_time(new QLabel),
      m_figuresFrom(new QLabel),
      m_timeline(new TimelineBar(*m_controller))
{
    setObjectName(QStringLiteral("comparisonWindow"));
    setWindowTitle(tr("DiskLab: Compare Engines"));
    auto* step = new QPushButton(tr("Step dt"));
    auto* restartButton = new QPushButton(tr("Restart"));
    auto* views = new QSplitter(Qt::Horizontal);
    views->addWidget(m_steppedView);
    views->addWidget(m_exactView);
    // The timeline under both panes: it moves them, and the figures, together.
    auto* panes = new QWidget;
    auto* panesColumn = new QVBoxLayout(panes);
    panesColumn->setContentsMargins(0, 0, 0, 0);
    panesColumn->addWidget(views, 1);
    panesColumn->addWidget(m_timeline);
    auto* split = new QSplitter(Qt::Vertical);
    split->addWidget(panes);
    split->addWidget(metricsPanel());
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    // Stretch factors only share out growth; without sizes the table's large size hint left the
    // two views a thin strip at the top.
    split->setSizes({700, 260});
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(controlsRow(step, restartButton));
    layout->addWidget(split, 1);
    // Not a fixed size: on a classroom laptop's screen that would cut the window off.
    fitToScreen(*this, kPreferredSize, kLeastSize);
    m_frames->attach(*m_controller);
    connect(m_frames, &FrameStream::frameArrived, this, &ComparisonWindow::showFrame);
    m_frames->subscribe(m_timeline, &TimelineBar::showFrame, FrameStream::Sources::All);
    connect(m_controller, &SimulationController::failed, this,
            [this](const QString& message) { openWarning(this, tr("Comparison Error"), message); });
    connectControls(step, restartButton);
    addCollisionSteps();
}

void ComparisonWindow::addCollisionSteps()
{
    // The main window's Previous and Next Collision, with its keys, for this window's two engines.
    QAction* previous = shortcutAction(this, QStringLiteral("previousCollision"), tr("Previous Collision"),
                                       QKeySequence(tr("Ctrl+Left")),
                                       tr("Go back to the end of the previous step in which either engine had a collision"));
    QAction* next = shortcutAction(this, QStringLiteral("nextCollision"), tr("Next Collision"),
                                   QKeySequence(tr("Ctrl+Right")),
                                   tr("Go to the end of the next step in the run so far in which either engine had a "
                                      "collision"));
    m_timeline->addCollisionButtons(previous, next);
    connect(previous, &QAction::triggered, m_controller, [this] { m_controller->seekCollision(-1); });
    connect(next, &QAction::triggered, m_controller, [this] { m_controller->seekCollision(+1); });
}

QLayout* ComparisonWindow::controlsRow(QPushButton* step, QPushButton* restartButton)
{
    m_dt->setObjectName(QStringLiteral("dt"));
    m_broadphase->setObjectName(QStringLiteral("broadphase"));
    m_response->setObjectName(QStringLiteral("response"));
    step->setObjectName(QStringLiteral("stepDt"));
    m_dt->setSingleStep(1e-3);
    // A new dt restarts both engines, so it takes effect when typing is done, not per keystroke.
    m_dt->setKeyboardTracking(false);
    for (Broadphase b : kAllBroadphases)
        m_broadphase->addItem(QString::fromLatin1(broadphaseName(b)), static_cast<int>(b));
    m_response->addItem(tr("naive"), static_cast<int>(Response::Naive));
    m_response->addItem(tr("rollback"), static_cast<int>(Response::Rollback));
    m_speed->setReducedValue(1.0);
    m_stopTime->setSpecialValueText(tr("never"));

    // The controls wrap onto a second row where the window is too narrow for one (a small
    // screen, a longer language), rather than set the window's least width.
    auto* row = new FlowLayout;
    row->addWidget(labelled(tr("dt:"), m_dt));
    row->addWidget(labelled(tr("Broad phase:"), m_broadphase));
    row->addWidget(labelled(tr("Response:"), m_response));
    row->addWidget(labelled(tr("Speed:"), m_speed));
    row->addWidget(labelled(tr("Stop at t ="), m_stopTime));
    row->addWidget(m_play);
    row->addWidget(step);
    row->addWidget(restartButton);
    row->addWidget(m_time);
    return row;
}

QWidget* ComparisonWindow::metricsPanel()
{
    m_metrics->setHorizontalHeaderLabels({tr("Time-driven"), tr("Event-driven")});
    m_metrics->setVerticalHeaderLabels(metricNames());
    m_metrics->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_metrics->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_metrics->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    for (int r = 0; r < RowCount; ++r)
        for (int c = 0; c < 2; ++c)
            m_metrics->setItem(r, c, new QTableWidgetItem);
    auto* panel = new QWidget;
    auto* layout = new QVBoxLayout(panel);
    layout->setContentsMargins(0, 0, 0, 0);
    m_figuresFrom->setObjectName(QStringLiteral("figuresFrom"));
    m_figuresFrom->setWordWrap(true);
    layout->addWidget(m_figuresFrom);
    layout->addWidget(m_metrics, 1);
    return panel;
}

QStringList ComparisonWindow::metricNames() const
{
    const QString length = m_units.unit(Quantity::Length);
    return {tr("Collisions"), tr("Overlapping pairs now"), tr("Overlapping pairs, summed over steps"),
            tr("Deepest overlap (fraction of contact distance)"), tr("Missed collisions"), tr("Energy drift (relative)"),
            tr("Momentum drift (relative)"),
            m_units.atoms() ? tr("Wall seconds per simulated ps") : tr("Wall seconds per simulated time unit"),
            tr("Steps / events per second"), tr("Trajectory deviation, mean [%1]").arg(length),
            tr("Trajectory deviation, max [%1]").arg(length),
            m_units.atoms() ? tr("First different collision at t (ps)") : tr("First different collision at t =")};
}

void ComparisonWindow::setUnits(const UnitSystem& units)
{
    m_units = units;
    m_steppedView->setUnits(units);
    m_exactView->setUnits(units);
    m_timeline->setUnits(units);
    for (TimeSpinBox* time : {m_dt, m_speed, m_stopTime})
        time->setUnits(units);
    m_metrics->setVerticalHeaderLabels(metricNames());
    if (m_frame)
        showFrame(m_frame);
}

QString ComparisonWindow::timeText(double time) const
{
    const QString number = QLocale().toString(m_units.shown(Quantity::Time, time), 'f', 4);
    return m_units.atoms() ? tr("%1 ps").arg(number) : number;
}

void ComparisonWindow::connectControls(QPushButton* step, QPushButton* restartButton)
{
    connect(m_play, &QPushButton::clicked, this, [this] {
        if (m_frame && m_frame->running)
            m_controller->pause();
        else if (m_frame && m_frame->finished)
            restart(), m_controller->play();
        else
            m_controller->play();
    });
    connect(step, &QPushButton::clicked, m_controller, &SimulationController::stepEvent);
    connect(restartButton, &QPushButton::clicked, this, [this] { restart(); });
    // A figure of one engine against the other means something only for one set of settings
    // from one initial state: a changed setting restarts both from t = 0 (and keeps playing).
    const auto restartPlayingOn = [this] { restart(SessionStart::PlayOn); };
    connect(m_dt, &TimeSpinBox::reducedValueEdited, this, restartPlayingOn);
    connect(m_broadphase, &QComboBox::currentIndexChanged, this, restartPlayingOn);
    connect(m_response, &QComboBox::currentIndexChanged, this, restartPlayingOn);
    connect(m_speed, &TimeSpinBox::reducedValueEdited, m_controller, &SimulationController::setSpeed);
    connect(m_stopTime, &TimeSpinBox::reducedValueEdited, m_controller, &SimulationController::setStopTime);
}

ComparisonWindow::~ComparisonWindow() = default;

void ComparisonWindow::setScenario(const Scenario& scenario)
{
    m_scenario = scenario;
    setSettings(scenario.engine);
}

void ComparisonWindow::setSettings(const EngineConfig& settings)
{
    const QSignalBlocker blockBroadphase(m_broadphase), blockResponse(m_response);
    m_dt->setReducedValue(settings.dt);
    m_broadphase->setCurrentIndex(m_broadphase->findData(static_cast<int>(settings.broadphase)));
    m_response->setCurrentIndex(m_response->findData(static_cast<int>(settings.response)));
    restart();
}

EngineConfig ComparisonWindow::settings() const
{
    EngineConfig s;
    s.kind = EngineKind::TimeDriven;
    s.dt = m_dt->reducedValue();
    s.broadphase = static_cast<Broadphase>(m_broadphase->currentData().toInt());
    s.response = static_cast<Response>(m_response->currentData().toInt());
    return s;
}

void ComparisonWindow::setSpeed(double speed)
{
    m_speed->setReducedValue(speed);
    m_controller->setSpeed(speed);
}

void ComparisonWindow::setStopTime(double until)
{
    m_stopTime->setReducedValue(until);
    m_controller->setStopTime(until);
}

void ComparisonWindow::restart(SessionStart how)
{
    m_controller->compare(m_scenario, settings(), how);
    m_controller->setSpeed(m_speed->reducedValue());
    m_controller->setStopTime(m_stopTime->reducedValue());
}


void ComparisonWindow::showFrame(const FramePtr& frame)
{
    if (!frame->comparison)
        return;
    m_frame = frame;
    const ComparisonFrame& comparison = *frame->comparison;
    m_steppedView->setHighlights(comparison.overlapping, comparison.missed,
                                 static_cast<std::int64_t>(comparison.report.time.overlaps),
                                 static_cast<std::int64_t>(comparison.recentMissedCollisions));
    m_steppedView->showScene(sceneOfFrame(comparison.stepped));
    m_exactView->showScene(sceneOfFrame(frame));
    m_play->setText(frame->running ? tr("Pause") : tr("Play"));
    m_time->setText(tr("t = %1%2").arg(timeText(frame->state.time), frame->finished ? tr(" (finished)") : QString()));
    showFiguresFrom(*frame);
    showMetrics(comparison);
}

void ComparisonWindow::showFiguresFrom(const FrameSnapshot& frame)
{
    const QLocale locale;
    const EngineConfig& s = frame.comparison->settings;
    const QString dt = locale.toString(m_units.shown(Quantity::Time, s.dt), 'g', 6);
    m_figuresFrom->setText(
        tr("Figures from t = 0 to t = %1 with the time-driven engine at dt = %2, broad phase %3, response %4.")
            .arg(timeText(frame.state.time), m_units.atoms() ? tr("%1 ps").arg(dt) : dt,
                 QString::fromLatin1(broadphaseName(s.broadphase)),
                 m_response->itemText(m_response->findData(static_cast<int>(s.response)))));
}

void ComparisonWindow::showMetrics(const ComparisonFrame& comparison)
{
    const ComparisonReport& r = comparison.report;
    const TimeDrivenFigures& steps = r.timeDriven;
    auto set = [&](int row, const QString& timeDriven, const QString& eventDriven) {
        m_metrics->item(row, 0)->setText(timeDriven);
        m_metrics->item(row, 1)->setText(eventDriven);
    };
    auto rate = [](double work, double seconds) { return seconds > 0.0 ? readableCount(work / seconds) : QStringLiteral("-"); };
    set(Collisions, readableCount(r.time.collisions), readableCount(r.event.collisions));
    set(OverlapsNow, readableCount(r.time.overlaps), readableCount(r.event.overlaps));
    set(OverlapsTotal, readableCount(steps.overlapsCumulative), readableCount(0.0));
    set(DeepestOverlap, readableFigure(steps.maxOverlapEver), readableFigure(r.event.maxOverlap));
    // The exact engine misses nothing by construction: every contact is an event.
    set(Missed, readableCount(steps.missedCollisions), readableCount(0.0));
    set(EnergyDrift, readableRelativeDrift(r.time.energyDrift), readableRelativeDrift(r.event.energyDrift));
    set(MomentumDrift, readableRelativeDrift(r.time.momentumDrift), readableRelativeDrift(r.event.momentumDrift));
    // Wall seconds per simulated ps: those of one time unit over its length in ps.
    const double perTime = 1.0 / m_units.factor(Quantity::Time), length = m_units.factor(Quantity::Length);
    set(CostPerTime, readableFigure(r.timeSecondsPerTimeUnit * perTime), readableFigure(r.eventSecondsPerTimeUnit * perTime));
    set(Rate, rate(steps.steps, r.time.wallSeconds), rate(r.event.events, r.event.wallSeconds));
    const QString reference = tr("reference");
    const DeviationFigures& d = r.deviation;
    set(DeviationMean, readableFigure(d.positionMean * length), reference);
    set(DeviationMax, readableFigure(d.positionMax * length), reference);
    set(FirstDifference,
        d.firstDifferenceTime ? readableFigure(m_units.shown(Quantity::Time, *d.firstDifferenceTime)) : tr("none yet"),
        reference);
}

} // namespace disklab
