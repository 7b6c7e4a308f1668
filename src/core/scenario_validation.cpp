#include "core/scenario_validation.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <initializer_list>
#include <unordered_map>

namespace disklab {
namespace {

std::string format(const char* pattern, double a, double b = 0.0, double c = 0.0)
{
    char buffer[256];
    std::snprintf(buffer, sizeof buffer, pattern, a, b, c);
    return buffer;
}

class ProblemList {
public:
    explicit ProblemList(std::size_t limit) : m_limit(limit) {}
    void add(int disk, std::string field, std::string message, int other = -1)
    {
        if (m_problems.size() < m_limit)
            m_problems.push_back({disk, other, std::move(field), std::move(message)});
    }
    bool full() const { return m_problems.size() >= m_limit; }
    std::size_t size() const { return m_problems.size(); }
    std::vector<ScenarioProblem> take() { return std::move(m_problems); }

private:
    std::size_t m_limit;
    std::vector<ScenarioProblem> m_problems;
};

bool finite(double v) { return std::isfinite(v); }

void checkBox(const Scenario& s, ProblemList& problems)
{
    if (!finite(s.width) || s.width <= 0.0)
        problems.add(-1, "width", format("box width must be a positive number, got %g", s.width));
    if (!finite(s.height) || s.height <= 0.0)
        problems.add(-1, "height", format("box height must be a positive number, got %g", s.height));
    if (!finite(s.gravityX) || !finite(s.gravityY))
        problems.add(-1, "gravity", "gravity must be finite");
    if (s.engine.engine != "event" && s.engine.engine != "time")
        problems.add(-1, "engine.engine", "engine must be \"event\" or \"time\", got \"" + s.engine.engine + "\"");
    if (!finite(s.engine.dt) || s.engine.dt <= 0.0)
        problems.add(-1, "engine.dt", format("time step must be a positive number, got %g", s.engine.dt));
    static const char* broadphases[] = {"naive", "grid", "quadtree", "swept"};
    if (std::none_of(std::begin(broadphases), std::end(broadphases),
                     [&](const char* b) { return s.engine.broadphase == b; }))
        problems.add(-1, "engine.broadphase",
                     "broad phase must be naive, grid, quadtree or swept, got \"" + s.engine.broadphase + "\"");
}

void checkWalls(const Scenario& s, double largestDiameter, ProblemList& problems)
{
    for (Side side : kAllSides) {
        const WallMotion& w = s.wall(side);
        const std::string field = std::string("walls.") + sideName(side);
        if (!finite(w.velocity))
            problems.add(-1, field + ".velocity", "wall velocity must be finite");
        if (std::isnan(w.stopTime) || w.stopTime < 0.0)
            problems.add(-1, field + ".stopTime", format("stop time must be >= 0, got %g", w.stopTime));
        if (w.velocity != 0.0 && s.boundary == Boundary::Periodic)
            problems.add(-1, field + ".velocity", "a periodic box has no walls to move");
    }
    if (s.boundary == Boundary::Periodic || !finite(s.width) || !finite(s.height))
        return;
    // Opposite walls must never come closer than the largest diameter. The gap is piecewise
    // linear in time, so its minimum is at t = 0, at a stop time, or at infinity.
    const std::pair<Side, Side> pairs[] = {{Side::Left, Side::Right}, {Side::Bottom, Side::Top}};
    for (auto [low, high] : pairs) {
        const WallMotion& a = s.wall(low);
        const WallMotion& b = s.wall(high);
        const std::string field = std::string("walls.") + sideName(high) + ".stopTime";
        const std::string names = std::string(sideName(low)) + " and " + sideName(high) + " walls";
        auto gapAt = [&](double t) { return wallPosition(s, high, t) - wallPosition(s, low, t); };
        auto movesForever = [](const WallMotion& w) { return w.velocity != 0.0 && !finite(w.stopTime); };
        const double finalClosing = (movesForever(a) ? a.velocity : 0.0) - (movesForever(b) ? b.velocity : 0.0);
        if (finalClosing > 0.0) {
            problems.add(-1, field, names + " approach each other forever; give the moving wall a stop time");
            continue;
        }
        double smallest = gapAt(0.0);
        for (const WallMotion* w : {&a, &b})
            if (w->velocity != 0.0 && finite(w->stopTime))
                smallest = std::min(smallest, gapAt(w->stopTime));
        if (smallest < largestDiameter)
            problems.add(-1, field, names + format(" close to a gap of %g, less than the largest disk diameter %g",
                                                   smallest, largestDiameter));
    }
}

void checkDisk(const Scenario& s, int i, ProblemList& problems)
{
    const Disk& d = s.disks[static_cast<std::size_t>(i)];
    const std::pair<const char*, double> numbers[] = {{"x", d.x}, {"y", d.y}, {"vx", d.vx}, {"vy", d.vy},
                                                      {"radius", d.radius}, {"mass", d.mass}};
    bool allFinite = true;
    for (auto [name, value] : numbers) {
        if (!finite(value)) {
            problems.add(i, name, std::string(name) + " is " + (std::isnan(value) ? "NaN" : "infinite"));
            allFinite = false;
        }
    }
    if (!allFinite)
        return;
    if (d.radius <= 0.0)
        problems.add(i, "radius", format("radius must be positive, got %g", d.radius));
    if (d.mass <= 0.0)
        problems.add(i, "mass", format("mass must be positive, got %g", d.mass));
    if (d.radius <= 0.0)
        return;
    const double slackX = 1e-12 * s.width;
    const double slackY = 1e-12 * s.height;
    const bool walls = s.boundary == Boundary::Walls;
    const double marginX = walls ? d.radius : 0.0;
    const double marginY = walls ? d.radius : 0.0;
    if (d.x < marginX - slackX || d.x > s.width - marginX + slackX || d.y < marginY - slackY
        || d.y > s.height - marginY + slackY) {
        problems.add(i, "x", format(walls ? "disk at (%g, %g) with radius %g is not inside the box"
                                          : "disk centre (%g, %g) is outside the periodic cell",
                                    d.x, d.y, d.radius)
                                 + format(" [0, %g] x [0, %g]", s.width, s.height));
    }
}

/// Finds overlapping pairs with a hash grid of cell size = largest diameter: O(N) expected.
void checkOverlaps(const Scenario& s, double largestDiameter, double tolerance, ProblemList& problems)
{
    const auto& disks = s.disks;
    const double cell = largestDiameter;
    auto key = [](long long cx, long long cy) { return (cx << 32) ^ (cy & 0xffffffffLL); };
    std::unordered_map<long long, std::vector<int>> grid;
    grid.reserve(disks.size());
    const bool periodic = s.boundary == Boundary::Periodic;
    const long long ncx = std::max(1LL, static_cast<long long>(std::floor(s.width / cell)));
    const long long ncy = std::max(1LL, static_cast<long long>(std::floor(s.height / cell)));
    auto cellOf = [&](double v, long long n, double size) {
        long long c = static_cast<long long>(std::floor(v / size));
        return periodic ? std::clamp(c, 0LL, n - 1) : c;
    };
    const double cellX = periodic ? s.width / static_cast<double>(ncx) : cell;
    const double cellY = periodic ? s.height / static_cast<double>(ncy) : cell;
    for (int i = 0; i < static_cast<int>(disks.size()); ++i)
        grid[key(cellOf(disks[i].x, ncx, cellX), cellOf(disks[i].y, ncy, cellY))].push_back(i);

    auto wrap = [](double d, double length) { return d - length * std::round(d / length); };
    for (int i = 0; i < static_cast<int>(disks.size()) && !problems.full(); ++i) {
        const Disk& a = disks[i];
        const long long cx = cellOf(a.x, ncx, cellX);
        const long long cy = cellOf(a.y, ncy, cellY);
        std::vector<long long> seen;
        for (long long dx = -1; dx <= 1; ++dx) {
            for (long long dy = -1; dy <= 1; ++dy) {
                long long nx = cx + dx, ny = cy + dy;
                if (periodic) {
                    nx = (nx + ncx) % ncx;
                    ny = (ny + ncy) % ncy;
                }
                const long long k = key(nx, ny);
                if (std::find(seen.begin(), seen.end(), k) != seen.end())
                    continue;
                seen.push_back(k);
                auto it = grid.find(k);
                if (it == grid.end())
                    continue;
                for (int j : it->second) {
                    if (j <= i)
                        continue;
                    const Disk& b = disks[j];
                    double ddx = b.x - a.x, ddy = b.y - a.y;
                    if (periodic) {
                        ddx = wrap(ddx, s.width);
                        ddy = wrap(ddy, s.height);
                    }
                    const double contact = a.radius + b.radius;
                    const double distance = std::sqrt(ddx * ddx + ddy * ddy);
                    if (distance < contact * (1.0 - tolerance))
                        problems.add(i, "x",
                                     format("overlaps disk %g: centres %g apart, radii sum to %g",
                                            static_cast<double>(j), distance, contact),
                                     j);
                }
            }
        }
    }
}

} // namespace

std::vector<ScenarioProblem> validateScenario(const Scenario& s, const ValidationOptions& options)
{
    ProblemList problems(options.maxProblems);
    checkBox(s, problems);
    double largestDiameter = 0.0;
    const std::size_t problemsBeforeDisks = problems.size();
    for (int i = 0; i < static_cast<int>(s.disks.size()); ++i) {
        checkDisk(s, i, problems);
        if (std::isfinite(s.disks[i].radius) && s.disks[i].radius > 0.0)
            largestDiameter = std::max(largestDiameter, 2.0 * s.disks[i].radius);
    }
    const bool disksValid = problems.size() == problemsBeforeDisks;
    checkWalls(s, largestDiameter, problems);
    if (s.boundary == Boundary::Periodic && std::isfinite(s.width) && std::isfinite(s.height)
        && std::min(s.width, s.height) < 3.0 * largestDiameter * (1.0 + 1e-8))
        problems.add(-1, "width", format("periodic box %g x %g is smaller than three diameters (%g) of the largest disk",
                                         s.width, s.height, 3.0 * largestDiameter));
    if (disksValid && !options.allowOverlaps && largestDiameter > 0.0 && !problems.full())
        checkOverlaps(s, largestDiameter, options.overlapTolerance, problems);
    return problems.take();
}

} // namespace disklab
