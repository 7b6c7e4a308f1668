#pragma once
// Constructed trajectories for the suites that follow disks across periodic edges.

#include "core/engine.h"

#include <cmath>
#include <utility>
#include <vector>

namespace disklab::test {

/// Periodic coordinate in [0, period).
inline double wrapped(double x, double period) { return x - period * std::floor(x / period); }

/// A snapshot at `time` of disks at (x, y), at rest unless velocities are given.
inline Snapshot state(double time, std::vector<double> x, std::vector<double> y, std::vector<double> vx = {},
                      std::vector<double> vy = {})
{
    Snapshot s;
    s.time = time;
    s.x = std::move(x);
    s.y = std::move(y);
    s.vx = vx.empty() ? std::vector<double>(s.x.size(), 0.0) : std::move(vx);
    s.vy = vy.empty() ? std::vector<double>(s.x.size(), 0.0) : std::move(vy);
    return s;
}

} // namespace disklab::test
