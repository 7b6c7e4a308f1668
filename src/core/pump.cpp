#include "core/pump.h"

#include "core/message_format.h"

#include <algorithm>
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

double pumpInterval(const Pump& pump, const Disk& disk)
{
    return pump.interval > 0.0 ? pump.interval : 2.0 * disk.radius / std::sqrt(pump.temperature / disk.mass);
}

double openingWidth(const Pump& pump, const Disk& disk) { return pump.width > 0.0 ? pump.width : 6.0 * disk.radius; }

std::optional<PumpProblem> pumpProblem(const Scenario& s, const Pump& p, double t)
{
    if (auto problem = pumpWallProblem(s, p.side, t))
        return problem;
    return pumpValueProblem(s, p);
}

std::optional<PumpProblem> pumpWallProblem(const Scenario& s, Side side, double t)
{
    const std::string wall = std::string("the ") + sideName(side) + " wall ";
    if (s.boundary == Boundary::Periodic)
        return PumpProblem{"pump.side", "a periodic box has no wall to put an opening in"};
    if (side == Side::Right && s.hasFreePiston())
        return PumpProblem{"pump.side", wall + "is a free piston; the opening must be in a fixed wall"};
    if (wallVelocity(s, side, t) != 0.0)
        return PumpProblem{"pump.side", wall + "is moving; the opening must be in a fixed wall"};
    if (!s.segments.empty())
        return PumpProblem{"pump.side", "the pump fills a box without interior walls"};
    return std::nullopt;
}

std::optional<PumpProblem> pumpValueProblem(const Scenario& s, const Pump& p)
{
    if (p.count < 1 || p.count > 1000000)
        return PumpProblem{"pump.count", formatMessage("the pump brings in 1 to 1000000 disks, got %g", p.count)};
    if (!finite(p.temperature) || p.temperature <= 0.0)
        return PumpProblem{"pump.temperature",
                           formatMessage("the gas the disks come from needs kT > 0, got %g", p.temperature)};
    if (!finite(p.interval) || p.interval < 0.0)
        return PumpProblem{"pump.interval", formatMessage("must be >= 0 (0: the pump's own pace), got %g", p.interval)};
    if (!finite(p.start) || p.start < 0.0)
        return PumpProblem{"pump.start", formatMessage("must be >= 0, got %g", p.start)};
    const Disk disk = pumpedDiskLike(s);
    const double length = wallLength(s, p.side);
    const double width = openingWidth(p, disk);
    // A negative width would read as "three diameters" and be written as nothing: refused.
    if (!finite(p.width) || p.width < 0.0 || width < 2.0 * disk.radius || width > length)
        return PumpProblem{"pump.width", formatMessage("the opening must be at least a diameter (%g) and at most the "
                                                       "wall (%g) wide, got %g",
                                                       2.0 * disk.radius, length, width)};
    const double position = p.position.value_or(0.5 * length);
    if (!finite(position) || position < 0.5 * width || position > length - 0.5 * width)
        return PumpProblem{"pump.position", formatMessage("the opening must lie within the wall, its centre between "
                                                          "%g and %g, got %g",
                                                          0.5 * width, length - 0.5 * width, position)};
    return std::nullopt;
}

} // namespace disklab
