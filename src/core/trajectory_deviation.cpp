#include "core/trajectory_deviation.h"

#include <algorithm>
#include <cmath>

namespace disklab {

PositionDeviation positionDeviation(const Scenario& scenario, const Snapshot& a, const Snapshot& b)
{
    return positionDeviation(scenario, a.x, a.y, b.x, b.y);
}

PositionDeviation positionDeviation(const Scenario& scenario, std::span<const double> ax, std::span<const double> ay,
                                    std::span<const double> bx, std::span<const double> by)
{
    PositionDeviation d;
    const std::size_t n = std::min(ax.size(), bx.size());
    if (n == 0)
        return d;
    const bool periodic = scenario.boundary == Boundary::Periodic;
    const double w = scenario.width, h = scenario.height;
    double sum = 0.0;
    for (std::size_t i = 0; i < n; ++i) {
        double dx = bx[i] - ax[i], dy = by[i] - ay[i];
        // The nearest image; within a quarter of the box the rounding gives 0 and subtracts
        // nothing, so it is skipped there (most disks, every step).
        if (periodic && std::abs(dx) > 0.25 * w)
            dx -= w * std::round(dx / w);
        if (periodic && std::abs(dy) > 0.25 * h)
            dy -= h * std::round(dy / h);
        // hypot, not the square root of a sum of squares: the mean's figures stay those
        // `compare` has always printed, to the last bit (the two differ by an ulp in about one
        // pair in six).
        const double distance = std::hypot(dx, dy);
        sum += distance;
        d.max = std::max(d.max, distance);
    }
    d.mean = sum / static_cast<double>(n);
    return d;
}

} // namespace disklab
