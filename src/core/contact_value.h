#pragma once
// The contact value g(sigma+) of equal hard disks from a measured g(r): the limit of g as r comes
// down to the diameter sigma from above, which fixes the pressure through the virial theorem,
//     Z = PA / NkT = 1 + 2 eta g(sigma+)        (2D; eta the packing fraction).
//
// No bin sits at contact, so it is extrapolated: a parabola in (r - sigma), least squares over the
// bins lying wholly in [sigma, sigma + kContactFitReach sigma), weighted alike and each taken at
// its centre, evaluated at sigma. Why a parabola: g falls from contact over a length l of a few
// tenths of sigma in a dense fluid, and a straight line over a reach h misses the curvature by
// g2 h^2 / 12 (g2 = g's second derivative; about (h / l)^2 / 12 of g, a percent for h = l / 3),
// where a parabola misses only g3 h^3 / 120 (g3 the third; for h = l / 3, 0.03 %). Why 0.1 sigma:
// a longer reach needs higher terms, a shorter one leaves the fit to a few noisy bins (five at
// the default 0.02 sigma).
// Standard C++ only.

#include "core/engine.h"
#include "core/scenario.h"

#include <optional>
#include <vector>

namespace disklab {

/// The reach of the fit above contact, in diameters.
inline constexpr double kContactFitReach = 0.1;

/// g(sigma+) from g's bins (centres `r`, width `binWidth`): nothing when fewer than three bins lie
/// in the fit's reach (bins too wide, or g not measured that far).
std::optional<double> contactValue(const std::vector<double>& r, const std::vector<double>& g, double binWidth,
                                   double sigma);

/// Z = 1 + 2 eta g(sigma+), the 2D virial theorem of hard disks; nothing without a contact value.
std::optional<double> compressibilityAtContact(double packing, const std::optional<double>& contact);

/// The common diameter of the first `disks` disks of `scenario`; nothing when they differ (a
/// mixture has no single contact distance) or there are none.
std::optional<double> commonDiameter(const Scenario& scenario, std::size_t disks);

/// The packing fraction sum pi r^2 / A of the first `disks` disks in the box the snapshot's walls
/// make (the periodic box's area when periodic).
double packingFraction(const Scenario& scenario, const Snapshot& snapshot);

} // namespace disklab
