#pragma once
// Comparison mode: the time-driven engine (dt, broad phase and response editable) and the
// event-driven engine side by side from the same initial state, in lock-step of simulated time
// on a worker thread (a comparison session of SimulationController), with a live metrics panel,
// one column per engine, and a timeline under the panes that takes both engines and the figures
// back to any moment of the run so far, marks the time-driven engine's first overlap and
// tunnelling, and steps from collision to collision. Simulated times (the clock, dt, the speed, the stop
// time), lengths and the cost per simulated time read in the window's units (ps and nm on the
// atoms scale).

#include "app/units/unit_system.h"
#include "core/engine_config.h"
#include "core/scenario.h"
#include "runtime/comparison_frame.h"
#include "runtime/run_session.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QLayout;
class QPushButton;
class QTableWidget;

namespace disklab {

class ComparisonPane;
class FrameStream;
class SimulationController;
class TimelineBar;
class TimeSpinBox;

class ComparisonWindow : public QWidget {
    Q_OBJECT
public:
    explicit ComparisonWindow(QWidget* parent = nullptr);
    ~ComparisonWindow() override;

    /// Starts a comparison of `scenario` from t = 0 with its own time-driven settings, paused. GUI thread.
    void setScenario(const Scenario& scenario);
    /// Restarts from t = 0 with these time-driven settings, paused. GUI thread.
    void setSettings(const EngineConfig& settings);
    EngineConfig settings() const;
    /// Simulated time per wall-clock second.
    void setSpeed(double speed);
    /// Simulated time at which both engines stop and the figures become final (0: never).
    void setStopTime(double until);

    SimulationController& controller() { return *m_controller; }
    /// The comparison's frames, as they arrive; other windows' docks follow it. GUI thread.
    const FrameStream& frames() const { return *m_frames; }
    /// The frame shown last (its `comparison` is set); null before the first.
    FramePtr frame() const { return m_frame; }
    /// The metrics panel (rows: figures; columns: time-driven, event-driven).
    const QTableWidget& metrics() const { return *m_metrics; }
    /// The timeline under the panes: both engines and the figures go to the moment chosen.
    TimelineBar& timeline() const { return *m_timeline; }
    /// Shows times, lengths and costs in `units` from now on. GUI thread.
    void setUnits(const UnitSystem& units);

private:
    QLayout* controlsRow(QPushButton* step, QPushButton* restartButton);
    QWidget* metricsPanel();
    void connectControls(QPushButton* step, QPushButton* restartButton);
    /// Previous and Next Collision (Ctrl+Left, Ctrl+Right), buttons at the ends of the timeline.
    void addCollisionSteps();
    /// Both engines from t = 0 with the controls' settings.
    void restart(SessionStart how = SessionStart::Paused);
    void showFrame(const FramePtr& frame);
    void showFiguresFrom(const FrameSnapshot& frame);
    void showMetrics(const ComparisonFrame& comparison);
    /// The metrics' row names, with the units of those that have one.
    QStringList metricNames() const;
    /// A simulated time as the counter and the figures show it: "1.2345 ps", or "1.2345".
    QString timeText(double time) const;

    Scenario m_scenario;
    SimulationController* m_controller;
    FrameStream* m_frames;
    ComparisonPane* m_steppedView;
    ComparisonPane* m_exactView;
    QTableWidget* m_metrics;
    TimeSpinBox* m_dt;
    QComboBox* m_broadphase;
    QComboBox* m_response;
    TimeSpinBox* m_speed;
    TimeSpinBox* m_stopTime;
    QPushButton* m_play;
    QLabel* m_time;
    QLabel* m_figuresFrom;  ///< which settings and time span the metrics belong to
    TimelineBar* m_timeline;
    FramePtr m_frame;
    UnitSystem m_units;
};

} // namespace disklab
