#include "core/injection.h"

#include "core/message_format.h"

#include <cmath>

namespace disklab {
namespace {

bool finite(double v) { return std::isfinite(v); }

// The length of the wall the opening is in.
double wallLength(const Scenario& s, Side side)
{
    return side == Side::Left || side == Side::Right ? s.height : s.width;
}

} // namespace

double defaultInjectionInterval(const Injection& injection)
{
    return 2.0 * injection.disk.radius / std::sqrt(injection.temperature / injection.disk.mass);
}

double openingWidth(const Injection& injection)
{
    return injection.width > 0.0 ? injection.width : 6.0 * injection.disk.radius;
}

Disk pumpedDiskLike(const Scenario& scenario)
{
    Disk disk;
    if (!scenario.disks.empty()) {
        const Disk& first = scenario.disks.front();
        disk.radius = first.radius;
        disk.mass = first.mass;
        disk.colour = first.colour;
    }
    return disk;
}

std::optional<std::string> injectionProblem(const Scenario& s, const Injection& in, double t)
{
    const std::string side = std::string("injection.side: the ") + sideName(in.side) + " wall ";
    if (s.boundary == Boundary::Periodic)
        return "injection.side: a periodic box has no wall to put an opening in";
    if (in.side == Side::Right && s.hasFreePiston())
        return side + "is a free piston; the opening must be in a fixed wall";
    if (wallVelocity(s, in.side, t) != 0.0)
        return side + "is moving; the opening must be in a fixed wall";
    if (!s.segments.empty())
        return std::string("injection.side: the pump fills a box without interior walls");
    if (in.count < 1 || in.count > 1000000)
        return formatMessage("injection.count: the pump brings in 1 to 1000000 disks, got %g", in.count);
    if (!finite(in.temperature) || in.temperature <= 0.0)
        return formatMessage("injection.temperature: the gas the disks come from needs kT > 0, got %g", in.temperature);
    if (!finite(in.disk.mass) || in.disk.mass <= 0.0)
        return formatMessage("injection.mass: must be > 0, got %g", in.disk.mass);
    const double length = wallLength(s, in.side);
    if (!finite(in.disk.radius) || in.disk.radius <= 0.0 || 2.0 * in.disk.radius >= std::min(s.width, s.height))
        return formatMessage("injection.radius: must be > 0 and leave room in the box, got %g", in.disk.radius);
    if (!finite(in.interval) || in.interval < 0.0)
        return formatMessage("injection.interval: must be >= 0 (0: the pump's own pace), got %g", in.interval);
    const double width = openingWidth(in);
    if (!finite(in.width) || width < 2.0 * in.disk.radius || width > length)
        return formatMessage("injection.width: the opening must be at least a diameter (%g) and at most the wall "
                             "(%g) wide, got %g",
                             2.0 * in.disk.radius, length, width);
    const double position = in.position.value_or(0.5 * length);
    if (!finite(position) || position < 0.5 * width || position > length - 0.5 * width)
        return formatMessage("injection.position: the opening must lie within the wall, its centre between %g and "
                             "%g, got %g",
                             0.5 * width, length - 0.5 * width, position);
    return std::nullopt;
}

} // namespace disklab
