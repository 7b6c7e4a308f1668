#pragma once
// The status bar's permanent readouts: simulated time, events, collisions, frames per second,
// number of disks and engine. The time and dt read in the window's units.

#include "app/units/unit_system.h"
#include "app/view/scene_state.h"
#include "core/engine.h"
#include "core/engine_config.h"
#include "runtime/frame_snapshot.h"

#include <QObject>

class QLabel;
class QStatusBar;

namespace disklab {

class StatusBarPresenter : public QObject {
    Q_OBJECT
public:
    explicit StatusBarPresenter(QStatusBar& bar);

    /// Describes the scene the view shows: a moment of the run (its time, and the run's counts
    /// and engine), or (`edited`) the scenario being edited, whose disks are counted as they are
    /// on screen. GUI thread.
    void showScene(const SceneState& scene, bool edited);
    /// Takes the run's counts and engine from its latest frame; they are shown while the view
    /// shows the run, and kept for when it shows the run again after editing. GUI thread.
    void showRunFigures(const FrameSnapshot& frame);
    void showFrameRate(double framesPerSecond);
    /// Shows the time and dt in `units` from now on.
    void setUnits(const UnitSystem& units);

private:
    QLabel* addField(QStatusBar& bar, const QString& tip);
    void showRunFigures();
    /// "t = 12.345", or "t = 16.8 ps" on the atoms scale.
    void showTime();

    QLabel* m_time;
    QLabel* m_events;
    QLabel* m_collisions;
    QLabel* m_frameRate;
    QLabel* m_disks;
    QLabel* m_engine;
    UnitSystem m_units;
    double m_runTime = 0.0;  ///< of the scene shown, while it is the run's
    bool m_edited = false;
    bool m_hasRunFigures = false;
    Totals m_totals;
    EngineConfig m_engineChoice;
    bool m_aggregating = false;  ///< the run is an aggregation engine's, whatever its EngineConfig
};

} // namespace disklab
