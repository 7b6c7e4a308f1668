#include "core/broadphase_grid.h"

#include <algorithm>
#include <cmath>

namespace disklab {

BroadphaseGrid::Layout BroadphaseGrid::chooseLayout(const BoxList& boxes)
{
    const std::size_t m = boxes.size();
    double loX = boxes.minX[0], hiX = boxes.maxX[0], loY = boxes.minY[0], hiY = boxes.maxY[0];
    double extent = 0.0;
    for (std::size_t p = 0; p < m; ++p) {
        loX = std::min(loX, boxes.minX[p]), hiX = std::max(hiX, boxes.maxX[p]);
        loY = std::min(loY, boxes.minY[p]), hiY = std::max(hiY, boxes.maxY[p]);
        extent += std::max(boxes.maxX[p] - boxes.minX[p], boxes.maxY[p] - boxes.minY[p]);
    }
    const double spanX = hiX - loX, spanY = hiY - loY;
    // Cells as wide as the mean box minimise tests per box; in a dilute gas, no more cells than
    // twice the boxes keeps memory linear.
    const auto cap = static_cast<double>(4 * m + 16);
    double side = std::max(extent / static_cast<double>(m), std::sqrt(spanX * spanY / (2.0 * static_cast<double>(m))));
    if (!(side > 0.0))
        side = std::max({spanX, spanY, 1.0});
    auto cellsAlong = [&](double span) { return std::max(1.0, std::ceil(span / side)); };
    while (cellsAlong(spanX) * cellsAlong(spanY) > cap)
        side *= 1.5;
    return {loX, loY, 1.0 / side, static_cast<int>(cellsAlong(spanX)), static_cast<int>(cellsAlong(spanY))};
}

namespace {

/// Turns counts (count of c at c + 1) into starts, in place.
void countsToStarts(std::vector<std::uint32_t>& starts)
{
    for (std::size_t c = 1; c < starts.size(); ++c)
        starts[c] += starts[c - 1];
}

/// After a fill that advanced every start to the next one, shifts them back.
void restoreStarts(std::vector<std::uint32_t>& starts)
{
    for (std::size_t c = starts.size() - 1; c > 0; --c)
        starts[c] = starts[c - 1];
    starts[0] = 0;
}

} // namespace

void BroadphaseGrid::sortByCorner(const BoxList& boxes, const Layout& grid)
{
    const std::size_t m = boxes.size();
    m_cornerStart.assign(static_cast<std::size_t>(grid.nx) * static_cast<std::size_t>(grid.ny) + 1, 0);
    m_corner.resize(m);
    for (std::size_t p = 0; p < m; ++p) {
        m_corner[p] = static_cast<std::uint32_t>(grid.cornerCell(boxes.minX[p], boxes.minY[p]));
        ++m_cornerStart[m_corner[p] + 1];
    }
    countsToStarts(m_cornerStart);
    m_boxes.resize(m);
    for (std::size_t p = 0; p < m; ++p)
        m_boxes[m_cornerStart[m_corner[p]]++] = Box{boxes.minX[p], boxes.minY[p], boxes.maxX[p], boxes.maxY[p], boxes.owner[p]};
}

void BroadphaseGrid::registerInCells(const Layout& grid)
{
    // Walking m_boxes in cell order keeps the cells being written to, and so m_items, in cache.
    m_cellStart.assign(static_cast<std::size_t>(grid.nx) * static_cast<std::size_t>(grid.ny) + 1, 0);
    for (const Box& box : m_boxes)
        grid.forEachCell(box, [&](std::size_t cell) { ++m_cellStart[cell + 1]; });
    countsToStarts(m_cellStart);
    m_items.resize(m_cellStart.back());
    for (std::size_t k = 0; k < m_boxes.size(); ++k)
        grid.forEachCell(m_boxes[k], [&](std::size_t cell) { m_items[m_cellStart[cell]++] = static_cast<std::uint32_t>(k); });
    restoreStarts(m_cellStart);
}

std::uint64_t BroadphaseGrid::testCells(const Layout& grid, std::vector<CandidatePair>& pairs) const
{
    std::uint64_t tests = 0;
    for (int r = 0; r < grid.ny; ++r) {
        for (int c = 0; c < grid.nx; ++c) {
            const std::size_t cell = grid.cellIndex(c, r);
            const std::uint32_t begin = m_cellStart[cell], end = m_cellStart[cell + 1];
            for (std::uint32_t k = begin; k < end; ++k) {
                const Box& u = m_boxes[m_items[k]];
                for (std::uint32_t l = k + 1; l < end; ++l) {
                    const Box& v = m_boxes[m_items[l]];
                    ++tests;
                    if (u.minX > v.maxX || v.minX > u.maxX || u.minY > v.maxY || v.minY > u.maxY)
                        continue;
                    // Only the cell holding the intersection's lower-left corner reports the pair.
                    if (grid.column(std::max(u.minX, v.minX)) != c || grid.row(std::max(u.minY, v.minY)) != r)
                        continue;
                    if (u.owner != v.owner)
                        pairs.push_back(u.owner < v.owner ? CandidatePair{u.owner, v.owner} : CandidatePair{v.owner, u.owner});
                }
            }
        }
    }
    return tests;
}

std::uint64_t BroadphaseGrid::findPairs(const BoxList& boxes, std::vector<CandidatePair>& pairs)
{
    if (boxes.size() < 2)
        return 0;
    const Layout grid = chooseLayout(boxes);
    sortByCorner(boxes, grid);
    registerInCells(grid);
    return testCells(grid, pairs);
}

} // namespace disklab
