#pragma once
// The timeline under a run's view (the main window's, comparison mode's panes): the simulated
// time of the run so far, a handle to drag or click to any moment it reached, a frame back and
// forward, a collision back and forward, and markers of notable events (runtime/run_timeline.h).
// Seeking pauses the run at the moment shown; Play goes on from there along the same history.
// Its times are written in the units View ▸ Units chose.

#include "app/units/unit_system.h"
#include "runtime/frame_snapshot.h"
#include "runtime/run_timeline.h"

#include <QWidget>

#include <cstdint>

class QAction;
class QHBoxLayout;
class QLabel;
class QToolButton;

namespace disklab {

class SimulationController;
class TimelineTrack;

class TimelineBar : public QWidget {
    Q_OBJECT
public:
    /// Seeks `simulation`'s run; give it that run's frames only.
    TimelineBar(SimulationController& simulation, QWidget* parent = nullptr);

    /// Follows the run: its extent, the moment shown, markers, checkpoints. GUI thread.
    void showFrame(const FramePtr& frame);
    void setUnits(const UnitSystem& units);
    /// Buttons for the window's actions that go to the previous and the next collision, beside
    /// the frame buttons; enabled while the run has a timeline.
    void addCollisionButtons(QAction* previous, QAction* next);
    /// Whether the moment shown lies before the furthest the run reached.
    bool isRewound() const;

    TimelineTrack& track() const { return *m_track; }
    /// "t = 1.25 of 4.00 ps": the moment shown and the run's extent.
    QString timeLabel() const;
    /// What a marker's tooltip says: the event and its time.
    QString markerText(const TimelineMarker& marker) const;
    /// A simulated time in the chosen units: "1.25 ps", or "1.25" in reduced units.
    QString timeText(double time) const;

signals:
    /// For the status bar.
    void message(const QString& text);

private:
    void stepFrames(int direction);
    void showLabels();

    SimulationController& m_simulation;
    TimelineTrack* m_track;
    QToolButton* m_back;
    QToolButton* m_forward;
    QHBoxLayout* m_layout;
    QList<QAction*> m_collisionActions;
    QLabel* m_time;
    UnitSystem m_units;
    FramePtr m_frame;
    std::uint64_t m_generation = UINT64_MAX;
    std::uint64_t m_history = 0;
};

} // namespace disklab
