#pragma once
// Whether two engines stand at the same moment of the same run, bit for bit: what the tests of
// checkpoints and of going back in a run compare.

#include "core/engine.h"

#include <QString>

namespace disklab::test {

/// Every position and velocity, the clock and every running total, compared as bits; empty when
/// they all agree, else what differs first.
inline QString firstDifference(const Engine& one, const Engine& other)
{
    const Snapshot a = one.snapshot(), b = other.snapshot();
    if (a.time != b.time)
        return QStringLiteral("time %1 against %2").arg(a.time, 0, 'g', 17).arg(b.time, 0, 'g', 17);
    if (a.x != b.x || a.y != b.y || a.vx != b.vx || a.vy != b.vy || a.wallPositions != b.wallPositions
        || a.wallVelocities != b.wallVelocities)
        return QStringLiteral("positions or velocities");
    const Totals s = one.totals(), t = other.totals();
    if (s.events != t.events || s.collisions != t.collisions || s.cellCrossings != t.cellCrossings)
        return QStringLiteral("counts: %1 against %2 collisions").arg(s.collisions).arg(t.collisions);
    if (s.wallImpulse != t.wallImpulse || s.virial != t.virial || s.kineticIntegral != t.kineticIntegral
        || s.wallWork != t.wallWork || s.wallHeat != t.wallHeat || s.pistonPositionIntegral != t.pistonPositionIntegral)
        return QStringLiteral("running totals");
    if (one.randomStreams() != other.randomStreams())
        return QStringLiteral("random streams");
    return {};
}

} // namespace disklab::test
