#pragma once
// A scenario's disks where they start (t = 0) as a Snapshot, for the measures that take a state:
// a scenario file is a state too (a saved run's, or a generator's).

#include "core/engine.h"
#include "core/scenario.h"

namespace disklab {

inline Snapshot startingSnapshot(const Scenario& scenario)
{
    Snapshot start;
    const std::size_t n = scenario.disks.size();
    start.x.reserve(n);
    start.y.reserve(n);
    start.vx.reserve(n);
    start.vy.reserve(n);
    for (const Disk& d : scenario.disks) {
        start.x.push_back(d.x);
        start.y.push_back(d.y);
        start.vx.push_back(d.vx);
        start.vy.push_back(d.vy);
    }
    for (Side side : kAllSides)
        start.wallPositions[static_cast<std::size_t>(side)] = wallPosition(scenario, side, 0.0);
    return start;
}

} // namespace disklab
