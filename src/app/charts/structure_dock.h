#pragma once
// Structure dock (QCustomPlot): the pair correlation g(r) averaged over the states measured since
// the last restart, beside the ideal gas's g = 1, with the contact value g(sigma+) drawn at r =
// sigma and the pressure it gives, Z = 1 + 2 eta g(sigma+), named in the legend; or, chosen under
// "Show:", the global bond order |<psi6>| against time (core/bond_order.h), the free paths
// (charts/free_path_chart.h), the density along gravity (charts/density_profile_chart.h) or the
// species in each half (charts/mixing_chart.h). All but the free paths come from one
// StructureRecord (runtime/structure_record.h); the free paths from the collisions the frames
// carry (runtime/free_path_sampler.h), taken from every frame the dock sees.
//
// The measurement is O(N) (about 0.05 s at 10^5 disks), so it never runs on the GUI thread: a
// running simulation is measured on a worker thread, one state at a time, at most every
// kMeasureMs and no sooner than kRestPerWork times the last measurement's duration after it
// ended, and frames arriving meanwhile are skipped; while paused, the latest frame is always
// measured once. Only a visible dock measures (hidden behind a tab or closed, it would take a
// core's time from the engine for nothing shown): the average covers the states measured while
// it was in sight. Radii read in the window's length unit, times in its time unit.

#include "app/charts/chart_dock.h"
#include "app/units/unit_system.h"
#include "runtime/frame_snapshot.h"
#include "runtime/free_path_sampler.h"
#include "runtime/structure_record.h"

#include <QElapsedTimer>
#include <QTimer>

#include <future>

class QCustomPlot;
class QLabel;

namespace disklab {

class QuantityChooser;

class StructureDock : public ChartDock {
    Q_OBJECT
public:
    enum class View { PairCorrelation, BondOrder, FreePaths, DensityProfile, Mixing };

    explicit StructureDock(QWidget* parent = nullptr);

    /// Measures the frame unless the dock is hidden, a measurement is under way or (while
    /// running) the last began too recently (see above); a paused frame waits for the one under
    /// way. A new generation, or a frame before the latest (the run was sought back), starts
    /// the record over from it. GUI thread.
    void showFrame(const FramePtr& frame);
    /// Starts the record over from the latest frame. GUI thread.
    void restart();
    void setView(View view);
    View view() const;
    /// Draws and exports in `units` from now on.
    void setUnits(const UnitSystem& units);
    /// Redraws now. GUI thread.
    void refresh();

    /// A state is being measured on a worker thread.
    bool measuring() const { return m_measuring; }
    const StructureRecord& record() const { return m_record; }
    const FreePathSampler& freePaths() const { return m_freePaths; }
    QCustomPlot& plot() { return *m_plot; }

    DataTable chartData() const override;
    QString chartFileName() const override;

private:
    void measure(const FramePtr& frame);
    void takeMeasurement();
    void drawPairCorrelation(const DataTable& table);
    void drawBondOrder(const DataTable& table);
    /// One of the views drawn by the charts of their own files.
    void drawOtherView(const DataTable& table);
    DataTable pairCorrelationData() const;
    DataTable bondOrderData() const;
    /// g(sigma+) and Z in short, or why there are none.
    QString contactSummary() const;
    /// The contact point's legend entry: g(sigma+), Z and how Z follows from it.
    QString contactLegend(double contact) const;

    StructureRecord m_record;
    FreePathSampler m_freePaths;
    UnitSystem m_units;
    std::uint64_t m_generation = UINT64_MAX;
    /// Counts restarts: a measurement begun before the latest one is dropped.
    std::uint64_t m_epoch = 0;
    std::uint64_t m_measuredEpoch = 0;
    /// Set from measure() until its result is taken (not the future's state: a finished future
    /// whose result is not yet taken must not be replaced).
    bool m_measuring = false;
    FramePtr m_latest;   ///< the newest frame shown, measured again on a restart
    double m_measuredTime = 0.0;  ///< the state time of the latest measurement of this epoch (NaN: none)
    FramePtr m_waiting;  ///< a paused frame that arrived while another was being measured
    /// The measurement under way, on a thread of its own: its start and its join (in get())
    /// order it with the GUI thread where ThreadSanitizer can see it, which Qt's thread pool,
    /// not instrumented, would hide.
    std::future<StructureRecord> m_running;
    QTimer m_poll;  ///< looks for the measurement's end while one runs
    QElapsedTimer m_lastMeasure;
    qint64 m_measureMs = 0;  ///< wall time the latest measurement took, waiting for a thread included
    QuantityChooser* m_view;
    QLabel* m_summary;
    QCustomPlot* m_plot;
};

} // namespace disklab
