#pragma once
// Cuts a tick's stretch of simulated time into slices that each take about a fixed wall-clock
// time, learning the engine's current throughput as it goes. Between slices the worker checks
// its atomic flags, so a pause or a load is never stuck behind a long advance, whatever N is.

namespace disklab {

class TimeSlicer {
public:
    /// Wall-clock seconds one slice should take.
    static constexpr double kSliceSeconds = 0.002;

    /// Length of the next slice in simulated time, at most `remaining`. Owning thread only.
    double nextSlice(double remaining) const;

    /// Records that `simulated` time units took `wallSeconds`. Owning thread only.
    void record(double simulated, double wallSeconds);

    /// Forgets the throughput (new engine or scenario). Owning thread only.
    void reset() { m_rate = 0.0; }

private:
    double m_rate = 0.0;  ///< simulated time per wall second; 0 while unknown
};

} // namespace disklab
