#pragma once
// Small pure functions shared by every engine: times of impact and elastic responses.
// Header-only so the engines' inner loops inline them.

#include <algorithm>
#include <cmath>
#include <initializer_list>
#include <limits>
#include <utility>

namespace disklab::kernels {

inline constexpr double kNever = std::numeric_limits<double>::infinity();

/// Time until two disks moving in straight lines (relative to each other) touch.
/// dx, dy: centre of the second minus the first; dvx, dvy: velocity of the second minus the
/// first; contact: r_i + r_j. Returns kNever for receding or missing pairs and 0 for pairs that
/// already overlap while approaching (round-off, or an overlapping start). Uniform gravity does
/// not change relative motion, so this holds under gravity too.
inline double pairContactTime(double dx, double dy, double dvx, double dvy, double contact)
{
    const double b = dx * dvx + dy * dvy;
    if (b >= 0.0)
        return kNever;
    const double a = dvx * dvx + dvy * dvy;
    const double c = dx * dx + dy * dy - contact * contact;
    const double discriminant = b * b - a * c;
    if (discriminant < 0.0)
        return kNever;
    if (c <= 0.0)
        return 0.0;
    // c / (-b + sqrt) equals (-b - sqrt) / a without cancellation for glancing contacts.
    return c / (-b + std::sqrt(discriminant));
}

/// First time t >= 0 at which a gap s(t) = gap + rate t + accel t^2 / 2 reaches zero while
/// closing (s'(t) < 0). gap >= 0 means "not yet crossed"; a slightly negative gap (round-off)
/// while closing means "now". Used for walls, moving walls and cell boundaries, with or
/// without gravity (accel = 0).
inline double gapClosingTime(double gap, double rate, double accel)
{
    if (accel == 0.0) {
        if (rate >= 0.0)
            return kNever;
        return gap <= 0.0 ? 0.0 : gap / -rate;
    }
    if (gap <= 0.0 && rate < 0.0)
        return 0.0;
    // Roots of accel/2 t^2 + rate t + gap = 0.
    const double discriminant = rate * rate - 2.0 * accel * gap;
    if (discriminant < 0.0)
        return kNever;  // accelerating away and never comes back
    const double root = std::sqrt(discriminant);
    // Stable pair of roots: q = -(rate + sign(rate) root) / 2, t1 = q / (accel/2), t2 = gap / q.
    const double q = -0.5 * (rate + std::copysign(root, rate));
    if (q == 0.0)
        return kNever;  // at rest exactly on the boundary: no closing motion to predict
    double t1 = q / (0.5 * accel);
    double t2 = gap / q;
    if (t1 > t2)
        std::swap(t1, t2);
    // The closing root is the one where s' = rate + accel t < 0.
    for (double t : {t1, t2}) {
        if (t >= 0.0 && rate + accel * t < 0.0)
            return t;
    }
    return kNever;
}

/// Time until a point at offset (ex, ey) from a circle's centre, moving in a straight line at
/// (vx, vy), leaves the circle of squared radius radius2 (the neighbour lists' shells). A point
/// already outside (round-off) leaves now; one at rest never.
inline double circleExitTime(double ex, double ey, double vx, double vy, double radius2)
{
    const double a = vx * vx + vy * vy;
    if (!(a > 0.0))
        return kNever;
    const double b = ex * vx + ey * vy;
    const double c = std::min(0.0, ex * ex + ey * ey - radius2);
    const double root = std::sqrt(b * b - a * c);
    // The positive root (-b + sqrt) / a, in the form that does not cancel.
    return b <= 0.0 ? (root - b) / a : -c / (b + root);
}

/// Velocity changes of an elastic collision between disks i and j in contact.
/// dx, dy: centre of j minus centre of i; dvx, dvy: velocity of j minus velocity of i;
/// mi, mj: masses. The impulse acts along the actual line of centres (|d| rather than the
/// nominal contact distance) so energy is conserved to round-off. Adds to vi and vj in place.
/// Returns the virial term 2 mu |b| = r_ij . delta p (for the pressure of a periodic box).
inline double elasticCollision(double dx, double dy, double dvx, double dvy, double mi, double mj,
                               double& vix, double& viy, double& vjx, double& vjy)
{
    const double b = dx * dvx + dy * dvy;
    const double distance2 = dx * dx + dy * dy;
    const double total = mi + mj;
    // Fractions 2 mj / (mi + mj) and 2 mi / (mi + mj) stay exact for mass ratios of 1e8,
    // where forming the reduced mass first would lose the light disk's share.
    const double scale = b / distance2;
    const double fi = 2.0 * (mj / total) * scale;
    const double fj = 2.0 * (mi / total) * scale;
    vix += fi * dx;
    viy += fi * dy;
    vjx -= fj * dx;
    vjy -= fj * dy;
    return -2.0 * (mi * (mj / total)) * b;
}

/// Reflects the normal velocity component off a wall moving at u along the normal:
/// v_n' = 2u - v_n. Returns the impulse given to the disk (m (v_n' - v_n)).
inline double wallReflection(double& normalVelocity, double wallVelocity, double mass)
{
    const double before = normalVelocity;
    normalVelocity = 2.0 * wallVelocity - before;
    return mass * (normalVelocity - before);
}

} // namespace disklab::kernels
