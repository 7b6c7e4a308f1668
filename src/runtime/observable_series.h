#pragma once
// A bounded record of a run's observables over simulated time, filled from the frames the GUI
// receives: kinetic energy, temperature, pressure measured at the walls (measureWindow over the
// totals between two samples) next to the ideal-gas N k T / A, total momentum and the box area.
// Frames the GUI skips cost nothing: totals are cumulative, so each window is still exact.

#include "runtime/frame_snapshot.h"

#include <cstdint>
#include <deque>
#include <vector>

namespace disklab {

struct ObservableSample {
    double time = 0.0;            ///< end of the window, simulated time units
    double kineticEnergy = 0.0;   ///< at `time`, energy units
    double temperature = 0.0;     ///< kT averaged over the window (k_B = 1)
    double pressure = 0.0;        ///< measureWindow(...).pressure over the window, force per length
    double idealPressure = 0.0;   ///< N kT / A with the window's temperature and mean area
    double area = 0.0;            ///< mean box area over the window
    double momentumX = 0.0, momentumY = 0.0;  ///< total momentum at `time`
    std::uint64_t collisions = 0;  ///< collisions in the window
};

class ObservableSeries {
public:
    /// Keeps at most `capacity` samples, dropping the oldest.
    explicit ObservableSeries(std::size_t capacity = 4000);

    /// Simulated time between samples (the pressure window), > 0.
    void setInterval(double interval) { m_interval = interval; }
    double interval() const { return m_interval; }

    /// Records `frame`: starts over on a new generation, drops the samples after an earlier
    /// frame's time (the run was sought back), appends a sample once `interval` has passed
    /// since the last one. Returns true when a sample was added. GUI thread.
    bool addFrame(const FrameSnapshot& frame);
    void clear();

    const std::deque<ObservableSample>& samples() const { return m_samples; }

private:
    /// Drops the samples after `now` and starts the next window there.
    void cutAfter(const Totals& now);

    std::size_t m_capacity;
    double m_interval = 0.1;
    std::uint64_t m_generation = UINT64_MAX;
    bool m_haveStart = false;
    std::size_t m_diskCount = 0;  // in the window under way
    Totals m_windowStart;
    std::deque<ObservableSample> m_samples;
};

} // namespace disklab
