#pragma once
// The times a fixed-step engine lands on, in one place: every caller that needs to know where a
// stepper stops (the engine itself, the run loops, the comparison's lock-step) asks this.
//
// Steps end on the grid k dt. A stepper asked for a t between grid points takes a partial last
// step ending exactly at t, so time() == t and two engines can run in lock-step; its next step
// ends at the next grid point, so where the grid lies never depends on how a caller chunks time.
// A t within kSnap dt of a grid point (0.1 * 3 for 0.3) counts as that point: the disks are
// stepped to the grid value and the engine reports t.

#include <cmath>
#include <cstdint>

namespace disklab {

class StepGrid {
public:
    /// Within this many steps of a grid point, a time is that grid point.
    static constexpr double kSnap = 1e-9;

    /// dt > 0, finite (the engine checks before building one).
    explicit StepGrid(double dt) : m_dt(dt) {}

    double dt() const { return m_dt; }
    /// Grid point k: k dt, computed this one way so that every caller gets the same double.
    double point(std::uint64_t k) const { return static_cast<double>(k) * m_dt; }

    /// t counts as grid point k (within kSnap steps of it).
    bool standsFor(std::uint64_t k, double t) const { return std::abs(point(k) - t) <= kSnap * m_dt; }
    /// A stepper whose clock stands on grid point `done` is already at t when t counts as that
    /// point (a caller's 29 x 0.1 an ulp past the grid's 290 x 0.01): stepping that ulp would
    /// round every disk's position and put the grid's next step an ulp off.
    bool alreadyAt(std::uint64_t done, double clock, double t) const { return clock == point(done) && standsFor(done, t); }

    /// The step after grid point `done` on the way to t (> point(done)).
    struct Step {
        double end;        ///< where the step ends: a grid point, or t for a partial step
        bool reachesPoint; ///< the step ends on grid point done + 1 (up to kSnap)
        bool reachesT;     ///< the step ends at t: the last one
    };
    Step stepTowards(std::uint64_t done, double t) const
    {
        const double next = point(done + 1);
        if (standsFor(done + 1, t))
            return {next, true, true};
        if (next > t)
            return {t, false, true};
        return {next, true, false};
    }

    /// The length of a step from `start` to `end` taken after grid point `done`: dt itself for a
    /// whole step between grid points done and done + 1, not the difference of two grid times,
    /// which rounds differently at different times (so a run resumed from a saved state, whose
    /// clock starts again at 0, steps exactly as the run that went on); end - start otherwise.
    double stepLength(std::uint64_t done, double start, double end) const
    {
        return start == point(done) && end == point(done + 1) ? m_dt : end - start;
    }

    /// Grid points at or before t (t within kSnap dt of a point counts as it). t >= 0.
    std::uint64_t pointsUpTo(double t) const { return static_cast<std::uint64_t>(std::floor(t / m_dt + kSnap)); }
    /// Steps (whole or partial) from 0 to t: the index of the first grid point at or after t,
    /// up to kSnap. t >= 0.
    std::uint64_t stepsToReach(double t) const { return static_cast<std::uint64_t>(std::ceil(t / m_dt - kSnap)); }

    /// The first time at or after t where a stepper stops without a partial step: t itself when
    /// it is a grid point (up to kSnap), else the next grid point. t >= 0.
    double stopAtOrAfter(double t) const
    {
        const std::uint64_t k = stepsToReach(t);
        return standsFor(k, t) ? t : point(k);
    }

private:
    double m_dt;
};

} // namespace disklab
