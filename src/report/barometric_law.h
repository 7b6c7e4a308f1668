#pragma once
// The barometric law a lab report sets beside a gas under gravity (docs/physics.md, "Density
// profile"): in equilibrium the centres of disks of mass m lie at height h above the floor with
// the density n(h) proportional to exp(-m g h / kT), h running from the floor to the ceiling less
// a radius at each end. It holds for a dilute gas; a denser one thins out more slowly. The
// report compares the disks' mean height with the law's, a single figure with a standard error.
// Standard C++ only.

#include "core/scenario.h"

#include <optional>

namespace disklab {

/// A gas the law describes: a walled box, gravity along one of its sides, disks of one mass and
/// one radius, nothing but collisions besides gravity.
struct BarometricColumn {
    double weight = 0.0;            ///< m g
    double upX = 0.0, upY = 0.0;    ///< the unit vector against gravity
    double floor = 0.0;             ///< the box's lowest point's height along (upX, upY)
    double lowest = 0.0;            ///< the least height a centre reaches: one radius
    double highest = 0.0;           ///< the most: the box's extent along gravity less a radius
    double width = 0.0;             ///< the box's extent across gravity
};

/// The column of `scenario`; none where the law does not describe it.
std::optional<BarometricColumn> barometricColumn(const Scenario& scenario);

/// The height above the floor of a centre at (x, y).
double heightOf(const BarometricColumn& column, double x, double y);

/// The law's mean height of a centre at temperature kT > 0:
/// lowest + kT/(m g) - L / (exp(m g L / kT) - 1), L = highest - lowest.
double barometricMeanHeight(const BarometricColumn& column, double kT);

/// The law's number density (centres per unit area) at height h of `disks` disks at kT > 0.
double barometricDensity(const BarometricColumn& column, double kT, double disks, double height);

} // namespace disklab
