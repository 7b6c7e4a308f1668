#include "core/soak_monitor.h"

#include "core/observables.h"
#include "core/overlap_check.h"

#include <cmath>

namespace disklab {

SoakMonitor::SoakMonitor(Engine& engine)
    : m_engine(engine), m_first(engine.snapshot()), m_firstTotals(engine.totals()), m_lastCollisionTime(engine.time())
{
    m_engine.setCollisionListener([this](const CollisionRecord& record) {
        if (record.time < m_lastCollisionTime)
            ++m_outOfOrder;
        m_lastCollisionTime = record.time;
    });
}

SoakMonitor::~SoakMonitor() { m_engine.setCollisionListener({}); }

SoakCheckpoint SoakMonitor::check() const
{
    const Scenario& scenario = m_engine.scenario();
    const Snapshot now = m_engine.snapshot();
    const Totals totals = m_engine.totals();
    const OverlapReport overlaps = measureOverlaps(scenario, now.x, now.y);
    SoakCheckpoint checkpoint;
    checkpoint.collisions = totals.collisions - m_firstTotals.collisions;
    checkpoint.events = totals.events - m_firstTotals.events;
    checkpoint.time = now.time;
    checkpoint.overlappingPairs = overlaps.overlappingPairs;
    checkpoint.maxOverlap = overlaps.maxOverlap;
    checkpoint.energyDrift = relativeEnergyDrift(scenario, m_first, m_firstTotals, now, totals);
    checkpoint.momentumError = momentumError(now, totals);
    checkpoint.outOfOrder = m_outOfOrder;
    return checkpoint;
}

double SoakMonitor::momentumError(const Snapshot& now, const Totals& totals) const
{
    const Scenario& scenario = m_engine.scenario();
    double mass = 0.0;
    double scale = 0.0;
    for (std::size_t i = 0; i < now.size(); ++i) {
        const double m = scenario.disks[i].mass;
        mass += m;
        scale += m * (std::hypot(now.vx[i], now.vy[i]) + std::hypot(m_first.vx[i], m_first.vy[i]));
    }
    const auto impulse = [&](Side side) {
        return totals.wallImpulse[static_cast<int>(side)] - m_firstTotals.wallImpulse[static_cast<int>(side)];
    };
    const double elapsed = now.time - m_first.time;
    // Interior walls push along their contact normals, thermal walls also along themselves.
    const auto alongWalls = [&](std::size_t axis) {
        return totals.segmentImpulse[axis] - m_firstTotals.segmentImpulse[axis] + totals.wallShearImpulse[axis]
               - m_firstTotals.wallShearImpulse[axis];
    };
    // Each wall pushes the disks along its inward normal: the left wall +x, the right wall -x.
    const double jx = impulse(Side::Left) - impulse(Side::Right) + alongWalls(0) + mass * scenario.gravityX * elapsed;
    const double jy = impulse(Side::Bottom) - impulse(Side::Top) + alongWalls(1) + mass * scenario.gravityY * elapsed;
    for (Side side : kAllSides)
        scale += std::abs(impulse(side));
    scale += std::abs(alongWalls(0)) + std::abs(alongWalls(1)) + mass * std::hypot(scenario.gravityX, scenario.gravityY) * elapsed;
    const std::array<double, 2> p0 = totalMomentum(scenario, m_first);
    const std::array<double, 2> p1 = totalMomentum(scenario, now);
    const double error = std::hypot(p1[0] - p0[0] - jx, p1[1] - p0[1] - jy);
    return scale > 0.0 ? error / scale : error;
}

} // namespace disklab
