// The free piston in the event-driven engine (core/free_piston.h). Every hit changes the
// piston's course, which makes the predictions of the disks near it stale: each disk in the
// columns of cells it can reach looks at the piston again, and any other disk's hit predicted
// earlier is dropped when popped, by the piston's count of course changes. A disk further away
// cannot touch the piston before it leaves its cell, or before the piston reaches its column,
// which is one of the piston's own events; bouncing off the cylinder's end or the left wall is
// another. The lab's hand may hold the piston: it then moves at the hand's velocity, as a wall
// of infinite mass, and a hit changes the disk alone, so the piston's course stays as it was;
// arriving where the hand moves it is its third kind of event.
#include "core/event_driven_engine_internals.h"

#include "core/kernels.h"

#include <algorithm>
#include <cmath>

namespace disklab {
namespace {

// How far beyond a column's right edge the piston counts it as within reach, in largest radii:
// a disk's centre may be a hair past its cell's edge when it crosses, by round-off.
constexpr double kReachMargin = 1.0 + 1e-9;

} // namespace

void EventDrivenEngine::Impl::setUpPiston()
{
    if (!m_scenario.hasFreePiston())
        return;
    m_piston.active = true;
    m_piston.mass = m_scenario.wall(Side::Right).mass;
    m_piston.limit = pistonLimit(m_scenario);
    for (const DiskState& d : m_disks)
        m_piston.largestRadius = std::max(m_piston.largestRadius, d.radius);
    m_piston.flight = startingPistonFlight(m_scenario);
    m_piston.held = m_scenario.wall(Side::Right).held;
    m_piston.target = m_piston.flight.x;
    m_piston.outsideForce = m_scenario.wall(Side::Right).pressure * m_scenario.height;
    m_piston.reach = pistonReach(m_piston.flight.x);
}

// A disk in column c has its centre left of (c + 1) w, so the piston touches it only once it is
// within the largest radius of that line: c >= (x - r) / w - 1. The bound is lowered by a hair,
// so that round-off in the division never leaves a column out, and so that the next column's
// line is always strictly behind the piston (schedulePistonEvent).
int EventDrivenEngine::Impl::pistonReach(double x) const
{
    const double margin = kReachMargin * m_piston.largestRadius;
    const double column = std::ceil((x - margin) / m_grid.cellWidth() - 1.0 - 1e-9);
    return static_cast<int>(std::clamp(column, 0.0, static_cast<double>(m_grid.nx() - 1)));
}

void EventDrivenEngine::Impl::lookAtPiston(int firstColumn, int lastColumn)
{
    for (int column = firstColumn; column <= lastColumn; ++column) {
        for (int row = 0; row < m_grid.ny(); ++row) {
            const std::int32_t cell = m_grid.index(column, row);
            const std::int32_t* members = m_grid.members(cell);
            const int count = m_grid.count(cell);
            for (int k = 0; k < count; ++k)
                lookAtPiston(members[k]);
        }
    }
}

// Nothing but the piston changed for the disk, so its pending event is still the earliest of
// the others, and only the piston's hit needs computing: a whole prediction is needed only when
// the pending event is a hit on the piston's old course.
void EventDrivenEngine::Impl::lookAtPiston(std::int32_t i)
{
    const DiskState& d = m_disks[static_cast<std::size_t>(i)];
    if (d.pending == PendingEvent::wall(boxWall(Side::Right)) && d.partnerCount != m_piston.count) {
        predict(i);
        return;
    }
    const double x = d.x + (m_now - d.t) * d.vx;
    const double t = m_now + m_piston.flight.timeToReach(m_now, x, d.vx, d.radius);
    if (t < m_queue.time(i))
        setEvent(i, t, EventKind::Wall, boxWall(Side::Right));
}

void EventDrivenEngine::Impl::schedulePistonEvent()
{
    if (!m_piston.active)
        return;
    using kernels::gapClosingTime;
    const PistonFlight& f = m_piston.flight;
    const double x = f.position(m_now), v = f.velocity(m_now), a = f.inwardAcceleration;
    const double left = wallPosition(m_scenario, Side::Left, m_now);
    // The hand's target lies within the cylinder, so a held piston arrives before it could bounce.
    const double bounce = m_piston.held ? (v != 0.0 ? std::max(0.0, (m_piston.target - x) / v) : kernels::kNever)
                                        : std::min(gapClosingTime(m_piston.limit - x, -v, a), gapClosingTime(x - left, v, -a));
    double reach = kernels::kNever;
    if (m_piston.reach > 0) {
        const double line = m_piston.reach * m_grid.cellWidth() + kReachMargin * m_piston.largestRadius;
        reach = gapClosingTime(x - line, v, -a);
    }
    m_piston.event = reach < bounce ? Piston::Event::Reach : m_piston.held ? Piston::Event::Arrive : Piston::Event::Bounce;
    const double dt = std::min(reach, bounce);
    m_piston.eventTime = dt == kernels::kNever ? kernels::kNever : m_now + dt;
    refreshOwnEventTime();
}

void EventDrivenEngine::Impl::processPistonEvent()
{
    ++m_totals.events;
    if (m_piston.event == Piston::Event::Bounce) {
        changePistonCourse(-m_piston.flight.velocity(m_now), false);
        return;
    }
    if (m_piston.event == Piston::Event::Arrive) {
        changePistonCourse(0.0, true);
        return;
    }
    // It has reached the column before its reach, and perhaps (by round-off) one more.
    const int reach = std::min(pistonReach(m_piston.flight.position(m_now)), m_piston.reach - 1);
    lookAtPiston(reach, m_piston.reach - 1);
    m_piston.reach = reach;
    schedulePistonEvent();
}

void EventDrivenEngine::Impl::changePistonCourse(double v, bool held)
{
    PistonFlight& f = m_piston.flight;
    m_piston.closedIntegral += f.positionIntegral(m_now);
    const double x = std::clamp(f.position(m_now), wallPosition(m_scenario, Side::Left, m_now), m_piston.limit);
    // What the hand did: it held the piston against the outside's push over the flight that
    // ends, and it gives the piston any velocity it holds it at.
    if (m_piston.held)
        m_totals.handWork += m_piston.outsideForce * (x - f.x);
    if (held) {
        const double before = f.velocity(m_now);
        m_totals.handWork += 0.5 * m_piston.mass * (v * v - before * before);
    }
    m_piston.held = held;
    m_piston.outsideForce = m_scenario.wall(Side::Right).pressure * m_scenario.height;
    f = PistonFlight{m_now, x, v, held ? 0.0 : m_piston.outsideForce / m_piston.mass};
    ++m_piston.count;
    m_piston.reach = pistonReach(x);
    lookAtPiston(m_piston.reach, m_grid.nx() - 1);
    schedulePistonEvent();
}

void EventDrivenEngine::Impl::processPistonHit(std::int32_t i, double t)
{
    moveTo(i, t);
    DiskState& d = m_disks[static_cast<std::size_t>(i)];
    const double mass = m_queue.payload(i).mass;
    double v = m_piston.flight.velocity(t);
    if (m_piston.held) {
        // The hand does not yield: the disk bounces off a wall moving at v, and the energy it
        // gains or loses is the hand's work.
        const double before = d.vx;
        d.vx = 2.0 * v - before;
        m_totals.wallImpulse[static_cast<std::size_t>(Side::Right)] += mass * std::abs(d.vx - before);
        m_totals.handWork += 0.5 * mass * (d.vx * d.vx - before * before);
        recordWallHit(i, boxWall(Side::Right), t);
        return;
    }
    const double impulse = collideWithPiston(mass, d.vx, m_piston.mass, v);
    m_totals.wallImpulse[static_cast<std::size_t>(Side::Right)] += std::abs(impulse);
    changePistonCourse(v, false);
    recordWallHit(i, boxWall(Side::Right), t);
}

double EventDrivenEngine::Impl::handWork() const
{
    double work = m_totals.handWork;
    if (m_piston.held)
        work += m_piston.outsideForce * (m_piston.flight.position(m_now) - m_piston.flight.x);
    return work;
}

} // namespace disklab
