#pragma once
// Root of a function that is monotone on a bracket: safeguarded Newton, falling back to
// bisection whenever a Newton step leaves the bracket or does not halve it. Used for contact
// times that have no closed form (a disk's parabola against a fixed point is a quartic).

#include <algorithm>
#include <cmath>

namespace disklab::kernels {

/// f is monotone on [lo, hi] and changes sign there: f(lo) = fLo and f(hi) have opposite signs
/// (or f(hi) == 0). Returns a point x of the bracket on the side of lo (sign(f(x)) == sign(fLo),
/// or f(x) == 0) that is within a few ulps of the root. df is f's derivative. Pure function.
template <class F, class DF>
double monotoneRoot(F f, DF df, double lo, double hi, double fLo)
{
    const bool positiveAtLo = fLo > 0.0;
    double x = 0.5 * (lo + hi);
    double previousWidth = hi - lo;
    for (int iteration = 0; iteration < 200; ++iteration) {
        const double fx = f(x);
        if (fx == 0.0)
            return x;
        if ((fx > 0.0) == positiveAtLo)
            lo = x;
        else
            hi = x;
        const double width = std::abs(hi - lo);
        if (width <= 4e-16 * std::max(std::abs(lo), std::abs(hi)) || width == 0.0)
            break;
        // Newton from x when it lands well inside the bracket and the bracket keeps shrinking
        // fast; bisection otherwise, so the loop always ends.
        const double slope = df(x);
        const double newton = slope != 0.0 ? x - fx / slope : lo;
        const bool inside = (newton - lo) * (newton - hi) < 0.0;
        const double mid = 0.5 * (lo + hi);
        x = inside && width < 0.5 * previousWidth ? newton : mid;
        if (x == lo || x == hi)
            break;
        previousWidth = width;
    }
    return lo;
}

} // namespace disklab::kernels
