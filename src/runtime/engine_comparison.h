#pragma once
// Both engines from the same initial state, advanced in lock-step of simulated time, and what
// tells them apart: the figures of `disklab-cli compare` and of the app's comparison mode,
// computed by this one class so the two always agree.

#include "core/collision_log_matcher.h"
#include "core/event_driven_engine.h"
#include "core/scenario.h"
#include "core/time_driven_engine.h"
#include "core/trajectory_deviation.h"
#include "runtime/run_report.h"
#include "runtime/time_driven_report.h"

#include <optional>

namespace disklab {

/// Where the time-driven trajectory has got to against the exact one.
struct DeviationFigures {
    double positionMean = 0.0;     ///< now
    double positionMax = 0.0;      ///< now
    double positionMaxPeak = 0.0;  ///< the largest maximum at any point of the step grid so far, or at a stop time between two
    std::uint64_t matchedCollisions = 0;  ///< collisions both engines had, in the same order
    std::optional<double> firstDifferenceTime;  ///< none while the logs agree
};

/// The figures of `compare --json`, typed: each engine's run report over the window from t = 0,
/// and what tells them apart. The CLI turns them into keys (cli/front_end/report_json.h).
struct ComparisonReport {
    RunReport event;
    RunReport time;
    TimeDrivenFigures timeDriven;  ///< the time-driven engine's own figures
    /// Wall-clock seconds each engine spends per simulated time unit.
    double eventSecondsPerTimeUnit = 0.0;
    double timeSecondsPerTimeUnit = 0.0;
    DeviationFigures deviation;
};

/// The ends of the latest two whole steps of the grid in which either engine had a collision
/// (a partial step's collisions count in the step it is part of), for Previous Collision.
struct CollisionSteps {
    std::optional<std::uint64_t> latest, beforeLatest;  ///< grid points
    std::uint64_t countedAtLatestPoint = 0;  ///< both engines' collisions at the last grid point passed
};

/// Everything a comparison is at one moment: both engines' inner states and the figures so far.
/// Restoring it and advancing as before gives the same run, bit for bit.
struct ComparisonMoment {
    double time = 0.0;
    std::vector<std::byte> exact, stepped;
    CollisionLogMatcher matcher{1.0};
    RunMeasurement exactRun, steppedRun;
    PositionDeviation deviation;
    double peak = 0.0, exactSeconds = 0.0, steppedSeconds = 0.0;
    CollisionSteps collisionSteps;
};

class EngineComparison {
public:
    /// Builds both engines from `scenario` at t = 0. Throws std::exception if either cannot be
    /// built (an invalid dt, a scenario the engines refuse).
    EngineComparison(const Scenario& scenario, const EngineConfig& settings);

    /// Advances both engines to simulated time t (>= time()), measuring each one's wall-clock
    /// time, matching their collision logs and measuring the position deviation at every point
    /// of the step grid on the way and at t. Callers that want the time-driven steps of `run
    /// --until` pass whole multiples of dt.
    void advanceTo(double t);
    /// Ends the run at the current time: collision records still unmatched count as a
    /// difference (CollisionLogMatcher::finish). Call once, after the last advanceTo().
    void finish();

    /// The comparison now, to come back to with restore(). O(N).
    ComparisonMoment moment() const;
    /// Goes back (or forward) to a moment of this comparison; the listeners stay.
    void restore(const ComparisonMoment& moment);

    /// The figures of the window from t = 0 to now, as `compare --json` prints them. O(N).
    ComparisonReport report() const;

    double time() const { return m_exact.time(); }
    const Scenario& scenario() const { return m_scenario; }
    const EngineConfig& settings() const { return m_settings; }
    const EventDrivenEngine& exact() const { return m_exact; }
    const TimeDrivenEngine& stepped() const { return m_stepped; }
    TimeDrivenEngine& stepped() { return m_stepped; }
    /// Wall-clock seconds each engine has spent in advanceTo().
    double exactSeconds() const { return m_exactSeconds; }
    double steppedSeconds() const { return m_steppedSeconds; }
    /// Deviation at the last advanceTo(), and the largest maximum at any grid point or advance's
    /// end so far.
    PositionDeviation deviation() const { return m_deviation; }
    double peakDeviation() const { return m_peak; }
    /// The grid point ending the latest whole step before the moment now in which either engine
    /// had a collision (when the comparison stands on a grid point, the step ending there is not
    /// before it); none when no step before had one.
    std::optional<std::uint64_t> previousCollisionStep() const;

    /// Both engines' collision listeners feed the log matcher; `extra` also sees the exact
    /// engine's records (the GUI's event log), on the calling thread. Empty to stop.
    void setExactCollisionListener(std::function<void(const CollisionRecord&)> extra);
    void setSteppedCollisionListener(std::function<void(const CollisionRecord&)> extra);

private:
    /// Both engines to t, their logs matched and the deviation measured there.
    void advanceAndMeasure(double t);
    /// The comparison stands on grid point k, having passed the one before.
    void countCollisionStep(std::uint64_t k);

    Scenario m_scenario;
    EngineConfig m_settings;
    EventDrivenEngine m_exact;
    TimeDrivenEngine m_stepped;
    CollisionLogMatcher m_matcher;
    RunMeasurement m_exactRun, m_steppedRun;
    TimeDrivenStats m_firstStats;
    double m_exactSeconds = 0.0, m_steppedSeconds = 0.0, m_peak = 0.0;
    PositionDeviation m_deviation;
    CollisionSteps m_collisionSteps;
    std::vector<double> m_exactX, m_exactY;  // the exact engine's positions, measured at each grid point
};

} // namespace disklab
