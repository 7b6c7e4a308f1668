#pragma once
// The status bar's permanent readouts: simulated time, events, collisions, frames per second,
// number of disks and engine.

#include "runtime/frame_snapshot.h"

#include <QObject>

class QLabel;
class QStatusBar;

namespace disklab {

class StatusBarPresenter : public QObject {
    Q_OBJECT
public:
    explicit StatusBarPresenter(QStatusBar& bar);

    /// Describes the frame the view shows: a run's time, counts and engine, or (`edited`) the
    /// scenario being edited, whose disks are counted as they are on screen.
    void showFrame(const FrameSnapshot& frame, bool edited);
    void showFrameRate(double framesPerSecond);

private:
    QLabel* addField(QStatusBar& bar, const QString& tip);

    QLabel* m_time;
    QLabel* m_events;
    QLabel* m_collisions;
    QLabel* m_frameRate;
    QLabel* m_disks;
    QLabel* m_engine;
};

} // namespace disklab
