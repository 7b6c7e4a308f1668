#pragma once
// What one engine's run costs, frame by frame: wall-clock time per frame, events (or time
// steps) per wall-clock second, and the event queue's size. Filled from cumulative counters,
// so frames the GUI skips never distort a rate. Bounded: the oldest samples are dropped.

#include <cstdint>
#include <deque>

namespace disklab {

struct PerformanceSample {
    double time = 0.0;          ///< simulated time of the frame
    double frameSeconds = 0.0;  ///< wall-clock seconds the engine spent advancing for this frame
    double rate = 0.0;          ///< events (event-driven) or steps (time-driven) per engine second since the last sample
    double queueSize = 0.0;     ///< pending events in the engine's queue; 0 for an engine without one
};

class PerformanceTrack {
public:
    explicit PerformanceTrack(std::size_t capacity = 3000);

    /// Records a frame. `work` counts events or steps since t = 0, `engineSeconds` the wall time
    /// spent advancing since t = 0; a frame where neither moved on (paused) adds nothing, and a
    /// frame before the latest sample (the run was sought back) drops the samples after it and
    /// counts from there. Returns true when a sample was added. Any one thread.
    bool add(double time, double frameSeconds, std::uint64_t work, double engineSeconds, double queueSize);
    void clear();

    const std::deque<PerformanceSample>& samples() const { return m_samples; }

private:
    std::size_t m_capacity;
    bool m_haveLast = false;
    std::uint64_t m_lastWork = 0;
    double m_lastSeconds = 0.0;
    std::deque<PerformanceSample> m_samples;
};

} // namespace disklab
