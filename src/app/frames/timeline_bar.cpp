#include "app/frames/timeline_bar.h"

#include "app/frames/timeline_track.h"
#include "runtime/simulation_controller.h"

#include <QAction>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QStyle>
#include <QToolButton>

namespace disklab {
namespace {

/// A frame of the live view: the simulated time one tick shows at the run's speed.
constexpr double kFrameSeconds = 1.0 / 60.0;

QToolButton* frameButton(QWidget* parent, QStyle::StandardPixmap icon, const QString& tip)
{
    auto* button = new QToolButton(parent);
    button->setIcon(parent->style()->standardIcon(icon));
    button->setToolTip(tip);
    button->setAccessibleName(tip);
    button->setAutoRaise(true);
    button->setAutoRepeat(true);
    return button;
}

} // namespace

TimelineBar::TimelineBar(SimulationController& simulation, QWidget* parent)
    : QWidget(parent), m_simulation(simulation), m_track(new TimelineTrack(this)),
      m_back(frameButton(this, QStyle::SP_MediaSeekBackward, tr("One frame back"))),
      m_forward(frameButton(this, QStyle::SP_MediaSeekForward, tr("One frame forward"))),
      m_layout(new QHBoxLayout(this)), m_time(new QLabel(this))
{
    setObjectName(QStringLiteral("timelineBar"));
    m_track->setAccessibleName(tr("Timeline"));
    m_track->setMarkerNames([this](const TimelineMarker& marker) { return markerText(marker); });
    m_track->setTimeText([this](double time) { return tr("Go to t = %1").arg(timeText(time)); });
    m_layout->setContentsMargins(4, 0, 4, 2);
    m_layout->setSpacing(2);
    m_layout->addWidget(m_back);
    m_layout->addWidget(m_track, 1);
    m_layout->addWidget(m_forward);
    m_layout->addSpacing(6);
    m_layout->addWidget(m_time);
    connect(m_track, &TimelineTrack::seekRequested, &m_simulation, &SimulationController::seek);
    connect(m_track, &TimelineTrack::frameStepRequested, this, &TimelineBar::stepFrames);
    connect(m_back, &QToolButton::clicked, this, [this] { stepFrames(-1); });
    connect(m_forward, &QToolButton::clicked, this, [this] { stepFrames(+1); });
    setEnabled(false);
    showLabels();
}

void TimelineBar::showFrame(const FramePtr& frame)
{
    m_frame = frame;
    const RunTimeline* timeline = frame->timeline.get();
    setEnabled(timeline != nullptr);
    for (QAction* action : m_collisionActions)
        action->setEnabled(timeline != nullptr);
    if (!timeline) {
        m_track->show(0.0, 0.0, {});
        showLabels();
        return;
    }
    if (frame->generation != m_generation) {
        m_generation = frame->generation;
        m_history = timeline->history;
    } else if (timeline->history != m_history) {
        m_history = timeline->history;
        emit message(tr("A new history starts at t = %1: the lab was turned at a rewound moment, so the run "
                        "after it was dropped").arg(timeText(frame->state.time)));
    }
    m_track->show(timeline->reached, frame->state.time, timeline->markers);
    showLabels();
}

void TimelineBar::addCollisionButtons(QAction* previous, QAction* next)
{
    previous->setIcon(style()->standardIcon(QStyle::SP_MediaSkipBackward));
    next->setIcon(style()->standardIcon(QStyle::SP_MediaSkipForward));
    const auto button = [this](QAction* action) {
        auto* button = new QToolButton(this);
        button->setDefaultAction(action);
        button->setAutoRaise(true);
        button->setAccessibleName(action->toolTip());
        return button;
    };
    // Outside the frame buttons: a collision is the larger step.
    m_layout->insertWidget(0, button(previous));
    m_layout->insertWidget(m_layout->indexOf(m_forward) + 1, button(next));
    m_collisionActions = {previous, next};
    for (QAction* action : m_collisionActions)
        action->setEnabled(isEnabled());
}

void TimelineBar::setUnits(const UnitSystem& units)
{
    m_units = units;
    showLabels();
}

bool TimelineBar::isRewound() const
{
    return m_frame && m_frame->timeline && m_frame->state.time < m_frame->timeline->reached;
}

void TimelineBar::stepFrames(int direction)
{
    if (!m_frame || !m_frame->timeline)
        return;
    const double frame = m_frame->speed * kFrameSeconds;
    const double target = m_frame->state.time + direction * frame;
    // Within the run so far a step is a seek, which keeps a time-driven engine on its step grid
    // and so on the history it played; beyond it, a new frame of the run.
    if (target <= m_frame->timeline->reached)
        m_simulation.seek(std::max(0.0, target));
    else
        m_simulation.stepFrame();
}

QString TimelineBar::timeText(double time) const
{
    const QString number = QLocale().toString(m_units.shown(Quantity::Time, time), 'f', 3);
    return m_units.atoms() ? tr("%1 ps").arg(number) : number;
}

QString TimelineBar::timeLabel() const
{
    const double now = m_frame ? m_frame->state.time : 0.0;
    const double reached = m_frame && m_frame->timeline ? m_frame->timeline->reached : 0.0;
    return tr("t = %1 of %2").arg(timeText(now), timeText(reached));
}

void TimelineBar::showLabels()
{
    m_time->setText(timeLabel());
    const RunTimeline* timeline = m_frame ? m_frame->timeline.get() : nullptr;
    // What the rewinding costs: the checkpoints kept in memory behind it. Every run has them
    // once its first frame is out; before that the bar is disabled and says nothing.
    setToolTip(timeline ? tr("%n checkpoints, %1 MB", nullptr, int(timeline->checkpoints))
                              .arg(QLocale().toString(timeline->checkpointBytes / 1e6, 'f', 1))
                        : QString());
}

QString TimelineBar::markerText(const TimelineMarker& marker) const
{
    const QString at = timeText(marker.time);
    switch (marker.event) {
    case TimelineEvent::FirstOverlap: return tr("First overlap of two disks, t = %1").arg(at);
    case TimelineEvent::FirstTunnelling: return tr("First missed collision (tunnelling), t = %1").arg(at);
    case TimelineEvent::Merge: return tr("%n cluster merges, t = %1", nullptr, int(marker.count)).arg(at);
    case TimelineEvent::PumpInjection: return tr("The pump brought in %n disks, t = %1", nullptr, int(marker.count)).arg(at);
    case TimelineEvent::PistonHeld: return tr("Piston taken by hand, t = %1").arg(at);
    case TimelineEvent::PistonReleased: return tr("Piston released, t = %1").arg(at);
    case TimelineEvent::LabControl: break;
    }
    return tr("A lab control turned, t = %1").arg(at);
}

} // namespace disklab
