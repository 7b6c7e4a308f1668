#include "app/run/status_bar_presenter.h"

#include <QLabel>
#include <QLocale>
#include <QStatusBar>

namespace disklab {

StatusBarPresenter::StatusBarPresenter(QStatusBar& bar) : QObject(&bar)
{
    m_time = addField(bar, tr("Simulated time, in the units View ▸ Units chose"));
    m_events = addField(bar, tr("Events processed: collisions, cell or shell crossings, wall stops"));
    m_collisions = addField(bar, tr("Collisions: disk-disk and disk-wall"));
    m_frameRate = addField(bar, tr("Frames drawn per second"));
    m_disks = addField(bar, tr("Number of disks"));
    m_engine = addField(bar, tr("Engine"));
}

QLabel* StatusBarPresenter::addField(QStatusBar& bar, const QString& tip)
{
    auto* label = new QLabel(&bar);
    label->setToolTip(tip);
    label->setContentsMargins(6, 0, 6, 0);
    bar.addPermanentWidget(label);
    return label;
}

void StatusBarPresenter::showScene(const SceneState& scene, bool edited)
{
    if (scene.isEmpty())
        return;
    const QLocale locale;
    m_edited = edited;
    m_disks->setText(tr("N = %1").arg(locale.toString(qulonglong(scene.state->size()))));
    if (edited) {
        // The edited scenario has not run: no time or counts of its own, and the run's would
        // describe other disks.
        m_time->setText(tr("editing (t = 0)"));
        m_events->clear();
        m_collisions->clear();
        return;
    }
    m_runTime = scene.state->time;
    showTime();
    showRunFigures();
}

void StatusBarPresenter::setUnits(const UnitSystem& units)
{
    m_units = units;
    if (!m_edited && m_hasRunFigures)
        showTime();
    showRunFigures();
}

void StatusBarPresenter::showTime()
{
    const QString time = QLocale().toString(m_units.shown(Quantity::Time, m_runTime), 'f', 3);
    m_time->setText(m_units.atoms() ? tr("t = %1 ps").arg(time) : tr("t = %1").arg(time));
}

void StatusBarPresenter::showRunFigures(const FrameSnapshot& frame)
{
    m_totals = frame.totals;
    m_engineChoice = frame.engine;
    m_aggregating = frame.aggregation != nullptr;
    m_hasRunFigures = true;
    if (!m_edited)
        showRunFigures();
}

void StatusBarPresenter::showRunFigures()
{
    if (!m_hasRunFigures)
        return;
    const QLocale locale;
    m_events->setText(tr("events %1").arg(locale.toString(qulonglong(m_totals.events))));
    m_collisions->setText(tr("collisions %1").arg(locale.toString(qulonglong(m_totals.collisions))));
    const QString number = locale.toString(m_units.shown(Quantity::Time, m_engineChoice.dt), 'g', 3);
    const QString dt = m_units.atoms() ? tr("%1 ps").arg(number) : number;
    if (m_aggregating) {
        m_engine->setText(tr("aggregation"));
        return;
    }
    switch (m_engineChoice.kind) {
    case EngineKind::EventDriven: m_engine->setText(tr("event-driven")); break;
    case EngineKind::TimeDriven: m_engine->setText(tr("time-driven, dt = %1").arg(dt)); break;
    case EngineKind::Force: m_engine->setText(tr("forces, dt = %1").arg(dt)); break;
    }
}

void StatusBarPresenter::showFrameRate(double framesPerSecond)
{
    // Paused, the view repaints only when something changes: say so rather than "0 FPS".
    m_frameRate->setText(framesPerSecond > 0.0 ? tr("%1 FPS").arg(QLocale().toString(framesPerSecond, 'f', 0))
                                               : tr("idle"));
}

} // namespace disklab
