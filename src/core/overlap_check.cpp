#include "core/overlap_check.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace disklab {

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
    const int nx = std::max(1, static_cast<int>(spanX / side));
    const int ny = std::max(1, static_cast<int>(spanY / side));
    const double cellX = spanX / nx, cellY = spanY / ny;
    auto column = [&](double v) { return std::clamp(static_cast<int>(std::floor((v - minX) / cellX)), 0, nx - 1); };
    auto row = [&](double v) { return std::clamp(static_cast<int>(std::floor((v - minY) / cellY)), 0, ny - 1); };

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
