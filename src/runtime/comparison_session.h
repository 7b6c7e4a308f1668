#pragma once
// Comparison mode's run: an EngineComparison (both engines from one initial state) advanced in
// lock-step on the time-driven engine's step grid, as `disklab-cli compare` advances it, with the
// time-driven disks to highlight (overlapping now, in a recently missed collision). Its timeline
// goes back to any lock-step moment of the run so far from the nearest kept moment
// (ComparisonMoments), both engines and the figures together, and plays on along the same history;
// it marks the time-driven engine's first overlap and first tunnelling as a single run's does
// (TimelineRecorder), and steps from collision to collision: to the end of the previous or next
// step in which either engine had one, since the comparison stands only on the step grid.

#include "runtime/collision_ring.h"
#include "runtime/comparison_moments.h"
#include "runtime/motion_meter.h"
#include "runtime/engine_comparison.h"
#include "runtime/run_session.h"
#include "runtime/timeline_recorder.h"

#include <QElapsedTimer>

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace disklab {

class ComparisonSession : public RunSession {
public:
    /// Throws std::exception if either engine cannot be built.
    ComparisonSession(std::shared_ptr<const Scenario> scenario, const EngineConfig& settings);

    double time() const override { return m_comparison.time(); }
    bool advance(double target, Landing landing, const std::function<bool()>& yield) override;
    /// One step dt of both engines.
    void stepOnce() override;
    /// Both engines to the first lock-step point at or after `time` (the furthest moment
    /// reached at the most), with the figures they had there.
    void seek(double time) override;
    /// To the end of the previous or next step of the run so far in which either engine had a
    /// collision (the exact engine's fall inside a step), as seek() goes there.
    void seekCollision(int direction) override;
    void finish() override;
    void describe(FrameSnapshot& frame) override;

private:
    /// Advances both engines to grid point `step`; beyond the furthest reached, offers the
    /// moment to the timeline.
    void advanceToGridStep(std::uint64_t step);
    /// Marks what the time-driven engine reports on new ground, reached from grid point `from`.
    void observe(std::uint64_t from);
    /// The step after the kept moment latest at or before grid point `from` in which the
    /// time-driven engine's `count` became positive, found by stepping a copy of that moment's
    /// stepper to the time now; the comparison itself stays.
    double firstStepWhere(std::uint64_t from, std::uint64_t TimeDrivenStats::*count) const;
    /// The grid point ending the next step within the run so far in which either engine had a
    /// collision, found by stepping on; the comparison ends anywhere.
    std::optional<std::uint64_t> nextCollisionStep();
    /// Both engines' collisions so far.
    std::uint64_t collisionsOfBoth() const;
    /// The exact engine's listener that fills the event log's ring.
    std::function<void(const CollisionRecord&)> eventLog();
    double reached() const { return m_timeline.timeline().reached; }
    std::vector<std::int32_t> overlappingDisks() const;
    std::vector<std::int32_t> recentlyMissedDisks();

    std::shared_ptr<const Scenario> m_scenario;
    EngineComparison m_comparison;
    std::uint64_t m_gridSteps = 0;  // lock-step times are m_gridSteps * dt, as `compare` takes them
    std::uint64_t m_reachedStep = 0;
    std::optional<double> m_finishedAt;  // the stop time the figures were made final at
    double m_exactSeconds = 0.0, m_steppedSeconds = 0.0;  // of the last advance or step
    QElapsedTimer m_wall;
    struct MissedCollision {
        std::int32_t a, b;
        qint64 at;  // wall-clock ms when the steps missed it
    };
    std::vector<MissedCollision> m_missed;
    CollisionRing m_collisions;  // the exact engine's, for the event log
    MotionMeter m_exactMotion, m_steppedMotion;
    ComparisonMoments m_moments;
    TimelineRecorder m_timeline;  // its furthest time, a stop time off the grid included
};

/// A factory for the worker: both engines from `scenario`'s t = 0 with `settings`. Any thread.
SessionFactory comparisonSession(std::shared_ptr<const Scenario> scenario, const EngineConfig& settings);

} // namespace disklab
