#pragma once
// When two disks flying on parabolas first touch, or a disk flying on one first touches a box
// wall: each disk at x + v s + a s^2 / 2 with its own acceleration a, which is how the force
// engine's variational contact step (core/variational_contact_step.h) moves the disks between
// contacts. A pair's squared distance is then a quartic in s and a wall's gap a quadratic; the
// first touch is the first root where the gap closes, found robustly: the polynomial's
// derivatives split the interval into pieces on which it is monotone, and each piece with a
// change of sign holds exactly one root, bisected to round-off.

#include <array>
#include <optional>

namespace disklab::parabola {

/// One disk's flight along one axis over the search: position, velocity, acceleration.
struct Axis {
    double x = 0.0, v = 0.0, a = 0.0;
};

/// The first s in [0, until] at which two disks, flying with (x, y) axes as given, come to the
/// distance `contact` while closing (the gap's rate negative); nullopt when they do not. A pair
/// that touches at s = 0 and opens (just resolved) is not a contact; one that overlaps at s = 0
/// and closes is one, at 0.
std::optional<double> firstPairTouch(const std::array<Axis, 2>& first, const std::array<Axis, 2>& second,
                                     double contact, double until);

/// The first s in [0, until] at which a coordinate flying as `axis` comes to `wall` while
/// moving towards it from the side `side` (+1: the coordinate stays above the wall, -1: below).
std::optional<double> firstWallTouch(const Axis& axis, double wall, double side, double until);

/// rootsIn writes at most this many roots: a quartic has four, one per piece on which it is
/// monotone, and a zero at the start of the interval adds one; should round-off near a double
/// root make more, the earliest are kept.
inline constexpr int kMostRoots = 5;

/// The roots in [lo, hi] of the polynomial c[0] + c[1] s + ... + c[degree] s^degree (degree <= 4),
/// in increasing order; a root the polynomial only touches without crossing may be missed.
/// Writes at most kMostRoots to `roots` and returns how many.
int rootsIn(const double* c, int degree, double lo, double hi, double* roots);

} // namespace disklab::parabola
