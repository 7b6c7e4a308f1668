#pragma once
// Mean-square displacement of tracked disks against time, for the diffusion dock. Positions
// are unwrapped across periodic boundaries (each displacement between two added snapshots is
// taken by the minimum image), so a disk that crosses the box keeps counting its distance.
// The record covers the whole run in bounded memory: when full, every other sample is dropped
// and the spacing doubles, so the short ballistic times and the long diffusive ones both stay.

#include "core/engine.h"
#include "core/scenario.h"
#include "runtime/periodic_unwrapper.h"

#include <deque>
#include <vector>

namespace disklab {

struct MsdSample {
    double time = 0.0;  ///< since tracking started, simulated time units
    double msd = 0.0;   ///< mean over tracked disks of |r(t) - r(0)|^2, length^2
};

/// Least-squares straight line msd = slope t + intercept through the samples at time >= from.
struct LinearFit {
    double slope = 0.0;
    double intercept = 0.0;
    int points = 0;  ///< samples used; the fit means nothing below 2
};
LinearFit fitLine(const std::deque<MsdSample>& samples, double from);

class MsdTracker {
public:
    /// Keeps at most `capacity` (>= 4) samples.
    explicit MsdTracker(std::size_t capacity = 2000);

    /// Starts over from `state`: tracks `maxTracked` disks spread evenly over the indices
    /// (all of them when there are fewer), with r(0) and the ballistic coefficient taken now.
    /// Any one thread.
    void start(const Scenario& scenario, const Snapshot& state, std::size_t maxTracked = 1000);
    /// Starts over from `state`, tracking exactly `disks` (indices into the state, say the disks
    /// of one species). Any one thread.
    void start(const Scenario& scenario, const Snapshot& state, std::vector<std::int32_t> disks);
    /// Adds the state at a later time; an earlier or equal time adds nothing. Unwrapping is
    /// right while no tracked disk moves half a periodic box between two added states.
    /// Returns true when a sample was added.
    bool add(const Snapshot& state);

    bool started() const { return m_started; }
    double startTime() const { return m_startTime; }
    const std::deque<MsdSample>& samples() const { return m_samples; }
    std::size_t trackedCount() const { return m_unwrapper.disks().size(); }
    /// Mean over the tracked disks of |r - r(0)|^2 at the last state added, whether or not that
    /// state became a sample: a reader that wants every one of its own times reads this.
    double currentMsd() const { return m_currentMsd; }
    /// 2 (kT/m) averaged over the tracked disks, kT the temperature at the start (k_B = 1,
    /// kT = kinetic energy / N in 2D): the ballistic regime is msd = ballisticCoefficient t^2.
    double ballisticCoefficient() const { return m_ballistic; }
    /// msd = slope t + intercept fitted over the second half of the record: the long-time,
    /// diffusive regime once the run is long against the mean free time.
    LinearFit diffusiveFit() const;
    /// D = slope / 4 of that fit (msd = 4 D t in 2D), length^2 per time unit; 0 with < 2 points.
    double diffusionCoefficient() const;

private:
    std::size_t m_capacity;
    bool m_started = false;
    double m_startTime = 0.0;
    double m_lastTime = 0.0;
    double m_interval = 0.0;  // least simulated time between samples; doubles when thinning
    double m_ballistic = 0.0;
    double m_currentMsd = 0.0;
    PeriodicUnwrapper m_unwrapper;   // the tracked disks, unwrapped now
    std::vector<double> m_x0, m_y0;  // their start
    std::deque<MsdSample> m_samples;
};

} // namespace disklab
