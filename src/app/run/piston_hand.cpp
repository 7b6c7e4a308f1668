#include "app/run/piston_hand.h"

#include "app/view/simulation_view.h"
#include "core/observables.h"
#include "runtime/simulation_controller.h"

#include <algorithm>
#include <cmath>

namespace disklab {
namespace {

/// How long, in seconds of the user's time, the piston takes to reach the pointer.
constexpr double kFollowSeconds = 0.25;
/// The hand's top speed, in thermal speeds sqrt(kT / m) of the gas.
constexpr double kFastestHand = 0.5;

} // namespace

PistonHand::PistonHand(SimulationView& view, SimulationController& controller, QObject* parent)
    : QObject(parent), m_view(view), m_controller(controller)
{
    m_view.setPistonHandEnabled(true);
    connect(&m_view, &SimulationView::pistonGrabbed, this, &PistonHand::grab);
    connect(&m_view, &SimulationView::pistonDragged, this, &PistonHand::drag);
    connect(&m_view, &SimulationView::pistonLetGo, this, &PistonHand::letGo);
}

double PistonHand::pistonNow() const
{
    return m_view.scene().state->wallPositions[static_cast<std::size_t>(Side::Right)];
}

void PistonHand::grab()
{
    const SceneState& scene = m_view.scene();
    m_keepHolding = scene.scenario->wall(Side::Right).held;
    const Scenario& s = *scene.scenario;
    double mass = 0.0;
    for (const Disk& d : s.disks)
        mass += d.mass;
    const double kT = s.disks.empty() ? 0.0 : temperature(s, kineticEnergy(s, *scene.state));
    // An empty or frozen box still lets the hand move, at the pace of a gas at kT = 1.
    m_fastest = kFastestHand * std::sqrt((kT > 0.0 ? kT : 1.0) / (mass > 0.0 ? mass / double(s.disks.size()) : 1.0));
    m_controller.applyLabControl(LabControl::holdPiston(pistonNow(), 0.0));
}

void PistonHand::drag(double x)
{
    const double speed = std::min(m_fastest, std::abs(x - pistonNow()) / (kFollowSeconds * m_controller.speed()));
    m_controller.applyLabControl(LabControl::holdPiston(x, speed));
}

void PistonHand::letGo()
{
    if (!m_keepHolding)
        m_controller.applyLabControl(LabControl::releasePiston());
}

} // namespace disklab
