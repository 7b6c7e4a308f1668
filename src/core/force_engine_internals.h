#pragma once
// The inside of ForceEngine (core/force_engine.h): only core/force_engine.cpp includes this.
//
// One step of length h (a whole dt on the grid, or the partial step that lands on t):
//   kick:  v <- v + (F/m) h/2, with damping gamma the exact flow of dv/dt = F/m - gamma v
//   drift: the stepper advances h: free flight under gravity, contacts, walls
//   force: F from the new positions
//   kick:  as the first
// With no damping this is velocity Verlet, symplectic and time-reversible, so the energy error
// stays bounded and scales as h^2; gravity, flown exactly in the drift, is a split of the same
// order. The forces F are kept from one step to the next: one evaluation per step.

#include "core/force_engine.h"
#include "core/force_evaluator.h"
#include "core/step_grid.h"
#include "core/time_driven_engine.h"

#include <vector>

namespace disklab {

class ForceEngine::Impl {
public:
    Impl(const Scenario& scenario, const EngineConfig& settings);

    void advanceTo(double t);
    bool advanceCollisions(std::uint64_t count);
    double nextStopTime(double t) const { return m_grid.stopAtOrAfter(t); }
    double time() const { return m_now; }
    Snapshot snapshot() const;
    Totals totals() const;
    const Scenario& scenario() const { return m_scenario; }
    void setCollisionListener(std::function<void(const CollisionRecord&)> listener);
    double totalEnergy() const;

private:
    void step(double end);
    void halfKick(double h);
    bool anythingMoves() const;

    Scenario m_scenario;
    StepGrid m_grid;
    std::uint64_t m_gridSteps = 0;
    double m_now = 0.0;
    TimeDrivenEngine m_stepper;
    ForceEvaluator m_forces;
    std::vector<double> m_fx, m_fy;  // forces at the disks' current positions
    std::vector<double> m_inverseMass;
    double m_damping;
};

} // namespace disklab
