#pragma once
// Choosing how much simulated time passes per wall-clock second.

#include "core/scenario.h"

namespace disklab {

inline constexpr double kMinimumSpeed = 1e-4;
inline constexpr double kMaximumSpeed = 1e5;

/// A speed at which a typical disk crosses about a tenth of the box per second, rounded to
/// 1, 2 or 5 times a power of ten: slow enough to follow, fast enough to see something.
/// Brownian aggregation: a lone disk diffuses across the mean spacing between disks in half a second.
double suggestedSpeed(const Scenario& scenario);

/// `speed` times `factor`, kept within [kMinimumSpeed, kMaximumSpeed].
double scaledSpeed(double speed, double factor);

} // namespace disklab
