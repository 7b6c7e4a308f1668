#include "core/bond_order.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>

namespace disklab {
namespace {

/// The disks binned in nx x ny cells over [x0, x0 + width) x [y0, y0 + height): cell c holds
/// members[start[c] .. start[c + 1]) (a counting sort, two passes over the disks).
struct BondCells {
    bool periodic = false;
    double x0 = 0.0, y0 = 0.0, width = 0.0, height = 0.0;
    int nx = 1, ny = 1;
    std::vector<double> x, y;  ///< each disk's centre, wrapped into the box when periodic
    std::vector<std::int32_t> cellOf;  ///< each disk's cell, row * nx + column
    std::vector<std::int32_t> start, members;

    /// The cells whose column (or row) is within one of `c`: wrapped around a periodic box,
    /// each at most once however few cells there are, and cut at the edges of a walled one.
    int around(int c, int cells, int out[3]) const
    {
        int count = 0;
        for (int d = -1; d <= 1; ++d) {
            int k = c + d;
            if (periodic)
                k = (k + cells) % cells;
            else if (k < 0 || k >= cells)
                continue;
            if (std::find(out, out + count, k) == out + count)
                out[count++] = k;
        }
        return count;
    }
};

int cellIndex(double offset, double cellSide, int cells)
{
    return std::clamp(static_cast<int>(std::floor(offset / cellSide)), 0, cells - 1);
}

BondCells binDisks(const Scenario& scenario, const Snapshot& snapshot, double cutoff)
{
    const std::size_t n = snapshot.size();
    BondCells cells;
    cells.periodic = scenario.boundary == Boundary::Periodic;
    cells.x = snapshot.x;
    cells.y = snapshot.y;
    if (cells.periodic) {
        cells.width = scenario.width;
        cells.height = scenario.height;
        for (std::size_t j = 0; j < n; ++j) {
            cells.x[j] -= scenario.width * std::floor(cells.x[j] / scenario.width);
            cells.y[j] -= scenario.height * std::floor(cells.y[j] / scenario.height);
        }
    } else {
        // Walls never wrap, and moving walls may have taken disks past the scenario's box:
        // the cells cover the disks wherever they are.
        const auto [xMin, xMax] = std::minmax_element(cells.x.begin(), cells.x.end());
        const auto [yMin, yMax] = std::minmax_element(cells.y.begin(), cells.y.end());
        cells.x0 = *xMin;
        cells.y0 = *yMin;
        cells.width = *xMax - *xMin;
        cells.height = *yMax - *yMin;
    }
    // Cells at least one cutoff wide, and no more than about four per disk.
    const double maximumCells = 4.0 * static_cast<double>(n) + 16.0;
    const double side = std::max(cutoff, std::sqrt(cells.width * cells.height / maximumCells));
    cells.nx = static_cast<int>(std::clamp(std::floor(cells.width / side), 1.0, maximumCells));
    cells.ny = static_cast<int>(std::clamp(std::floor(cells.height / side), 1.0, std::max(1.0, std::floor(maximumCells / cells.nx))));
    const double cellWidth = cells.width / cells.nx, cellHeight = cells.height / cells.ny;

    const std::size_t cellCount = static_cast<std::size_t>(cells.nx) * static_cast<std::size_t>(cells.ny);
    std::vector<std::int32_t>& cellOf = cells.cellOf;
    cellOf.resize(n);
    cells.start.assign(cellCount + 1, 0);
    for (std::size_t j = 0; j < n; ++j) {
        const int column = cellWidth > 0.0 ? cellIndex(cells.x[j] - cells.x0, cellWidth, cells.nx) : 0;
        const int row = cellHeight > 0.0 ? cellIndex(cells.y[j] - cells.y0, cellHeight, cells.ny) : 0;
        cellOf[j] = row * cells.nx + column;
        ++cells.start[static_cast<std::size_t>(cellOf[j]) + 1];
    }
    for (std::size_t c = 0; c < cellCount; ++c)
        cells.start[c + 1] += cells.start[c];
    std::vector<std::int32_t> next(cells.start.begin(), cells.start.end() - 1);
    cells.members.resize(n);
    for (std::size_t j = 0; j < n; ++j)
        cells.members[static_cast<std::size_t>(next[static_cast<std::size_t>(cellOf[j])]++)] = static_cast<std::int32_t>(j);
    return cells;
}

/// Disk j's bonds: how many, and the sum of their exp(6 i theta).
struct Bonds {
    std::int32_t count = 0;
    std::complex<double> sum{0.0, 0.0};
};

Bonds bondsOf(std::size_t j, const BondCells& cells, const Scenario& scenario)
{
    const std::int32_t cell = cells.cellOf[j];
    int columns[3], rows[3];
    const int columnCount = cells.around(cell % cells.nx, cells.nx, columns);
    const int rowCount = cells.around(cell / cells.nx, cells.ny, rows);
    double re = 0.0, im = 0.0;
    Bonds bonds;
    for (int r = 0; r < rowCount; ++r) {
        for (int c = 0; c < columnCount; ++c) {
            const auto other = static_cast<std::size_t>(rows[r] * cells.nx + columns[c]);
            for (std::int32_t m = cells.start[other]; m < cells.start[other + 1]; ++m) {
                const auto k = static_cast<std::size_t>(cells.members[static_cast<std::size_t>(m)]);
                double dx = cells.x[k] - cells.x[j];
                double dy = cells.y[k] - cells.y[j];
                if (cells.periodic) {
                    dx -= cells.width * std::round(dx / cells.width);
                    dy -= cells.height * std::round(dy / cells.height);
                }
                const double distance2 = dx * dx + dy * dy;
                const double reach = kBondCutoff * (scenario.disks[j].radius + scenario.disks[k].radius);
                // The disk itself, and a centre on top of it (no bond direction), are no bond.
                if (k == j || !(distance2 < reach * reach) || distance2 == 0.0)
                    continue;
                // exp(6 i theta) = (exp(2 i theta))^3 with exp(2 i theta) = (dx + i dy)^2 / r^2:
                // no trigonometry, so bonds along exact directions give exact phases to round-off.
                const double c2 = (dx * dx - dy * dy) / distance2, s2 = 2.0 * dx * dy / distance2;
                const double c4 = c2 * c2 - s2 * s2, s4 = 2.0 * c2 * s2;
                re += c4 * c2 - s4 * s2;
                im += c4 * s2 + s4 * c2;
                ++bonds.count;
            }
        }
    }
    bonds.sum = {re, im};
    return bonds;
}

} // namespace

BondOrder bondOrientationalOrder(const Scenario& scenario, const Snapshot& snapshot)
{
    const std::size_t n = snapshot.size();
    if (scenario.disks.size() < n)
        throw std::invalid_argument("bond order: the snapshot has " + std::to_string(n) + " disks, the scenario only "
                                    + std::to_string(scenario.disks.size()));
    BondOrder order;
    order.perDisk.assign(n, {0.0, 0.0});
    order.neighbours.assign(n, 0);
    if (n == 0)
        return order;
    double largestRadius = 0.0;
    for (std::size_t j = 0; j < n; ++j)
        largestRadius = std::max(largestRadius, scenario.disks[j].radius);
    const BondCells cells = binDisks(scenario, snapshot, kBondCutoff * 2.0 * largestRadius);

    std::complex<double> total{0.0, 0.0};
    for (std::size_t j = 0; j < n; ++j) {
        const Bonds bonds = bondsOf(j, cells, scenario);
        order.neighbours[j] = bonds.count;
        if (bonds.count > 0)
            order.perDisk[j] = bonds.sum / static_cast<double>(bonds.count);
        total += order.perDisk[j];
    }
    order.mean = total / static_cast<double>(n);
    order.global = std::abs(order.mean);
    return order;
}

BondOrder bondOrientationalOrder(const Scenario& scenario)
{
    Snapshot start;
    start.x.reserve(scenario.disks.size());
    start.y.reserve(scenario.disks.size());
    for (const Disk& d : scenario.disks) {
        start.x.push_back(d.x);
        start.y.push_back(d.y);
    }
    return bondOrientationalOrder(scenario, start);
}

} // namespace disklab
