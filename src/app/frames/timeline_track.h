#pragma once
// The timeline's track: the run so far from t = 0 to the furthest moment this history reached,
// the moment shown as a handle, and the markers of notable events above it. Click or drag to
// go anywhere; a click on a marker goes to its moment. Keys: Left/Right a frame, Page Up/Down a
// tenth of the run, Home/End its ends. Times are in reduced units; the bar around it writes them.

#include "runtime/run_timeline.h"

#include <QWidget>

#include <functional>
#include <vector>

namespace disklab {

class TimelineTrack : public QWidget {
    Q_OBJECT
public:
    explicit TimelineTrack(QWidget* parent = nullptr);

    /// The run's extent, the moment shown and the markers. GUI thread.
    void show(double reached, double now, std::vector<TimelineMarker> markers);
    double reached() const { return m_reached; }
    double now() const { return m_now; }
    const std::vector<TimelineMarker>& markers() const { return m_markers; }
    /// Where marker `index` is drawn, in the track's coordinates (for tests and tooltips).
    QPoint markerPosition(std::size_t index) const;
    /// Names an event for tooltips; the bar gives the words.
    void setMarkerNames(std::function<QString(const TimelineMarker&)> name) { m_markerName = std::move(name); }
    /// Writes a time for the tooltip under the pointer.
    void setTimeText(std::function<QString(double)> text) { m_timeText = std::move(text); }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    /// The user asked for simulated `time` (a click, a drag, a marker, Home/End/Page keys).
    void seekRequested(double time);
    /// Left (-1) or Right (+1): one frame back or forward.
    void frameStepRequested(int direction);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    bool event(QEvent* event) override;

private:
    QRect groove() const;
    int xOf(double time) const;
    double timeAt(int x) const;
    /// The marker drawn under `point`, or -1.
    int markerAt(QPoint point) const;
    void paintMarkers(QPainter& painter) const;
    void paintHandle(QPainter& painter) const;

    double m_reached = 0.0;
    double m_now = 0.0;
    std::vector<TimelineMarker> m_markers;
    std::function<QString(const TimelineMarker&)> m_markerName;
    std::function<QString(double)> m_timeText;
};

/// The colour a marker of `event` is drawn in.
QColor timelineMarkerColour(TimelineEvent event);

} // namespace disklab
