#include "core/parabola_contact.h"

#include <algorithm>
#include <cmath>

namespace disklab::parabola {
namespace {

double evaluate(const double* c, int degree, double s)
{
    double p = c[degree];
    for (int k = degree - 1; k >= 0; --k)
        p = p * s + c[k];
    return p;
}

/// The one root of a polynomial monotone on [lo, hi] whose values at the ends have opposite
/// signs, by bisection down to adjacent doubles: slower than Newton, but it cannot leave the
/// bracket, and a quartic costs a handful of multiplications.
double bisect(const double* c, int degree, double lo, double hi, double atLo)
{
    for (int k = 0; k < 200; ++k) {
        const double mid = 0.5 * (lo + hi);
        if (mid <= lo || mid >= hi)
            break;
        const double p = evaluate(c, degree, mid);
        if (p == 0.0)
            return mid;
        if ((p < 0.0) == (atLo < 0.0))
            lo = mid, atLo = p;
        else
            hi = mid;
    }
    return 0.5 * (lo + hi);
}

/// The gap's rate at s: the derivative of the polynomial c.
double slope(const double* c, int degree, double s)
{
    double p = degree * c[degree];
    for (int k = degree - 1; k >= 1; --k)
        p = p * s + k * c[k];
    return p;
}

/// The first root of `gap` in [0, until] where it closes (falls through zero), or where it is
/// already closed and still closing at 0.
std::optional<double> firstClosing(const double* gap, int degree, double until)
{
    const double atStart = gap[0];
    if (atStart <= 0.0 && slope(gap, degree, 0.0) < 0.0)
        return 0.0;
    double roots[kMostRoots];
    const int count = rootsIn(gap, degree, 0.0, until, roots);
    for (int k = 0; k < count; ++k) {
        if (roots[k] == 0.0 && atStart >= 0.0 && slope(gap, degree, 0.0) >= 0.0)
            continue;  // touching at the start and opening: the contact just resolved
        // A root where the gap closes: below zero just after it.
        const double after = k + 1 < count ? 0.5 * (roots[k] + roots[k + 1]) : until;
        if (evaluate(gap, degree, after) < 0.0 || slope(gap, degree, roots[k]) < 0.0)
            return roots[k];
    }
    return std::nullopt;
}

} // namespace

int rootsIn(const double* c, int degree, double lo, double hi, double* roots)
{
    while (degree > 0 && c[degree] == 0.0)
        --degree;
    if (degree == 0 || hi < lo)
        return 0;
    if (degree == 1) {
        const double s = -c[0] / c[1];
        if (s < lo || s > hi)
            return 0;
        roots[0] = s;
        return 1;
    }
    // The derivative's roots split [lo, hi] into pieces where c is monotone.
    double derivative[4];
    for (int k = 1; k <= degree; ++k)
        derivative[k - 1] = k * c[k];
    double ends[kMostRoots + 1];
    int pieces = 0;
    ends[pieces++] = lo;
    double turns[kMostRoots];
    const int turnCount = rootsIn(derivative, degree - 1, lo, hi, turns);
    for (int k = 0; k < turnCount && pieces < kMostRoots; ++k)
        if (turns[k] > ends[pieces - 1])
            ends[pieces++] = turns[k];
    if (hi > ends[pieces - 1])
        ends[pieces++] = hi;
    // The earliest kMostRoots, should round-off near a double root make more.
    int count = 0;
    double left = evaluate(c, degree, ends[0]);
    if (left == 0.0)
        roots[count++] = ends[0];
    for (int k = 1; k < pieces && count < kMostRoots; ++k) {
        const double right = evaluate(c, degree, ends[k]);
        if (right == 0.0)
            roots[count++] = ends[k];
        else if (left != 0.0 && (left < 0.0) != (right < 0.0))
            roots[count++] = bisect(c, degree, ends[k - 1], ends[k], left);
        left = right;
    }
    return count;
}

std::optional<double> firstPairTouch(const std::array<Axis, 2>& first, const std::array<Axis, 2>& second,
                                     double contact, double until)
{
    // d(s) = d + w s + A s^2 / 2 for the separation; gap |d|^2 - contact^2 as a quartic.
    double gap[5] = {-contact * contact, 0.0, 0.0, 0.0, 0.0};
    for (int k = 0; k < 2; ++k) {
        const double d = second[k].x - first[k].x, w = second[k].v - first[k].v, a = second[k].a - first[k].a;
        gap[0] += d * d;
        gap[1] += 2.0 * d * w;
        gap[2] += w * w + d * a;
        gap[3] += w * a;
        gap[4] += 0.25 * a * a;
    }
    return firstClosing(gap, 4, until);
}

std::optional<double> firstWallTouch(const Axis& axis, double wall, double side, double until)
{
    const double gap[3] = {side * (axis.x - wall), side * axis.v, side * 0.5 * axis.a};
    return firstClosing(gap, 2, until);
}

} // namespace disklab::parabola
