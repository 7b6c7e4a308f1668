#include "app/comparison_window.h"

#include "app/comparison_pane.h"
#include "app/readable_number.h"
#include "runtime/comparison_controller.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
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


}

ComparisonWindow::ComparisonWindow(QWidget* parent)
    : QWidget(parent, Qt::Window),
      m_controller(new ComparisonController(this)),
      m_steppedView(new ComparisonPane(tr("Time-driven"), true)),
      m_exactView(new ComparisonPane(tr("Event-driven (exact)"), false)),
      m_metrics(new QTableWidget(RowCount, 2)),
      m_dt(new QDoubleSpinBox),
      m_broadphase(new QComboBox),
      m_response(new QComboBox),
      m_speed(new QDoubleSpinBox),
      m_stopTime(new QDoubleSpinBox),
      m_play(new QPushButton(tr("Play"))),
      m_time(new QLabel),
      m_figuresFrom(new QLabel)
{
    setObjectName(QStringLiteral("comparisonWindow"));
    auto* step = new QPushButton(tr("Step dt"));
    auto* restartButton = new QPushButton(tr("Restart"));
    setWindowTitle(tr("DiskLab: Compare Engines"));
    m_dt->setObjectName(QStringLiteral("dt"));
    m_broadphase->setObjectName(QStringLiteral("broadphase"));
    m_response->setObjectName(QStringLiteral("response"));
    step->setObjectName(QStringLiteral("stepDt"));
    m_dt->setDecimals(6);
    m_dt->setRange(1e-6, 10.0);
    m_dt->setSingleStep(1e-3);
    // A new dt restarts both engines, so it takes effect when typing is done, not per keystroke.
    m_dt->setKeyboardTracking(false);
    for (Broadphase b : kAllBroadphases)
        m_broadphase->addItem(QString::fromLatin1(broadphaseName(b)), static_cast<int>(b));
    m_response->addItem(tr("naive"), static_cast<int>(Response::Naive));
    m_response->addItem(tr("rollback"), static_cast<int>(Response::Rollback));
    m_speed->setRange(1e-4, 1e5);
    m_speed->setDecimals(4);
    m_speed->setValue(1.0);
    m_stopTime->setRange(0.0, 1e9);
    m_stopTime->setSpecialValueText(tr("never"));

    auto* controlsRow = new QHBoxLayout;
    controlsRow->addWidget(new QLabel(tr("dt:")));
    controlsRow->addWidget(m_dt);
    controlsRow->addWidget(new QLabel(tr("Broad phase:")));
    controlsRow->addWidget(m_broadphase);
    controlsRow->addWidget(new QLabel(tr("Response:")));
    controlsRow->addWidget(m_response);
    controlsRow->addWidget(new QLabel(tr("Speed:")));
    controlsRow->addWidget(m_speed);
    controlsRow->addWidget(new QLabel(tr("Stop at t =")));
    controlsRow->addWidget(m_stopTime);
    controlsRow->addWidget(m_play);
    controlsRow->addWidget(step);
    controlsRow->addWidget(restartButton);
    controlsRow->addStretch(1);
    controlsRow->addWidget(m_time);

    auto* views = new QSplitter(Qt::Horizontal);
    views->addWidget(m_steppedView);
    views->addWidget(m_exactView);
    m_metrics->setHorizontalHeaderLabels({tr("Time-driven"), tr("Event-driven")});
    m_metrics->setVerticalHeaderLabels({tr("Collisions"), tr("Overlapping pairs now"),
                                        tr("Overlapping pairs, summed over steps"),
                                        tr("Deepest overlap (fraction of contact distance)"), tr("Missed collisions"),
                                        tr("Energy drift (relative)"), tr("Momentum drift (relative)"),
                                        tr("Wall seconds per simulated time unit"), tr("Steps / events per second"),
                                        tr("Trajectory deviation, mean [length]"), tr("Trajectory deviation, max [length]"),
                                        tr("First different collision at t =")});
    m_metrics->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_metrics->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_metrics->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    for (int r = 0; r < RowCount; ++r)
        for (int c = 0; c < 2; ++c)
            m_metrics->setItem(r, c, new QTableWidgetItem);
    auto* metricsPanel = new QWidget;
    auto* metricsLayout = new QVBoxLayout(metricsPanel);
    metricsLayout->setContentsMargins(0, 0, 0, 0);
    m_figuresFrom->setObjectName(QStringLiteral("figuresFrom"));
    m_figuresFrom->setWordWrap(true);
    metricsLayout->addWidget(m_figuresFrom);
    metricsLayout->addWidget(m_metrics, 1);
    auto* split = new QSplitter(Qt::Vertical);
    split->addWidget(views);
    split->addWidget(metricsPanel);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    // Stretch factors only share out growth; without sizes the table's large size hint left the
    // two views a thin strip at the top.
    split->setSizes({700, 260});
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(controlsRow);
    layout->addWidget(split, 1);
    resize(1500, 950);

    connect(m_controller, &ComparisonController::frameReady, this, &ComparisonWindow::showFrame);
    connect(m_controller, &ComparisonController::failed, this,
            [this](const QString& message) { QMessageBox::warning(this, tr("Comparison Error"), message); });
    connect(m_play, &QPushButton::clicked, this, [this] {
        if (m_frame && m_frame->running)
            m_controller->pause();
        else if (m_frame && m_frame->finished)
            restart(), m_controller->play();
        else
            m_controller->play();
    });
    connect(step, &QPushButton::clicked, m_controller, &ComparisonController::stepOnce);
    connect(restartButton, &QPushButton::clicked, this, &ComparisonWindow::restart);
    // A figure of one engine against the other means something only for one set of settings
    // from one initial state: a changed setting restarts both from t = 0 (and keeps playing).
    connect(m_dt, &QDoubleSpinBox::valueChanged, this, &ComparisonWindow::restartWithNewSettings);
    connect(m_broadphase, &QComboBox::currentIndexChanged, this, &ComparisonWindow::restartWithNewSettings);
    connect(m_response, &QComboBox::currentIndexChanged, this, &ComparisonWindow::restartWithNewSettings);
    connect(m_speed, &QDoubleSpinBox::valueChanged, m_controller, &ComparisonController::setSpeed);
    connect(m_stopTime, &QDoubleSpinBox::valueChanged, m_controller, &ComparisonController::setStopTime);
}

ComparisonWindow::~ComparisonWindow() = default;

void ComparisonWindow::setScenario(const Scenario& scenario)
{
    m_scenario = scenario;
    setSettings(scenario.engine);
}

void ComparisonWindow::setSettings(const EngineConfig& settings)
{
    const QSignalBlocker blockDt(m_dt), blockBroadphase(m_broadphase), blockResponse(m_response);
    m_dt->setValue(settings.dt);
    m_broadphase->setCurrentIndex(m_broadphase->findData(static_cast<int>(settings.broadphase)));
    m_response->setCurrentIndex(m_response->findData(static_cast<int>(settings.response)));
    restart();
}

EngineConfig ComparisonWindow::settings() const
{
    EngineConfig s;
    s.kind = EngineKind::TimeDriven;
    s.dt = m_dt->value();
    s.broadphase = static_cast<Broadphase>(m_broadphase->currentData().toInt());
    s.response = static_cast<Response>(m_response->currentData().toInt());
    return s;
}

void ComparisonWindow::setSpeed(double speed)
{
    m_speed->setValue(speed);
    m_controller->setSpeed(speed);
}

void ComparisonWindow::setStopTime(double until)
{
    m_stopTime->setValue(until);
    m_controller->setStopTime(until);
}

void ComparisonWindow::restart()
{
    m_controller->load(m_scenario, settings());
    m_controller->setSpeed(m_speed->value());
    m_controller->setStopTime(m_stopTime->value());
}

void ComparisonWindow::restartWithNewSettings()
{
    const bool playing = m_frame && m_frame->running;
    restart();
    if (playing)
        m_controller->play();
}

void ComparisonWindow::showFrame()
{
    const ComparisonFramePtr frame = m_controller->takeFrame();
    if (!frame)
        return;
    m_frame = frame;
    auto asFrame = [&](const Snapshot& state) {
        auto f = std::make_shared<FrameSnapshot>();
        f->generation = frame->generation;
        f->scenario = frame->scenario;
        f->state = state;
        f->running = frame->running;
        return FramePtr(std::move(f));
    };
    m_steppedView->setHighlights(frame->overlapping, frame->missed,
                                 static_cast<std::int64_t>(frame->result.time["overlaps"].toDouble()),
                                 static_cast<std::int64_t>(frame->recentMissedCollisions));
    m_steppedView->showFrame(asFrame(frame->stepped));
    m_exactView->showFrame(asFrame(frame->exact));
    m_play->setText(frame->running ? tr("Pause") : tr("Play"));
    m_time->setText(tr("t = %1%2").arg(QLocale().toString(frame->exact.time, 'f', 4), frame->finished ? tr(" (finished)") : QString()));
    showFiguresFrom(*frame);
    showMetrics(*frame);
    emit frameShown(frame);
}

void ComparisonWindow::showFiguresFrom(const ComparisonFrame& frame)
{
    const QLocale locale;
    const EngineConfig& s = frame.settings;
    m_figuresFrom->setText(
        tr("Figures from t = 0 to t = %1 with the time-driven engine at dt = %2, broad phase %3, response %4.")
            .arg(locale.toString(frame.exact.time, 'f', 4), locale.toString(s.dt, 'g', 6),
                 QString::fromLatin1(broadphaseName(s.broadphase)),
                 m_response->itemText(m_response->findData(static_cast<int>(s.response)))));
}

void ComparisonWindow::showMetrics(const ComparisonFrame& frame)
{
    const QJsonObject engines[] = {frame.result.time, frame.result.event};
    for (int c = 0; c < 2; ++c) {
        const QJsonObject& o = engines[c];
        const bool stepped = c == 0;
        auto set = [&](int row, const QString& text) { m_metrics->item(row, c)->setText(text); };
        set(Collisions, readableCount(o["collisions"].toDouble()));
        set(OverlapsNow, readableCount(o["overlaps"].toDouble()));
        set(OverlapsTotal, readableCount(stepped ? o["overlaps_cumulative"].toDouble() : 0.0));
        set(DeepestOverlap, readableFigure(stepped ? o["max_overlap_ever"].toDouble() : o["max_overlap"].toDouble()));
        set(Missed, readableCount(o["missed_collisions"].toDouble()));
        set(EnergyDrift, readableRelativeDrift(o["energy_drift"].toDouble()));
        set(MomentumDrift, readableRelativeDrift(o["momentum_drift"].toDouble()));
        set(CostPerTime, readableFigure(o["wall_seconds_per_time_unit"].toDouble()));
        const double seconds = o["wall_seconds"].toDouble();
        set(Rate, seconds > 0.0 ? readableCount((stepped ? o["steps"].toDouble() : o["events"].toDouble()) / seconds)
                                : QStringLiteral("-"));
        const QString reference = stepped ? QString() : tr("reference");
        const QJsonValue first = frame.result.deviation["first_difference_time"];
        set(DeviationMean, stepped ? readableFigure(frame.result.deviation["position_mean"].toDouble()) : reference);
        set(DeviationMax, stepped ? readableFigure(frame.result.deviation["position_max"].toDouble()) : reference);
        set(FirstDifference, stepped ? (first.isNull() ? tr("none yet") : readableFigure(first.toDouble())) : reference);
    }
}

} // namespace disklab
