#pragma once
// Fixed-step (time-driven) simulation of hard disks, the way teaching codes do it, instrumented
// so it reports what the method gets wrong (TimeDrivenStats). How a step works, with either
// response, is in core/time_driven_engine_internals.h, which only core's own files see.
//
// advanceTo(t) takes whole steps on the grid k dt (core/step_grid.h); when t falls between grid
// points the last step is a partial one ending exactly at t. Totals: `events` counts resolved
// collisions (pair + wall), the engine's only events; steps are counted in stats().

#include "core/broadphase.h"
#include "core/contact_response.h"
#include "core/engine.h"
#include "core/engine_config.h"
#include "core/time_driven_stats.h"

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace disklab {

class TimeDrivenEngine final : public Engine {
public:
    /// The scenario must have passed validateScenario (overlaps may have been allowed). Uses
    /// the step, broad phase and response of `settings`, whatever its kind says.
    /// Throws std::invalid_argument for a step that is not finite and positive.
    TimeDrivenEngine(const Scenario& scenario, const EngineConfig& settings);
    ~TimeDrivenEngine() override;

    void advanceTo(double t) override;
    /// Takes whole steps until `count` more collisions have been resolved (the last step may
    /// resolve more). Returns false, having done nothing, when nothing moves and no wall does.
    bool advanceCollisions(std::uint64_t count) override;
    /// t if t is on the step grid, else the next grid point (StepGrid::stopAtOrAfter).
    double nextStopTime(double t) const override;
    double time() const override;
    Snapshot snapshot() const override;
    /// The disks' positions now, in scenario order, as snapshot() copies them: read in place.
    const std::vector<double>& x() const;
    const std::vector<double>& y() const;
    Totals totals() const override;
    const Scenario& scenario() const override;
    void setCollisionListener(std::function<void(const CollisionRecord&)> listener) override;
    /// stats().
    std::optional<TimeDrivenStats> timeDrivenStats() const override { return stats(); }
    std::map<std::string, RandomPosition> randomStreams() const override;
    std::vector<std::byte> innerState() const override;
    void restoreInnerState(const Scenario& scenario, std::span<const std::byte> state) override;

    /// Called with the disks (a < b) of each pair contact a step missed (the pair came apart
    /// without being resolved), at the end of that step; the comparison view highlights them.
    /// Pass an empty function to stop. Engine thread.
    void setMissedCollisionListener(std::function<void(std::int32_t a, std::int32_t b)> listener);

    /// Every disk's position and velocity, structure of arrays in scenario order.
    using DiskKick = std::function<void(const std::vector<double>& x, const std::vector<double>& y,
                                        std::vector<double>& vx, std::vector<double>& vy)>;
    /// For an engine that adds forces between steps (ForceEngine's velocity Verlet): lets `kick`
    /// read the disks' positions and change their velocities now, between two steps. A kick
    /// changes every disk's course, so a rollback step never takes a pair back before it. The
    /// stepper's energy and momentum drifts then include the work and impulse of the kicks.
    /// Engine thread.
    void kick(const DiskKick& kick);

    /// How far ahead of a disk's physical velocity its drift velocity is `since` after the
    /// current step's start (negative: a rollback's contact before it), given a velocity for the
    /// terms that depend on it (damping).
    using DriftLead = std::function<std::array<double, 2>(std::size_t disk, double since, double vx, double vy)>;
    /// For ForceEngine: its first half-kick gives each disk, at the step's start, the impulse of
    /// half the step, while the physical velocity at an instant inside the step holds only the
    /// impulse up to that instant. With a lead set, a contact is resolved on the physical
    /// velocities and the lead added back afterwards, so the impulse meant for after a contact is
    /// not reflected with the one before it (which would cost an error of order dt per contact).
    /// Where the drift velocities would then part at less than half the speed they closed at (a
    /// contact soft against the force's impulse over a step), the contact is resolved on the
    /// drift velocities as without a lead. Pass an empty function to stop. Engine thread.
    void setDriftLead(DriftLead lead);

    /// A contact an engine that moves the disks itself resolved within a step (moveStep):
    /// `since` the step's start, disks a and b (Pair) or disk a and box wall b (Wall), and the
    /// normal impulse it gave (> 0).
    struct MovedContact {
        double since = 0.0;
        CollisionRecord::Kind kind = CollisionRecord::Kind::Pair;
        std::int32_t a = 0, b = 0;
        double impulse = 0.0;
    };
    /// Moves every disk over a step of length h, writing the contacts it resolved to `contacts`.
    using DiskMove = std::function<void(double h, std::vector<double>& x, std::vector<double>& y,
                                        std::vector<double>& vx, std::vector<double>& vy,
                                        std::vector<MovedContact>& contacts)>;
    /// For ForceEngine's variational contact step, which finds and resolves the contacts of a
    /// conservative scene itself: takes the one step advanceTo(end) would take next, with
    /// `move` moving the disks instead of the stepper's drift. The stepper keeps its clock,
    /// grid and books as for its own steps: each contact is counted as a collision (the
    /// listener, the virial, the walls' impulses), and the kinetic energy's integral over the
    /// step is taken by the trapezoidal rule. Box walls only, which must not move. Engine thread.
    void moveStep(double end, const DiskMove& move);

    /// Counters and errors; energy and momentum drift are computed now, O(N). Engine thread.
    TimeDrivenStats stats() const;
    const EngineConfig& settings() const;

private:
    class Impl;
    std::unique_ptr<Impl> m_impl;
};

} // namespace disklab
