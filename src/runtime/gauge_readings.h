#pragma once
// What a lab's gauges read from a run: the temperature and the pressure averaged over the last
// stretch of simulated time (the averaging window), each with its statistical uncertainty, and a
// stopwatch that also counts the wall hits while it runs. Fed with the running totals of each
// frame; no engine is touched.
//
// The uncertainty is the standard error of the window's mean from block averages: the window is
// cut into kBlocks blocks of equal numbers of frames, each block's own figure is taken, and their
// standard deviation / sqrt(kBlocks) estimates how far the window's figure may lie from the
// long-run one. It holds when a block outlasts the time over which the gas remembers (a few
// collision times).

#include "core/engine.h"
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
    static constexpr int kBlocks = 8;

    /// Simulated time to average over, > 0.
    void setWindow(double window);
    double window() const { return m_window; }
    /// Takes a frame's totals; starts over when the generation changes or the time goes back. The
    /// lab's pump adding disks within a run restarts only the averages, not the stopwatch.
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
    template <class Figure>
    std::optional<GaugeReading> read(Figure figure) const;
    void startOver();

    double m_window = 10.0;
    std::shared_ptr<const Scenario> m_scenario;
    std::uint64_t m_generation = 0;
    std::deque<Totals> m_totals;  // oldest first; the first at or before the window's start
    bool m_running = false;
    double m_elapsed = 0.0;          // over the stopwatch's earlier runs
    std::uint64_t m_hits = 0;        // likewise
    std::optional<Totals> m_startedAt;  // while running
};

} // namespace disklab
