#pragma once
// What a lab's gauges read from a run: the temperature and the pressure averaged over the last
// stretch of simulated time (the averaging window), each with its statistical uncertainty, and a
// stopwatch that also counts the wall hits while it runs. Fed with the running totals of each
// frame; no engine is touched.
//
// When the lab's pump adds disks inside the window, the window is read stretch by stretch of one
// number of disks and the figures are combined by time (and for the temperature by disk-time),
// so the gauges keep reading through a pumping instead of starting over at each disk.
//
// The uncertainty is autocorrelation-aware. A window of a classroom's length is often not much
// longer than the time over which the gas remembers (thermal walls renew its energy slowly), and
// the scatter of blocks inside one window then understates how far the window's figure may lie
// from the long-run one (by 4 to 10 times in a classroom run). So the gauges keep the run's
// recent history in blocks of 1/32 window, up to 32 windows of it, take the blocked standard
// error of the history's mean (core/blocked_error.h: the longest blocks that still number 16 or
// more) and scale it to the window's length, error(window) = error(history) sqrt(history /
// window). The ± is given once the history spans 16 windows; with 8 it still came out at 0.6 of
// the scatter between thermal walls. After the lab changes the run, whose history then no longer
// describes it, the history starts again.

#include "core/engine.h"
#include "core/observables.h"
#include "core/scenario.h"

#include <cstdint>
#include <deque>
#include <memory>
#include <optional>

namespace disklab {

struct GaugeReading {
    double value = 0.0;
    std::optional<double> uncertainty;  ///< none with too few frames in the window
};

class GaugeReadings {
public:
    static constexpr int kBlocksPerWindow = 32;
    /// The history kept, and the least that gives a ±: with less, the longest blocks that still
    /// number 16 are too short to outlast the memory of a gas between thermal walls.
    static constexpr int kHistoryWindows = 32;
    static constexpr int kLeastHistoryWindows = 16;

    /// Simulated time to average over, > 0. The uncertainty's history starts over.
    void setWindow(double window);
    double window() const { return m_window; }
    /// Takes a frame's totals; starts over when the generation changes or the time goes back. The
    /// lab changing the run within a generation keeps the window and the stopwatch.
    void add(const std::shared_ptr<const Scenario>& scenario, std::uint64_t generation, const Totals& totals);

    /// Averages over the window so far; none before two frames a moment apart.
    std::optional<GaugeReading> temperature() const;
    std::optional<GaugeReading> pressure() const;
    /// Z = P A / N k T: 1 for an ideal gas, above 1 as the disks' own size crowds them (the
    /// hard-disk correction to P V = N k T). None where measureWindow has none (gravity).
    std::optional<GaugeReading> compressibility() const;
    /// Simulated time the window covers now (less than window() at the start).
    double covered() const;

    // The stopwatch: simulated time and wall hits while running, from start() on.
    void startStopwatch();
    void stopStopwatch();
    void resetStopwatch();
    bool stopwatchRunning() const { return m_running; }
    double stopwatchTime() const;
    std::uint64_t stopwatchWallHits() const;

private:
    /// A frame's totals and the run's scenario then (the pump adds disks to it).
    struct Moment {
        Totals totals;
        std::shared_ptr<const Scenario> scenario;
    };
    /// One of a window's figures, or nothing.
    using Figure = std::optional<double> (*)(const WindowFigures&);
    /// The figure over the window, stretch by stretch of one number of disks.
    std::optional<double> overWindow(Figure figure, bool perDisk) const;
    std::optional<GaugeReading> read(Figure figure, bool perDisk) const;
    void startOver();

    double m_window = 10.0;
    std::uint64_t m_generation = 0;
    bool m_started = false;
    std::deque<Moment> m_moments;  // oldest first; the first at or before the window's start
    std::deque<Totals> m_blockEdges;  // the history, of the latest scenario only
    // Each block's figures, measured once when the block closes (one fewer than the edges):
    // the gauges read every frame, and a thousand blocks measured anew each time would cost
    // the GUI more than the rest of the frame.
    std::deque<WindowFigures> m_blockFigures;
    bool m_running = false;
    double m_elapsed = 0.0;          // over the stopwatch's earlier runs
    std::uint64_t m_hits = 0;        // likewise
    std::optional<Totals> m_startedAt;  // while running
};

} // namespace disklab
