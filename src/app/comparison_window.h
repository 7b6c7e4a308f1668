#pragma once
// Comparison mode: the time-driven engine (dt, broad phase and response editable) and the
// event-driven engine side by side from the same initial state, in lock-step of simulated time
// on a worker thread, with a live metrics panel, one column per engine.

#include "core/scenario.h"
#include "core/time_driven_engine.h"
#include "runtime/comparison_frame.h"

#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace disklab {

class ComparisonController;
class ComparisonPane;

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

    ComparisonController& controller() { return *m_controller; }
    /// The frame shown last; null before the first.
    ComparisonFramePtr frame() const { return m_frame; }
    /// The metrics panel (rows: figures; columns: time-driven, event-driven).
    const QTableWidget& metrics() const { return *m_metrics; }

signals:
    /// A new frame has been shown (charts outside the window follow it). GUI thread.
    void frameShown(const disklab::ComparisonFramePtr& frame);

private:
    void restart();
    void restartWithNewSettings();
    void showFrame();
    void showFiguresFrom(const ComparisonFrame& frame);
    void showMetrics(const ComparisonFrame& frame);

    Scenario m_scenario;
    ComparisonController* m_controller;
    ComparisonPane* m_steppedView;
    ComparisonPane* m_exactView;
    QTableWidget* m_metrics;
    QDoubleSpinBox* m_dt;
    QComboBox* m_broadphase;
    QComboBox* m_response;
    QDoubleSpinBox* m_speed;
    QDoubleSpinBox* m_stopTime;
    QPushButton* m_play;
    QLabel* m_time;
    QLabel* m_figuresFrom;  ///< which settings and time span the metrics belong to
    ComparisonFramePtr m_frame;
};

} // namespace disklab
