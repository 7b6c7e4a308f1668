#include "core/broadphase_grid.h"

#include <algorithm>
#include <cmath>

namespace disklab {

std::uint64_t BroadphaseGrid::findPairs(const BoxList& boxes, std::vector<CandidatePair>& pairs)
{
    const std::size_t m = boxes.size();
    if (m < 2)
        return 0;
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
    const int nx = static_cast<int>(cellsAlong(spanX));
    const int ny = static_cast<int>(cellsAlong(spanY));
    const double inverse = 1.0 / side;
    auto column = [&](double x) { return std::clamp(static_cast<int>((x - loX) * inverse), 0, nx - 1); };
    auto row = [&](double y) { return std::clamp(static_cast<int>((y - loY) * inverse), 0, ny - 1); };
    auto cellIndex = [&](int c, int r) { return static_cast<std::size_t>(r) * static_cast<std::size_t>(nx) + static_cast<std::size_t>(c); };

    const std::size_t cells = static_cast<std::size_t>(nx) * static_cast<std::size_t>(ny);
    m_cellStart.assign(cells + 1, 0);
    m_ranges.resize(m);
    for (std::size_t p = 0; p < m; ++p) {
        const Range range{column(boxes.minX[p]), column(boxes.maxX[p]), row(boxes.minY[p]), row(boxes.maxY[p])};
        m_ranges[p] = range;
        for (int r = range.r0; r <= range.r1; ++r)
            for (int c = range.c0; c <= range.c1; ++c)
                ++m_cellStart[cellIndex(c, r) + 1];
    }
    for (std::size_t c = 1; c <= cells; ++c)
        m_cellStart[c] += m_cellStart[c - 1];
    m_items.resize(m_cellStart[cells]);
    for (std::size_t p = 0; p < m; ++p) {
        const Range& range = m_ranges[p];
        const Item item{boxes.minX[p], boxes.minY[p], boxes.maxX[p], boxes.maxY[p], static_cast<std::uint32_t>(p)};
        for (int r = range.r0; r <= range.r1; ++r)
            for (int c = range.c0; c <= range.c1; ++c)
                m_items[m_cellStart[cellIndex(c, r)]++] = item;
    }
    // The fill moved every start to the next cell's; shift back.
    for (std::size_t c = cells; c > 0; --c)
        m_cellStart[c] = m_cellStart[c - 1];
    m_cellStart[0] = 0;

    std::uint64_t tests = 0;
    for (int r = 0; r < ny; ++r) {
        for (int c = 0; c < nx; ++c) {
            const std::size_t cell = cellIndex(c, r);
            const std::uint32_t begin = m_cellStart[cell], end = m_cellStart[cell + 1];
            for (std::uint32_t k = begin; k < end; ++k) {
                const Item& u = m_items[k];
                for (std::uint32_t l = k + 1; l < end; ++l) {
                    const Item& v = m_items[l];
                    ++tests;
                    if (u.minX > v.maxX || v.minX > u.maxX || u.minY > v.maxY || v.minY > u.maxY)
                        continue;
                    // Only the cell holding the intersection's lower-left corner reports the pair.
                    if (column(std::max(u.minX, v.minX)) != c || row(std::max(u.minY, v.minY)) != r)
                        continue;
                    if (const auto pair = ownerPair(boxes, u.box, v.box))
                        pairs.push_back(*pair);
                }
            }
        }
    }
    return tests;
}

} // namespace disklab
