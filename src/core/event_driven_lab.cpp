// The gas-laws lab's controls in the event-driven engine: a wall's temperature and the pressure
// outside the free piston change at the engine's time, and the pump's entries are events of
// their own (core/pump.h). None of them breaks an exact flight: a thermal wall's draws are
// made at each hit, a new outside pressure starts the piston on a new flight from where it is,
// and a pumped disk appears only in a free spot, its prediction made like any other.
#include "core/event_driven_engine_internals.h"

#include "core/message_format.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <stdexcept>
#include <string>

namespace disklab {

void EventDrivenEngine::Impl::setWallTemperature(Side side, double kT)
{
    if (!std::isfinite(kT) || kT < 0.0)
        throw std::invalid_argument(std::string("walls.") + sideName(side) + ".temperature: "
                                    + formatMessage("must be >= 0 (0: elastic), got %g", kT));
    if (m_periodic)
        throw std::invalid_argument("walls: a periodic box has no wall to heat or cool");
    if (side == Side::Right && m_piston.active && kT > 0.0)
        throw std::invalid_argument("walls.right.temperature: a free piston is elastic; to hold the temperature, "
                                    "make the other walls heaters or coolers");
    m_scenario.wall(side).temperature = kT;
}

void EventDrivenEngine::Impl::setOutsidePressure(double pressure)
{
    if (!m_piston.active)
        throw std::invalid_argument("walls.right.pressure: only a free piston feels the pressure outside");
    if (!std::isfinite(pressure) || pressure < 0.0)
        throw std::invalid_argument(formatMessage("walls.right.pressure: must be >= 0, got %g", pressure));
    BoxWall& piston = m_scenario.wall(Side::Right);
    const double x = m_piston.flight.position(m_now);
    m_totals.pressureStepWork += (pressure - piston.pressure) * m_scenario.height * x;
    // The flight under way ends under the old pressure (a held piston's hand work counts it).
    changePistonCourse(m_piston.flight.velocity(m_now), m_piston.held);
    piston.pressure = pressure;
    changePistonCourse(m_piston.flight.velocity(m_now), m_piston.held);
}

void EventDrivenEngine::Impl::holdPiston(double x, double speed)
{
    if (!m_piston.active)
        throw std::invalid_argument("walls.right.mass: the hand moves only a free piston; give the right wall a mass");
    if (!std::isfinite(x))
        throw std::invalid_argument(formatMessage("walls.right: the hand's target must be a number, got %g", x));
    if (!std::isfinite(speed) || speed < 0.0)
        throw std::invalid_argument(formatMessage("walls.right.velocity: the hand's speed must be >= 0, got %g", speed));
    const double now = m_piston.flight.position(m_now);
    const double left = wallPosition(m_scenario, Side::Left, m_now);
    double diskArea = 0.0;
    for (const Disk& d : m_scenario.disks)
        diskArea += std::numbers::pi * d.radius * d.radius;
    const double innermost = left + std::max(2.0 * m_piston.largestRadius, diskArea / (kDensestHandPush * m_scenario.height));
    m_piston.target = std::clamp(x, std::min(now, innermost), m_piston.limit);
    const double v = m_piston.target == now ? 0.0 : std::copysign(speed, m_piston.target - now);
    m_scenario.wall(Side::Right).held = true;
    changePistonCourse(v, true);
}

void EventDrivenEngine::Impl::releasePiston()
{
    if (!m_piston.active)
        throw std::invalid_argument("walls.right.mass: the hand holds only a free piston; give the right wall a mass");
    if (!m_piston.held)
        return;
    m_scenario.wall(Side::Right).held = false;
    changePistonCourse(m_piston.flight.velocity(m_now), false);
}

void EventDrivenEngine::Impl::startPump(const Pump& pump)
{
    if (const auto problem = pumpProblem(m_scenario, pump, m_now))
        throw std::invalid_argument(problem->text());
    m_scenario.pump = pump;
    m_scenario.pump->start = m_now;
    setUpPump(m_now);
}

void EventDrivenEngine::Impl::setUpPump(double time)
{
    const Pump& pump = *m_scenario.pump;
    m_pump.disk = pumpedDiskLike(m_scenario);
    const double r = m_pump.disk.radius;
    const bool vertical = pump.side == Side::Left || pump.side == Side::Right;
    const double wall = wallPosition(m_scenario, pump.side, time);
    m_pump.interval = pumpInterval(pump, m_pump.disk);
    // Touching the wall from inside: the disk leaves it at once, its normal velocity inward.
    m_pump.off = pump.side == Side::Left || pump.side == Side::Bottom ? wall + r : wall - r;
    m_pump.along = pump.position.value_or(0.5 * (vertical ? m_scenario.height : m_scenario.width));
    m_pump.spread = 0.5 * openingWidth(pump, m_pump.disk) - r;
    m_pump.nextTime = time;
    refreshOwnEventTime();
}

bool EventDrivenEngine::Impl::spotIsFree(double x, double y, double radius) const
{
    if (m_piston.active && x + radius > m_piston.flight.position(m_now))
        return false;
    for (std::size_t k = 0; k < m_disks.size(); ++k) {
        const DiskState& d = m_disks[k];
        const double dt = m_now - d.t;
        const double dx = d.x + dt * (d.vx + 0.5 * m_gx * dt) - x;
        const double dy = d.y + dt * (d.vy + 0.5 * m_gy * dt) - y;
        // A hair of room, so that round-off in either centre can never make them overlap.
        const double contact = (d.radius + radius) * (1.0 + 1e-9);
        if (dx * dx + dy * dy < contact * contact)
            return false;
    }
    return true;
}

void EventDrivenEngine::Impl::processPumpAttempt()
{
    ++m_totals.events;
    const Pump& pump = *m_scenario.pump;
    const Side side = pump.side;
    const bool vertical = side == Side::Left || side == Side::Right;
    const double along = m_pump.along + m_pump.spread * (2.0 * m_wallNoise.uniform() - 1.0);
    const double x = vertical ? m_pump.off : along;
    const double y = vertical ? along : m_pump.off;
    if (spotIsFree(x, y, m_pump.disk.radius)) {
        Disk disk = m_pump.disk;
        disk.x = x;
        disk.y = y;
        const double inward = side == Side::Left || side == Side::Bottom ? 1.0 : -1.0;
        // A disk of the reservoir's gas, at kT, turned to face into the box: Maxwell-Boltzmann
        // but for the sign of its normal velocity, so the pump brings in kT per disk on
        // average and "match the container" keeps the gas's temperature.
        const double sigma = std::sqrt(pump.temperature / disk.mass);
        const double normal = inward * sigma * std::abs(m_wallNoise.normal());
        const double tangential = sigma * m_wallNoise.normal();
        disk.vx = vertical ? normal : tangential;
        disk.vy = vertical ? tangential : normal;
        m_totals.pumpedEnergy += 0.5 * disk.mass * (disk.vx * disk.vx + disk.vy * disk.vy);
        admitDisk(disk);
        if (--m_scenario.pump->count == 0) {
            m_scenario.pump.reset();
            m_pump.nextTime = kernels::kNever;
            refreshOwnEventTime();
            return;
        }
    }
    m_pump.nextTime = m_now + m_pump.interval;
    // The engine's own scenario keeps the pump's next try as its start, so a state saved now
    // resumes the pump on its schedule, not with a try at once.
    m_scenario.pump->start = m_pump.nextTime;
    refreshOwnEventTime();
}

} // namespace disklab
