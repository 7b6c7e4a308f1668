#pragma once
// Diffusion dock (QCustomPlot): mean-square displacement of tracked disks against time, with
// the short-time ballistic curve 2 (kT/m) t^2 and, once the MSD grows linearly, the long-time fit
// 4 D t + c, on log-log axes by default so both regimes show as straight lines of slope 2 and 1.
// D is reported only for a diffusive record (see DiffusionVerdict), never for a bounded MSD.
// Times, displacements and D read in the window's units (ps, nm², mm²/s on the atoms scale).

#include "app/charts/chart_dock.h"
#include "app/units/unit_system.h"
#include "runtime/frame_snapshot.h"
#include "runtime/msd_tracker.h"

#include <QElapsedTimer>

class QCheckBox;
class QCustomPlot;
class QLabel;
class QSpinBox;

namespace disklab {

class DiffusionDock : public ChartDock {
    Q_OBJECT
public:
    explicit DiffusionDock(QWidget* parent = nullptr);

    /// Tracks the frame's disks (starting over on a new generation); redraws at most about
    /// five times a second, always when paused. GUI thread.
    void showFrame(const FrameSnapshot& frame);
    /// Starts tracking again from the next frame (as after a restart). GUI thread.
    void restartTracking();
    /// Most disks tracked (spread evenly over the indices); applies from the next restart.
    void setTrackedDisks(int count);
    void setLogarithmic(bool on);
    /// Redraws now. GUI thread.
    void refresh();
    /// Draws and exports in `units` from now on.
    void setUnits(const UnitSystem& units);

    const MsdTracker& tracker() const { return m_tracker; }
    QCustomPlot& plot() { return *m_plot; }

    DataTable chartData() const override;
    QString chartFileName() const override;

private:
    /// D when the record is diffusive, otherwise why there is none.
    QString summary() const;

    MsdTracker m_tracker;
    UnitSystem m_units;
    std::uint64_t m_generation = UINT64_MAX;
    double m_lastTime = 0.0;  ///< of the last frame, to notice a seek back on the timeline
    bool m_restart = true;
    QSpinBox* m_tracked;
    QCheckBox* m_logarithmic;
    QLabel* m_summary;
    QCustomPlot* m_plot;
    QElapsedTimer m_lastDraw;
};

} // namespace disklab
