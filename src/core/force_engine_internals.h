#pragma once
// The inside of ForceEngine (core/force_engine.h): only core/force_engine.cpp includes this.
//
// One step of length h (a whole dt on the grid, or the partial step that lands on t):
//   kick:  v <- v + (F/m) h/2, with damping gamma the exact flow of dv/dt = F/m - gamma v
//   drift: the stepper advances h: free flight under gravity, contacts, walls
//   force: F from the new positions
//   kick:  as the first
// With no damping and no contact this is velocity Verlet, symplectic and time-reversible, so the
// energy error stays bounded and scales as h^2; gravity, flown exactly in the drift, is a split
// of the same order. The forces F are kept from one step to the next: one evaluation per step.
//
// A contact at time s into the step (a wall, an interior wall, another disk) is resolved on the
// physical velocities, not on the drift velocities: the drift velocity already holds the first
// half-kick, (F/m - gamma v) h/2, of which only the share up to s came before the contact. The
// stepper takes the lead (F/m - gamma v)(h/2 - s) off, resolves, and puts it back (driftLead,
// TimeDrivenEngine::setDriftLead). Reflecting the whole half-kick instead errs by F/m (h - 2s)
// in velocity at every contact, which makes the scheme first order wherever disks hit walls or
// one another; with the lead each contact errs at order h^2, and the scheme stays second order.
//
// Time-reversible: the lead's force is the mean of the step's two ends, (F(x0) + F(x1)) / 2, so
// the step run backwards from its end (velocities reversed) takes the same lead at the mirrored
// moment h - s and retraces the step. F(x1) depends on where the contacts leave the disks, so a
// step that took a lead is drifted again from its start with the new mean until the end
// positions repeat (a fixed point, reached in two or three drifts: a drift changes with the lead
// by a factor of order h^2 F' / m). Without damping only: damping is not reversible.
//
// All of the above is the drift-lead scheme: second order and reversible, not symplectic. A
// conservative scene (ContactScheme::Automatic) takes the variational contact step instead
// (core/variational_contact_step.h), symplectic as well; the stepper then only keeps the clock
// and the books (TimeDrivenEngine::moveStep).

#include "core/force_engine.h"
#include "core/force_evaluator.h"
#include "core/step_grid.h"
#include "core/time_driven_engine.h"

#include <array>
#include <memory>
#include <vector>

namespace disklab {

class ForceEngine::Impl {
public:
    Impl(const Scenario& scenario, const EngineConfig& settings, ContactScheme scheme);

    void advanceTo(double t);
    bool advanceCollisions(std::uint64_t count);
    double nextStopTime(double t) const { return m_grid.stopAtOrAfter(t); }
    double time() const { return m_now; }
    Snapshot snapshot() const;
    Totals totals() const;
    std::map<std::string, RandomPosition> randomStreams() const { return m_stepper.randomStreams(); }
    const Scenario& scenario() const { return m_scenario; }
    void setCollisionListener(std::function<void(const CollisionRecord&)> listener);
    double totalEnergy() const;
    bool isVariational() const { return m_variational != nullptr; }
    VariationalContactStep::Counters variationalCounters() const
    {
        return m_variational ? m_variational->counters() : VariationalContactStep::Counters{};
    }
    std::vector<std::byte> innerState() const;
    void restoreInnerState(const Scenario& scenario, std::span<const std::byte> state);

private:
    void step(double end);
    void driftLeadStep(double end);
    void variationalStep(double end);
    void halfKick(double h);
    void drift(double end, const std::vector<std::byte>& start);
    void evaluateForces();
    std::array<double, 2> driftLead(std::size_t i, double since, double vx, double vy);
    bool anythingMoves() const;

    Scenario m_scenario;
    StepGrid m_grid;
    std::uint64_t m_gridSteps = 0;
    double m_now = 0.0;
    TimeDrivenEngine m_stepper;
    ForceEvaluator m_forces;
    std::vector<double> m_fx, m_fy;  // forces at the disks' current positions
    // Within a step: the force the drift lead uses, and the force at the step's start.
    std::vector<double> m_leadFx, m_leadFy, m_startFx, m_startFy;
    std::uint64_t m_leadsTaken = 0;  // contacts the current drift resolved with a lead
    // The collisions of the step's final drift, handed on when the step ends.
    std::function<void(const CollisionRecord&)> m_listener;
    std::vector<CollisionRecord> m_stepCollisions;
    std::vector<double> m_inverseMass;
    double m_damping;
    double m_stepLength = 0.0;  // of the step being drifted
    // A conservative scene's steps (ContactScheme::Automatic), else null; its last contacts.
    std::unique_ptr<VariationalContactStep> m_variational;
    std::vector<VariationalContactStep::Contact> m_contacts;
};

} // namespace disklab
