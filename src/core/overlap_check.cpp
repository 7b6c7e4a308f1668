#include "core/overlap_check.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace disklab {

namespace {

/// Cells along one axis: span / side, at least 1 and at most n, the number of disks. Bounded
/// before the conversion to int: a vast box with tiny disks (a width of 1e300) would otherwise
/// overflow it, or ask for billions of empty cells.
int cellCount(double span, double side, std::size_t n)
{
    const double count = span / side;
    if (!(count >= 1.0))
        return 1;
    return static_cast<int>(std::min(count, static_cast<double>(n)));
}

/// The cell holding a position `cells` cell widths from the grid's origin, clamped to the grid
/// in double first: positions spanning more than the largest double make it infinite or NaN.
int cellIndex(double cells, int count)
{
    const double index = std::floor(cells);
    return index >= 0.0 ? static_cast<int>(std::min(index, count - 1.0)) : 0;
}

} // namespace

void forEachOverlap(const Scenario& s, std::span<const double> x, std::span<const double> y, double tolerance,
                    const std::function<bool(int, int, double, double)>& visit)
{
    const std::size_t n = std::min({x.size(), y.size(), s.disks.size()});
    if (n < 2)
        return;
    const bool periodic = s.boundary == Boundary::Periodic;
    double largest = 0.0;
    double minX = x[0], maxX = x[0], minY = y[0], maxY = y[0];
    for (std::size_t i = 0; i < n; ++i) {
        largest = std::max(largest, 2.0 * s.disks[i].radius);
        minX = std::min(minX, x[i]), maxX = std::max(maxX, x[i]);
        minY = std::min(minY, y[i]), maxY = std::max(maxY, y[i]);
    }
    if (periodic)
        minX = 0.0, maxX = s.width, minY = 0.0, maxY = s.height;
    const double spanX = std::max(maxX - minX, largest), spanY = std::max(maxY - minY, largest);
    // Cells no smaller than the largest diameter and no more numerous than the disks.
    const double side = std::max(largest, std::sqrt(spanX * spanY / static_cast<double>(n)));
    const int nx = cellCount(spanX, side, n);
    const int ny = cellCount(spanY, side, n);
    const double cellX = spanX / nx, cellY = spanY / ny;
    auto column = [&](double v) { return cellIndex((v - minX) / cellX, nx); };
    auto row = [&](double v) { return cellIndex((v - minY) / cellY, ny); };

    // Disks sorted by cell (counting sort): start[c] .. start[c+1] indexes `order`.
    std::vector<int> cellOf(n), start(static_cast<std::size_t>(nx) * ny + 1, 0), order(n);
    for (std::size_t i = 0; i < n; ++i) {
        cellOf[i] = row(y[i]) * nx + column(x[i]);
        ++start[static_cast<std::size_t>(cellOf[i]) + 1];
    }
    for (std::size_t c = 1; c < start.size(); ++c)
        start[c] += start[c - 1];
    std::vector<int> fill(start.begin(), start.end() - 1);
    for (std::size_t i = 0; i < n; ++i)
        order[static_cast<std::size_t>(fill[static_cast<std::size_t>(cellOf[i])]++)] = static_cast<int>(i);

    // With fewer than three cells along a periodic axis, neighbours repeat: visit each once.
    const int reachX = periodic && nx < 3 ? 0 : 1;
    const int reachY = periodic && ny < 3 ? 0 : 1;
    for (std::size_t i = 0; i < n; ++i) {
        const int cx = column(x[i]), cy = row(y[i]);
        for (int dy = -reachY; dy <= reachY; ++dy) {
            int ry = cy + dy;
            if (periodic)
                ry = (ry + ny) % ny;
            else if (ry < 0 || ry >= ny)
                continue;
            for (int dx = -reachX; dx <= reachX; ++dx) {
                int rx = cx + dx;
                if (periodic)
                    rx = (rx + nx) % nx;
                else if (rx < 0 || rx >= nx)
                    continue;
                const int c = ry * nx + rx;
                for (int k = start[static_cast<std::size_t>(c)]; k < start[static_cast<std::size_t>(c) + 1]; ++k) {
                    const auto j = static_cast<std::size_t>(order[static_cast<std::size_t>(k)]);
                    if (j <= i)
                        continue;
                    double ddx = x[j] - x[i], ddy = y[j] - y[i];
                    if (periodic) {
                        ddx -= s.width * std::round(ddx / s.width);
                        ddy -= s.height * std::round(ddy / s.height);
                    }
                    const double contact = s.disks[i].radius + s.disks[j].radius;
                    const double limit = contact * (1.0 - tolerance);
                    if (ddx * ddx + ddy * ddy >= limit * limit)
                        continue;
                    if (!visit(static_cast<int>(i), static_cast<int>(j), std::sqrt(ddx * ddx + ddy * ddy), contact))
                        return;
                }
            }
        }
    }
}

OverlapReport measureOverlaps(const Scenario& scenario, std::span<const double> x, std::span<const double> y)
{
    OverlapReport report;
    forEachOverlap(scenario, x, y, 0.0, [&](int, int, double distance, double contact) {
        const double depth = 1.0 - distance / contact;
        report.maxOverlap = std::max(report.maxOverlap, depth);
        if (depth > 1e-10)
            ++report.overlappingPairs;
        return true;
    });
    return report;
}

} // namespace disklab
