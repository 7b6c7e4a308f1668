#include "app/run/piston_hand.h"

#include "app/view/simulation_view.h"
#include "runtime/simulation_controller.h"

#include <cmath>

namespace disklab {
namespace {

/// How long, in seconds of the user's time, the piston takes to reach the pointer.
constexpr double kFollowSeconds = 0.25;

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
    m_keepHolding = m_view.scene().scenario->wall(Side::Right).held;
    m_controller.applyLabControl(LabControl::holdPiston(pistonNow(), 0.0));
}

void PistonHand::drag(double x)
{
    const double speed = std::abs(x - pistonNow()) / (kFollowSeconds * m_controller.speed());
    m_controller.applyLabControl(LabControl::holdPiston(x, speed));
}

void PistonHand::letGo()
{
    if (!m_keepHolding)
        m_controller.applyLabControl(LabControl::releasePiston());
}

} // namespace disklab
