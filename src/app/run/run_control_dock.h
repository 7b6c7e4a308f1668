#pragma once
// The run-control dock: room at the top for what the main window puts there (About this
// scenario), then play, step and reset buttons (the main window's actions, handed in), speed,
// engine choice with its time step, and the current time and counts. The playback speed, dt and
// the time read in the window's units: "ps/s" and "ps" on the atoms scale.

#include "app/run/playback_actions.h"
#include "app/units/unit_system.h"
#include "core/engine_config.h"
#include "runtime/frame_snapshot.h"

#include <QDockWidget>

#include <memory>

class QVBoxLayout;

namespace Ui {
class RunControlPanel;
}

namespace disklab {

class RunControlDock : public QDockWidget {
    Q_OBJECT
public:
    explicit RunControlDock(const PlaybackActions& actions, QWidget* parent = nullptr);
    ~RunControlDock() override;

    /// Puts `widget` above the buttons, outside the part that scrolls in a small window.
    void addAboveControls(QWidget* widget);

    /// Shows `speed` (simulated time per second) without emitting speedEdited().
    void setSpeed(double speed);
    /// Shows `choice` without emitting engineEdited().
    void setEngineChoice(const EngineConfig& choice);
    /// An aggregation scenario runs on the aggregation engine whatever the choice: the engine
    /// list then names it and takes no choice. GUI thread.
    void showAggregation(bool aggregating);
    /// Updates the readouts from a frame. GUI thread.
    void showFrame(const FrameSnapshot& frame);
    /// Shows the speed, dt and the time in `units` from now on.
    void setUnits(const UnitSystem& units);

signals:
    void speedEdited(double speed);
    void engineEdited(const disklab::EngineConfig& choice);

private:
    EngineConfig currentChoice() const;
    /// The rows the engine shown in the list uses: dt and the response for the stepping
    /// engines, the Coulomb sum and θ (θ for Barnes-Hut only) for the force engine.
    void showRowsOfEngine();

    std::unique_ptr<Ui::RunControlPanel> m_ui;
    QVBoxLayout* m_column = nullptr;
    EngineConfig m_shown;  ///< the choice last shown, whose fields without a control it keeps
    UnitSystem m_units;
    /// The dt field's value when m_shown.dt was put in it: while it reads that, dt is m_shown's,
    /// not its rounding in ps (which would restart a run on another dt when the engine changes).
    double m_dtShownValue = 0.0;
    QString m_reducedSpeedSuffix;  ///< the form's " time units/s"
};

} // namespace disklab
