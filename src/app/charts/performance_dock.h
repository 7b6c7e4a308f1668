#pragma once
// Performance timings dock (QCustomPlot): wall-clock time per frame, events or time steps per
// second, and the event queue's size, against simulated time. Fed by the main window's run
// (one engine) or by comparison mode (both engines on one chart), whichever is playing.
// Simulated time reads in the window's units (ps on the atoms scale); wall-clock time stays in
// milliseconds and the rates per wall-clock second.

#include "app/charts/chart_dock.h"
#include "app/units/unit_system.h"
#include "runtime/frame_snapshot.h"
#include "runtime/performance_track.h"

#include <QElapsedTimer>

class QCustomPlot;

namespace disklab {

class QuantityChooser;

class PerformanceDock : public ChartDock {
    Q_OBJECT
public:
    enum class Quantity { FrameTime, Rate, QueueSize };
    enum Track { EventDrivenTrack, TimeDrivenTrack, TrackCount };

    explicit PerformanceDock(QWidget* parent = nullptr);

    /// Records a frame of the main window's run, or both engines of a comparison frame. A
    /// frame from the other source than the one shown is ignored unless its run is playing.
    /// Redraws at most about five times a second. GUI thread.
    void showFrame(const FrameSnapshot& frame);
    void setQuantity(Quantity quantity);
    Quantity quantity() const;
    /// Redraws from the tracks now. GUI thread.
    void refresh();
    /// Shows simulated time in `units` from now on. GUI thread.
    void setUnits(const UnitSystem& units);

    const PerformanceTrack& track(Track track) const { return m_tracks[track]; }
    QCustomPlot& plot() { return *m_plot; }

    DataTable chartData() const override;
    QString chartFileName() const override;

private:
    enum class Source { None, Run, Comparison };
    /// Starts over when the source or its generation changes.
    void follow(Source source, std::uint64_t generation);
    void redrawSoon(bool running);

    PerformanceTrack m_tracks[TrackCount];
    Source m_source = Source::None;
    std::uint64_t m_generation = 0;
    QuantityChooser* m_quantity;
    QCustomPlot* m_plot;
    QElapsedTimer m_lastDraw;
    UnitSystem m_units;
};

} // namespace disklab
