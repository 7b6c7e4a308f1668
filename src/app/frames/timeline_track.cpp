#include "app/frames/timeline_track.h"

#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace disklab {
namespace {

constexpr int kMarkerRow = 9;   // pixels above the groove the markers take
constexpr int kGroove = 6;      // the groove's thickness
constexpr int kHandle = 7;      // the handle's half width
constexpr int kMarkerHalf = 4;  // a marker's half width, and how near a click must come
// The least width: short enough that the bar, with its four step buttons and the time, leaves a
// 1024 px window room for the docks on either side of the view.
constexpr int kShortestTrack = 60;

bool isFrequent(TimelineEvent event)
{
    return event == TimelineEvent::Merge || event == TimelineEvent::PumpInjection;
}

} // namespace

QColor timelineMarkerColour(TimelineEvent event)
{
    switch (event) {
    case TimelineEvent::FirstOverlap: return QColor(214, 39, 40);
    case TimelineEvent::FirstTunnelling: return QColor(148, 103, 189);
    case TimelineEvent::Merge: return QColor(44, 160, 44);
    case TimelineEvent::PumpInjection: return QColor(31, 119, 180);
    case TimelineEvent::PistonHeld:
    case TimelineEvent::PistonReleased: return QColor(255, 127, 14);
    case TimelineEvent::LabControl: break;
    }
    return QColor(140, 86, 75);
}

TimelineTrack::TimelineTrack(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("timelineTrack"));
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(false);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

QSize TimelineTrack::sizeHint() const
{
    return {400, kMarkerRow + 2 * kHandle + 4};
}

QSize TimelineTrack::minimumSizeHint() const
{
    return {kShortestTrack, sizeHint().height()};
}

void TimelineTrack::show(double reached, double now, std::vector<TimelineMarker> markers)
{
    m_reached = std::max(reached, 0.0);
    m_now = std::clamp(now, 0.0, m_reached);
    m_markers = std::move(markers);
    update();
}

QRect TimelineTrack::groove() const
{
    const int top = kMarkerRow + kHandle - kGroove / 2 + 2;
    return {kHandle, top, std::max(1, width() - 2 * kHandle), kGroove};
}

int TimelineTrack::xOf(double time) const
{
    const QRect g = groove();
    const double share = m_reached > 0.0 ? std::clamp(time / m_reached, 0.0, 1.0) : 0.0;
    return g.left() + int(std::lround(share * (g.width() - 1)));
}

double TimelineTrack::timeAt(int x) const
{
    const QRect g = groove();
    const double share = std::clamp(double(x - g.left()) / std::max(1, g.width() - 1), 0.0, 1.0);
    return share * m_reached;
}

QPoint TimelineTrack::markerPosition(std::size_t index) const
{
    return {xOf(m_markers.at(index).time), kMarkerRow / 2 + 1};
}

int TimelineTrack::markerAt(QPoint point) const
{
    if (point.y() > kMarkerRow + 1)
        return -1;
    int best = -1;
    int nearest = kMarkerHalf + 1;
    for (std::size_t i = 0; i < m_markers.size(); ++i) {
        const int distance = std::abs(markerPosition(i).x() - point.x());
        if (distance < nearest) {
            nearest = distance;
            best = int(i);
        }
    }
    return best;
}

void TimelineTrack::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRect g = groove();
    painter.setPen(Qt::NoPen);
    painter.setBrush(palette().color(isEnabled() ? QPalette::Mid : QPalette::Midlight));
    painter.drawRoundedRect(g, kGroove / 2.0, kGroove / 2.0);
    QRect played = g;
    played.setRight(xOf(m_now));
    painter.setBrush(palette().color(isEnabled() ? QPalette::Highlight : QPalette::Mid));
    painter.drawRoundedRect(played, kGroove / 2.0, kGroove / 2.0);
    paintMarkers(painter);
    if (isEnabled())
        paintHandle(painter);
}

void TimelineTrack::paintMarkers(QPainter& painter) const
{
    // Merges and injections come by the hundred: a thin tick each, once per pixel column. The
    // rare events (the first overlap or tunnelling, the lab's hand and controls) are triangles
    // drawn over them, so that none is lost among the frequent ones.
    int lastTick = -1;
    for (std::size_t i = 0; i < m_markers.size(); ++i) {
        if (!isFrequent(m_markers[i].event))
            continue;
        const int x = markerPosition(i).x();
        if (x != lastTick)
            painter.fillRect(QRect(x, kMarkerRow / 2, 1, kMarkerRow / 2 + 1), timelineMarkerColour(m_markers[i].event));
        lastTick = x;
    }
    painter.setPen(QPen(palette().color(QPalette::Base), 1));
    for (std::size_t i = 0; i < m_markers.size(); ++i) {
        if (isFrequent(m_markers[i].event))
            continue;
        const int x = markerPosition(i).x();
        painter.setBrush(timelineMarkerColour(m_markers[i].event));
        // A triangle pointing down at its moment on the groove.
        painter.drawPolygon(QPolygon({QPoint(x - kMarkerHalf, 1), QPoint(x + kMarkerHalf, 1), QPoint(x, kMarkerRow)}));
    }
}

void TimelineTrack::paintHandle(QPainter& painter) const
{
    const QRect g = groove();
    const QPointF centre(xOf(m_now), g.center().y() + 0.5);
    painter.setPen(QPen(palette().color(QPalette::Highlight).darker(130), hasFocus() ? 2.5 : 1.2));
    painter.setBrush(palette().color(QPalette::Button));
    painter.drawEllipse(centre, kHandle - 1.0, kHandle - 1.0);
}

void TimelineTrack::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton || m_reached <= 0.0)
        return;
    const int marker = markerAt(event->position().toPoint());
    emit seekRequested(marker >= 0 ? m_markers[std::size_t(marker)].time : timeAt(event->position().toPoint().x()));
}

void TimelineTrack::mouseMoveEvent(QMouseEvent* event)
{
    if ((event->buttons() & Qt::LeftButton) && m_reached > 0.0)
        emit seekRequested(timeAt(event->position().toPoint().x()));
}

void TimelineTrack::keyPressEvent(QKeyEvent* event)
{
    switch (event->key()) {
    case Qt::Key_Left: emit frameStepRequested(-1); break;
    case Qt::Key_Right: emit frameStepRequested(+1); break;
    case Qt::Key_Home: emit seekRequested(0.0); break;
    case Qt::Key_End: emit seekRequested(m_reached); break;
    case Qt::Key_PageUp: emit seekRequested(std::max(0.0, m_now - m_reached / 10.0)); break;
    case Qt::Key_PageDown: emit seekRequested(std::min(m_reached, m_now + m_reached / 10.0)); break;
    default: QWidget::keyPressEvent(event); return;
    }
    event->accept();
}

bool TimelineTrack::event(QEvent* event)
{
    if (event->type() != QEvent::ToolTip)
        return QWidget::event(event);
    const QPoint at = static_cast<QHelpEvent*>(event)->pos();
    const int marker = markerAt(at);
    QString text;
    if (marker >= 0 && m_markerName)
        text = m_markerName(m_markers[std::size_t(marker)]);
    else if (m_timeText && m_reached > 0.0)
        text = m_timeText(timeAt(at.x()));
    if (text.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(static_cast<QHelpEvent*>(event)->globalPos(), text, this);
    return true;
}

} // namespace disklab
