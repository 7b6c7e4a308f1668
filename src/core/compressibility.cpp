#include "core/compressibility.h"

#include "core/observables.h"

#include <algorithm>
#include <cmath>

namespace disklab {
namespace {

/// 1/100 of the box's extent across a wall: the largest travel per interval.
constexpr double kTravelPerInterval = 0.01;

/// Whether a wall moves on a prescribed path after t; a free piston's is no one's to cut in advance.
bool movesAfter(const BoxWall& wall, double t) { return !wall.isFreePiston() && wall.velocity != 0.0 && wall.stopTime > t; }

} // namespace

std::optional<double> averageCompressibility(const Scenario& scenario, const std::vector<Totals>& cuts)
{
    double weighted = 0.0;
    double duration = 0.0;
    for (std::size_t k = 0; k + 1 < cuts.size(); ++k) {
        const WindowFigures interval = measureWindow(scenario, cuts[k], cuts[k + 1]);
        if (interval.duration <= 0.0)
            continue;
        if (!interval.compressibility)
            return std::nullopt;
        weighted += *interval.compressibility * interval.duration;
        duration += interval.duration;
    }
    if (duration <= 0.0)
        return std::nullopt;
    return weighted / duration;
}

std::optional<double> compressibilityInterval(const Scenario& scenario, double t)
{
    if (scenario.boundary != Boundary::Walls)
        return std::nullopt;
    std::optional<double> shortest;
    for (Side side : kAllSides) {
        const BoxWall& wall = scenario.wall(side);
        if (!movesAfter(wall, t))
            continue;
        const bool vertical = side == Side::Left || side == Side::Right;
        const double extent = vertical ? wallPosition(scenario, Side::Right, t) - wallPosition(scenario, Side::Left, t)
                                       : wallPosition(scenario, Side::Top, t) - wallPosition(scenario, Side::Bottom, t);
        const double interval = kTravelPerInterval * extent / std::abs(wall.velocity);
        shortest = shortest ? std::min(*shortest, interval) : interval;
    }
    return shortest;
}

std::optional<double> wallsStopTime(const Scenario& scenario, double t)
{
    if (scenario.boundary != Boundary::Walls)
        return std::nullopt;
    std::optional<double> last;
    for (const BoxWall& wall : scenario.walls)
        if (movesAfter(wall, t))
            last = last ? std::max(*last, wall.stopTime) : wall.stopTime;
    return last;
}

} // namespace disklab
