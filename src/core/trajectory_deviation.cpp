#include "core/trajectory_deviation.h"

#include <algorithm>
#include <cmath>

namespace disklab {

PositionDeviation positionDeviation(const Scenario& scenario, const Snapshot& a, const Snapshot& b)
{
    PositionDeviation d;
    const std::size_t n = std::min(a.size(), b.size());
    if (n == 0)
        return d;
    const bool periodic = scenario.boundary == Boundary::Periodic;
    double sum = 0.0;
    for (std::size_t i = 0; i < n; ++i) {
        double dx = b.x[i] - a.x[i], dy = b.y[i] - a.y[i];
        if (periodic) {
            dx -= scenario.width * std::round(dx / scenario.width);
            dy -= scenario.height * std::round(dy / scenario.height);
        }
        const double distance = std::hypot(dx, dy);
        sum += distance;
        d.max = std::max(d.max, distance);
    }
    d.mean = sum / static_cast<double>(n);
    return d;
}

} // namespace disklab
