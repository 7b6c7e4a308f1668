// Steps in which another engine moves the disks (TimeDrivenEngine::moveStep): the force engine's
// variational contact step finds and resolves the contacts of a conservative scene itself, and
// the stepper keeps the clock, the grid and the books, as for a step of its own.
#include "core/time_driven_engine_internals.h"

#include "core/box_wall_hit.h"

#include <algorithm>
#include <chrono>

namespace disklab {

void TimeDrivenEngine::Impl::moveStep(double end, const DiskMove& move)
{
    const StepGrid::Step next = m_grid.stepTowards(m_gridSteps, end);
    movedStep(next.end, move);
    if (next.reachesPoint)
        ++m_gridSteps;
    if (next.reachesT)
        m_now = end;
}

void TimeDrivenEngine::Impl::movedStep(double end, const DiskMove& move)
{
    const auto clockStart = std::chrono::steady_clock::now();
    const double h = m_grid.stepLength(m_gridSteps, m_clock, end);
    m_stepLength = h;
    m_stepEnd = end;
    const auto kinetic = [&] {
        double sum = 0.0;
        for (std::size_t i = 0; i < m_x.size(); ++i)
            sum += 0.5 * m_mass[i] * (m_vx[i] * m_vx[i] + m_vy[i] * m_vy[i]);
        return sum;
    };
    const double kineticBefore = kinetic();
    m_movedContacts.clear();
    move(h, m_x, m_y, m_vx, m_vy, m_movedContacts);
    m_totals.kineticIntegral += 0.5 * h * (kineticBefore + kinetic());
    for (const MovedContact& c : m_movedContacts) {
        ++m_totals.events;
        ++m_totals.collisions;
        if (c.kind == CollisionRecord::Kind::Pair) {
            ++m_totals.pairCollisions;
            // r_ij . delta p: the impulse along the line of centres, at contact distance.
            const auto a = static_cast<std::size_t>(c.a), b = static_cast<std::size_t>(c.b);
            m_totals.virial += (m_radius[a] + m_radius[b]) * c.impulse;
        } else {
            ++m_totals.wallCollisions;
            const auto side = static_cast<Side>(c.b);
            const bool lowSide = isLowSide(side);
            WallExchange e;
            e.impulse = lowSide ? c.impulse : -c.impulse;
            addWallExchange(m_totals, side, e);
            m_wallMomentum[isVertical(side) ? 0 : 1] += e.impulse;
        }
        if (m_listener)
            m_listener({timeInStep(c.since), c.kind, c.a, c.b});
    }
    m_clock = m_now = end;
    // No contact is left open or missed: the move resolved every one it met.
    m_open.clear();
    m_segmentOpen.clear();
    std::fill(m_freeSince.begin(), m_freeSince.end(), m_clock);
    m_endOverlaps.reset();

    m_stats.steps += 1;
    m_stats.lastStepDuration = h;
    m_stats.lastStepPairTests = 0;
    m_stats.lastStepMissed = 0;
    const std::chrono::duration<double> seconds = std::chrono::steady_clock::now() - clockStart;
    m_stats.lastStepSeconds = seconds.count();
    m_stats.wallSeconds += seconds.count();
}

} // namespace disklab
