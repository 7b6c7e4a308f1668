// The force engine's checkpoints: its clock and the forces kept from one step to the next, and
// the stepper that drifts its disks (whose own checkpoint holds positions and velocities). The
// force evaluator holds nothing between steps but the scenario's links and anchors.
#include "core/force_engine_internals.h"
#include "core/state_archive.h"

namespace disklab {

std::vector<std::byte> ForceEngine::Impl::innerState() const
{
    StateWriter writer;
    writer(m_grid), writer(m_gridSteps), writer(m_now), writer(m_fx), writer(m_fy);
    writer(m_inverseMass), writer(m_damping), writer(m_stepLength);
    writer(m_stepper.innerState());
    return writer.take();
}

void ForceEngine::Impl::restoreInnerState(const Scenario& scenario, std::span<const std::byte> state)
{
    StateReader reader(state);
    reader(m_grid), reader(m_gridSteps), reader(m_now), reader(m_fx), reader(m_fy);
    reader(m_inverseMass), reader(m_damping), reader(m_stepLength);
    std::vector<std::byte> stepper;
    reader(stepper);
    reader.finish();
    m_stepper.restoreInnerState(scenario, stepper);
    m_scenario = scenario;
}

} // namespace disklab
