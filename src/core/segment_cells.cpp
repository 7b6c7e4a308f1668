#include "core/segment_cells.h"

#include <algorithm>
#include <limits>

namespace disklab {
namespace {

/// Whether the segment meets the box [x0, x1] x [y0, y1] (bounds may be infinite): the
/// Liang-Barsky clip of the segment's parameter range against both slabs.
bool meetsBox(const kernels::SegmentGeometry& s, double x0, double y0, double x1, double y1)
{
    double enter = 0.0, exit = 1.0;
    const double from[2] = {s.ax, s.ay};
    const double delta[2] = {s.bx - s.ax, s.by - s.ay};
    const double low[2] = {x0, y0};
    const double high[2] = {x1, y1};
    for (int axis = 0; axis < 2; ++axis) {
        if (delta[axis] == 0.0) {
            if (from[axis] < low[axis] || from[axis] > high[axis])
                return false;
            continue;
        }
        double t0 = (low[axis] - from[axis]) / delta[axis];
        double t1 = (high[axis] - from[axis]) / delta[axis];
        if (t0 > t1)
            std::swap(t0, t1);
        enter = std::max(enter, t0);
        exit = std::min(exit, t1);
        if (enter > exit)
            return false;
    }
    return true;
}

} // namespace

void SegmentCells::build(const CellGrid& grid, const std::vector<kernels::SegmentGeometry>& segments,
                         const std::vector<bool>& active, double reach)
{
    const int nx = grid.nx(), ny = grid.ny();
    const double cw = grid.cellWidth(), ch = grid.cellHeight();
    constexpr double infinity = std::numeric_limits<double>::infinity();
    // A disk sits in its cell only up to round-off: grow the reach by a hair of a cell.
    const double grow = reach + 1e-9 * std::max(cw, ch);
    // Every (cell, segment) meeting, then grouped by cell.
    std::vector<std::pair<std::int32_t, std::int32_t>> hits;  // (cell, segment)
    for (std::size_t k = 0; k < segments.size(); ++k) {
        if (!active[k])
            continue;
        const kernels::SegmentGeometry& s = segments[k];
        const int c0 = grid.columnOf(std::min(s.ax, s.bx) - grow), c1 = grid.columnOf(std::max(s.ax, s.bx) + grow);
        const int r0 = grid.rowOf(std::min(s.ay, s.by) - grow), r1 = grid.rowOf(std::max(s.ay, s.by) + grow);
        for (int row = r0; row <= r1; ++row) {
            for (int column = c0; column <= c1; ++column) {
                const double x0 = column == 0 ? -infinity : column * cw - grow;
                const double x1 = column == nx - 1 ? infinity : (column + 1) * cw + grow;
                const double y0 = row == 0 ? -infinity : row * ch - grow;
                const double y1 = row == ny - 1 ? infinity : (row + 1) * ch + grow;
                if (meetsBox(s, x0, y0, x1, y1))
                    hits.emplace_back(grid.index(column, row), static_cast<std::int32_t>(k));
            }
        }
    }
    std::stable_sort(hits.begin(), hits.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    m_start.assign(static_cast<std::size_t>(nx) * static_cast<std::size_t>(ny) + 1, 0);
    for (const auto& [cell, segment] : hits)
        ++m_start[static_cast<std::size_t>(cell) + 1];
    for (std::size_t c = 1; c < m_start.size(); ++c)
        m_start[c] += m_start[c - 1];
    m_segments.resize(hits.size());
    for (std::size_t h = 0; h < hits.size(); ++h)
        m_segments[h] = hits[h].second;
}

} // namespace disklab
