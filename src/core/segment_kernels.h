#pragma once
// Interior straight walls (segments): when a disk touches one, and how it bounces off.
// A segment is hard on both faces and at both endpoints. A disk of radius r touches a face
// when its centre is r from the segment's line with the nearest point of the line on the
// segment, and an endpoint when its centre is r from that point. Free flights may bend under
// uniform gravity: a face time is then a quadratic, an endpoint time a quartic.
// Header-only pure functions, so the engines' inner loops inline them.

#include "core/kernels.h"
#include "core/monotone_root.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <utility>

namespace disklab::kernels {

/// A segment prepared for contact tests: endpoints a and b, unit tangent from a to b, length.
struct SegmentGeometry {
    double ax = 0.0, ay = 0.0;
    double bx = 0.0, by = 0.0;
    double tx = 1.0, ty = 0.0;
    double length = 0.0;
};

/// The geometry of the segment from (x0, y0) to (x1, y1); the endpoints must differ.
inline SegmentGeometry segmentGeometry(double x0, double y0, double x1, double y1)
{
    const double length = std::hypot(x1 - x0, y1 - y0);
    return {x0, y0, x1, y1, (x1 - x0) / length, (y1 - y0) / length, length};
}

/// Vector from the point of the segment nearest to (px, py) to (px, py): its length is the
/// distance to the segment, its direction the contact normal of a disk centred there (from the
/// contact point to the centre). At the ends the nearest point is the endpoint exactly.
inline std::pair<double, double> segmentOffset(const SegmentGeometry& s, double px, double py)
{
    const double along = (px - s.ax) * s.tx + (py - s.ay) * s.ty;
    if (along <= 0.0)
        return {px - s.ax, py - s.ay};
    if (along >= s.length)
        return {px - s.bx, py - s.by};
    return {px - (s.ax + along * s.tx), py - (s.ay + along * s.ty)};
}

/// Distance from (px, py) to the segment.
inline double segmentDistance(const SegmentGeometry& s, double px, double py)
{
    const auto [dx, dy] = segmentOffset(s, px, py);
    return std::hypot(dx, dy);
}

/// Time until a disk (centre p, velocity v, acceleration g, radius r) touches a face of the
/// segment with the contact point on the segment; kNever if it never does (it may meet an
/// endpoint instead, see pointContactTime). Only a closing gap counts, as in gapClosingTime: a
/// disk that has just bounced off the face sits on it to round-off, moving away, and is not
/// hit again at t = 0; under gravity it comes back after its whole flight.
inline double segmentFaceTime(const SegmentGeometry& s, double px, double py, double vx, double vy, double gx,
                              double gy, double r)
{
    const double nx = -s.ty, ny = s.tx;
    const double rx = px - s.ax, ry = py - s.ay;
    const double distance = rx * nx + ry * ny;  // signed distance of the centre from the line
    const double side = distance >= 0.0 ? 1.0 : -1.0;
    double gap = side * distance - r;
    const double rate = side * (vx * nx + vy * ny);
    const double accel = side * (gx * nx + gy * ny);
    // Within r of the face itself (not of the line beyond the ends) and moving away means it has
    // just bounced: round-off put it a hair inside, and it touches rather than overlaps.
    const double alongNow = rx * s.tx + ry * s.ty;
    if (gap < 0.0 && rate >= 0.0 && alongNow >= 0.0 && alongNow <= s.length)
        gap = 0.0;
    const double t = gapClosingTime(gap, rate, accel);
    if (t == kNever)
        return kNever;
    // A contact point on the line beyond the ends is no contact: the endpoint is met first.
    const double along = (rx + t * (vx + 0.5 * gx * t)) * s.tx + (ry + t * (vy + 0.5 * gy * t)) * s.ty;
    return along >= 0.0 && along <= s.length ? t : kNever;
}

namespace detail {

/// A disk's centre relative to a fixed point, d(t) = d + v t + g t^2 / 2.
struct PointFlight {
    double dx, dy, vx, vy, gx, gy, r;

    /// |d(t)|^2 - r^2: positive while apart.
    double gap(double t) const
    {
        const double x = dx + t * (vx + 0.5 * gx * t), y = dy + t * (vy + 0.5 * gy * t);
        return x * x + y * y - r * r;
    }
    /// d(t) . d'(t), half the derivative of gap: negative while closing.
    double closing(double t) const
    {
        const double x = dx + t * (vx + 0.5 * gx * t), y = dy + t * (vy + 0.5 * gy * t);
        return x * (vx + gx * t) + y * (vy + gy * t);
    }
    /// Derivative of closing: |d'(t)|^2 + d(t) . g, a quadratic in t.
    double closingSlope(double t) const
    {
        const double x = dx + t * (vx + 0.5 * gx * t), y = dy + t * (vy + 0.5 * gy * t);
        const double ux = vx + gx * t, uy = vy + gy * t;
        return ux * ux + uy * uy + x * gx + y * gy;
    }
};

/// Roots of a t^2 + b t + c (a > 0) in (lo, hi), ascending; returns how many.
inline int quadraticRootsBetween(double a, double b, double c, double lo, double hi, std::array<double, 2>& roots)
{
    const double discriminant = b * b - 4.0 * a * c;
    if (discriminant < 0.0)
        return 0;
    const double q = -0.5 * (b + std::copysign(std::sqrt(discriminant), b));
    double t1 = q / a;
    double t2 = q != 0.0 ? c / q : t1;
    if (t1 > t2)
        std::swap(t1, t2);
    int count = 0;
    for (double t : {t1, t2})
        if (t > lo && t < hi && (count == 0 || t != roots[0]))
            roots[static_cast<std::size_t>(count++)] = t;
    return count;
}

} // namespace detail

/// Time until a disk touches a fixed point (an endpoint): |d + v t + g t^2/2| = r, with d the
/// centre minus the point, v the disk's velocity, g gravity. Only contacts where the distance
/// is closing count: a disk within r and closing is hit now (0), one that has just bounced off
/// the point (within r to round-off, moving away) is not hit again at t = 0. kNever if there
/// is no contact at t <= horizon. Without gravity this is the straight-line pair formula; with
/// it the squared distance is a quartic, whose first entering root is bracketed on the
/// intervals where it is monotone (split at the roots of its derivative, a cubic, which are
/// found the same way between the roots of the cubic's derivative) and polished by
/// monotoneRoot.
inline double pointContactTime(double dx, double dy, double vx, double vy, double gx, double gy, double r,
                               double horizon = kNever)
{
    if (gx == 0.0 && gy == 0.0) {
        const double t = pairContactTime(dx, dy, vx, vy, r);
        return t <= horizon ? t : kNever;
    }
    const detail::PointFlight flight{dx, dy, vx, vy, gx, gy, r};
    const double gap0 = flight.gap(0.0);
    const double closing0 = flight.closing(0.0);
    if (gap0 <= 0.0 && closing0 < 0.0)
        return 0.0;
    const double g2 = gx * gx + gy * gy;
    if (horizon < kNever) {
        // Out of reach: the centre cannot travel |d| - r within the horizon.
        const double reach = horizon * (std::hypot(vx, vy) + 0.5 * std::sqrt(g2) * horizon);
        if (std::hypot(dx, dy) - r > reach)
            return kNever;
    }
    auto closing = [&](double t) { return flight.closing(t); };
    auto closingSlope = [&](double t) { return flight.closingSlope(t); };
    auto gap = [&](double t) { return flight.gap(t); };
    auto gapSlope = [&](double t) { return 2.0 * flight.closing(t); };

    // closingSlope(t) = 3/2 |g|^2 t^2 + 3 (v.g) t + |v|^2 + d.g: closing is monotone between its roots.
    std::array<double, 2> bends{};
    const int bendCount = detail::quadraticRootsBetween(1.5 * g2, 3.0 * (vx * gx + vy * gy),
                                                        vx * vx + vy * vy + dx * gx + dy * gy, 0.0, horizon, bends);
    // Roots of closing: the turning points of the distance, at most three.
    std::array<double, 4> turns{};
    int turnCount = 0;
    double left = 0.0;
    double closingLeft = closing0;
    for (int k = 0; k <= bendCount; ++k) {
        double right = k < bendCount ? bends[static_cast<std::size_t>(k)] : horizon;
        if (right == kNever) {
            // closing grows like |g|^2 t^3 / 2: double a finite end until it is positive.
            if (closingLeft >= 0.0)
                break;
            right = std::max(1.0, 2.0 * left);
            while (closing(right) < 0.0 && right < 1e300)
                right *= 2.0;
        }
        const double closingRight = closing(right);
        if ((closingLeft < 0.0) != (closingRight < 0.0))
            turns[static_cast<std::size_t>(turnCount++)] =
                closingLeft == 0.0 ? left : monotoneRoot(closing, closingSlope, left, right, closingLeft);
        left = right;
        closingLeft = closingRight;
    }
    // Between turning points the distance is monotone: the first piece that starts apart and
    // ends in contact holds the contact. Past the last turn the distance grows for ever.
    left = 0.0;
    double gapLeft = gap0;
    for (int k = 0; k <= turnCount; ++k) {
        const double right = k < turnCount ? turns[static_cast<std::size_t>(k)] : horizon;
        if (right == kNever)
            break;
        const double gapRight = gap(right);
        if (gapLeft > 0.0 && gapRight <= 0.0)
            return monotoneRoot(gap, gapSlope, left, right, gapLeft);
        left = right;
        gapLeft = gapRight;
    }
    return kNever;
}

/// Earliest contact of a disk with a segment, face or endpoint, at t <= horizon; kNever if none.
inline double segmentContactTime(const SegmentGeometry& s, double px, double py, double vx, double vy, double gx,
                                 double gy, double r, double horizon = kNever)
{
    double t = segmentFaceTime(s, px, py, vx, vy, gx, gy, r);
    if (t > horizon)
        t = kNever;
    const double reach = std::min(horizon, t);
    t = std::min(t, pointContactTime(px - s.ax, py - s.ay, vx, vy, gx, gy, r, reach));
    t = std::min(t, pointContactTime(px - s.bx, py - s.by, vx, vy, gx, gy, r, std::min(reach, t)));
    return t;
}

/// Reflects a velocity off a fixed wall whose normal at the contact is (nx, ny), of any length:
/// v_n' = -v_n, the tangential part kept, so |v| is unchanged. Adds the change of velocity to
/// (vx, vy); the impulse is the mass times that change.
inline void fixedWallReflection(double nx, double ny, double& vx, double& vy)
{
    const double scale = 2.0 * (vx * nx + vy * ny) / (nx * nx + ny * ny);
    vx -= scale * nx;
    vy -= scale * ny;
}

/// Contact normal of a disk centred at (px, py) touching the segment, from the contact point
/// to the centre, of any length: the face normal on the disk's side when the nearest point is
/// inside the segment, the direction from the endpoint otherwise. The face normal is the very
/// vector segmentFaceTime measures the gap along, so a reflection turns a closing rate into an
/// opening one in that frame, and round-off cannot make the face look hit again at once.
inline std::pair<double, double> segmentContactNormal(const SegmentGeometry& s, double px, double py)
{
    const double rx = px - s.ax, ry = py - s.ay;
    const double along = rx * s.tx + ry * s.ty;
    if (along <= 0.0 && (rx != 0.0 || ry != 0.0))
        return {rx, ry};
    if (along >= s.length && (px != s.bx || py != s.by))
        return {px - s.bx, py - s.by};
    const double nx = -s.ty, ny = s.tx;
    return rx * nx + ry * ny >= 0.0 ? std::pair{nx, ny} : std::pair{-nx, -ny};
}

} // namespace disklab::kernels
