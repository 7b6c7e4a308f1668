#pragma once
// How many pairs of an ideal gas (N centres placed independently and uniformly) lie at distances
// between r1 and r2: the normalisation that turns a histogram of pair distances into g(r).
//
// Periodic box of area A, by minimum image, for r2 <= half the shorter side:
//     N (N - 1) / 2 * pi (r2^2 - r1^2) / A.
// Walled box: the centres of disks of radius a reach the rectangle w x h the walls leave, shrunk
// by a on every side. Near its edges part of each annulus lies outside, so fewer pairs are found
// at large r than the periodic formula says. The exact count uses the rectangle's isotropic set
// covariance, the mean area of the rectangle and a copy shifted by r in a random direction,
//     gamma(r) = w h - 2 r (w + h) / pi + r^2 / pi        (r <= min(w, h); Ohser & Stoyan 1981):
// a pair of independent uniform points lies at distance r with density 2 pi r gamma(r) / (w h)^2,
// so the count is N (N - 1) / 2 / (w h)^2 times
//     F(r2) - F(r1),  F(r) = pi w h r^2 - (4/3) (w + h) r^3 + r^4 / 2.
// This corrects the edges exactly for the ideal gas; a dense gas also layers against the walls,
// which is physics and shows in a walled box's g(r). Standard C++ only.

#include <cstdint>

namespace disklab {

/// The region the centres fill: a periodic box, or the rectangle of centres inside walls.
struct CentreRegion {
    double width = 0.0;
    double height = 0.0;
    bool periodic = false;
};

/// The largest distance the formula above holds to: half the shorter side when periodic, the
/// shorter side of the centres' rectangle when walled.
double largestIdealDistance(const CentreRegion& region);

/// The ideal gas's expected number of unordered pairs at distances in [r1, r2), n centres in
/// `region`, r2 <= largestIdealDistance(region).
double idealPairCount(const CentreRegion& region, std::int64_t n, double r1, double r2);

} // namespace disklab
