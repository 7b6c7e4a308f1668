#include "app/run/playback_speed.h"

#include <algorithm>
#include <cmath>

namespace disklab {

namespace {

/// `raw` rounded to 1, 2 or 5 times a power of ten.
double roundSpeed(double raw)
{
    const double decade = std::pow(10.0, std::floor(std::log10(raw)));
    const double mantissa = raw / decade;
    const double nice = mantissa < 1.5 ? 1.0 : mantissa < 3.5 ? 2.0 : mantissa < 7.5 ? 5.0 : 10.0;
    return std::clamp(nice * decade, kMinimumSpeed, kMaximumSpeed);
}

/// Brownian disks diffuse: at a speed taken from their thermal speed they would crawl, as
/// they cover a distance L only in L^2 / 4D. A lone disk instead crosses the mean spacing
/// between disks in half a second. Its velocity, redrawn every step dt, makes D = kT dt / 2m.
double brownianSpeed(const Scenario& scenario, const AggregationSettings& aggregation)
{
    double mass = 0.0;
    for (const Disk& d : scenario.disks)
        mass += d.mass;
    mass /= double(scenario.disks.size());
    const double diffusion = aggregation.temperature * aggregation.step / (2.0 * mass);
    const double spacingSquared = scenario.width * scenario.height / double(scenario.disks.size());
    const double crossing = spacingSquared / (4.0 * diffusion);
    return std::isfinite(crossing) && crossing > 0.0 ? roundSpeed(crossing / 0.5) : 1.0;
}

} // namespace

double suggestedSpeed(const Scenario& scenario)
{
    if (scenario.aggregation && scenario.aggregation->motion == AggregationMotion::Brownian && !scenario.disks.empty())
        return brownianSpeed(scenario, *scenario.aggregation);
    double sum = 0.0;
    for (const Disk& d : scenario.disks)
        sum += d.vx * d.vx + d.vy * d.vy;
    double typical = scenario.disks.empty() ? 0.0 : std::sqrt(sum / double(scenario.disks.size()));
    const double size = std::min(scenario.width, scenario.height);
    // Disks at rest under gravity: the speed of a fall through the box.
    const double gravity = std::hypot(scenario.gravityX, scenario.gravityY);
    typical = std::max(typical, std::sqrt(gravity * size));
    if (!(typical > 0.0) || !(size > 0.0))
        return 1.0;
    return roundSpeed(0.1 * size / typical);
}

double scaledSpeed(double speed, double factor)
{
    return std::clamp(speed * factor, kMinimumSpeed, kMaximumSpeed);
}

} // namespace disklab
