#pragma once
// A disk's free flight under uniform gravity: x(s) = x + v s + g s^2 / 2, exact parabolas.
// Small pure functions for the engines' moves, swept boxes and energy books.

#include <algorithm>
#include <utility>

namespace disklab::flight {

/// Position after s time units along one axis.
inline double position(double x, double v, double g, double s)
{
    return x + s * (v + 0.5 * g * s);
}

/// Smallest and largest coordinate along one axis over [0, s]: the ends, and the apex if the
/// velocity changes sign within the flight.
inline std::pair<double, double> extent(double x, double v, double g, double s)
{
    const double end = position(x, v, g, s);
    double lo = std::min(x, end), hi = std::max(x, end);
    if (g != 0.0) {
        const double apex = -v / g;
        if (apex > 0.0 && apex < s) {
            const double top = position(x, v, g, apex);
            lo = std::min(lo, top), hi = std::max(hi, top);
        }
    }
    return {lo, hi};
}

/// Integral over [0, s] of m |v + g u|^2 / 2 du: the kinetic energy a flight carries.
inline double kineticIntegral(double m, double vx, double vy, double gx, double gy, double s)
{
    const double v2 = vx * vx + vy * vy;
    const double vg = vx * gx + vy * gy;
    const double g2 = gx * gx + gy * gy;
    return 0.5 * m * s * (v2 + s * (vg + s * g2 / 3.0));
}

} // namespace disklab::flight
