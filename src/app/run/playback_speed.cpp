#include "app/run/playback_speed.h"

#include <algorithm>
#include <cmath>

namespace disklab {

double suggestedSpeed(const Scenario& scenario)
{
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
    const double raw = 0.1 * size / typical;
    const double decade = std::pow(10.0, std::floor(std::log10(raw)));
    const double mantissa = raw / decade;
    const double nice = mantissa < 1.5 ? 1.0 : mantissa < 3.5 ? 2.0 : mantissa < 7.5 ? 5.0 : 10.0;
    return std::clamp(nice * decade, kMinimumSpeed, kMaximumSpeed);
}

double scaledSpeed(double speed, double factor)
{
    return std::clamp(speed * factor, kMinimumSpeed, kMaximumSpeed);
}

} // namespace disklab
