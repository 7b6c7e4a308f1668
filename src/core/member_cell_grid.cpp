#include "core/member_cell_grid.h"

namespace disklab {

void MemberCellGrid::fill(const std::vector<double>& xs, const std::vector<double>& ys, double narrowest)
{
    const auto [left, right] = std::minmax_element(xs.begin(), xs.end());
    const auto [bottom, top] = std::minmax_element(ys.begin(), ys.end());
    m_left = xs.empty() ? 0.0 : *left;
    m_bottom = ys.empty() ? 0.0 : *bottom;
    const double width = xs.empty() ? 0.0 : *right - *left;
    const double height = ys.empty() ? 0.0 : *top - *bottom;
    const double count = static_cast<double>(std::max<std::size_t>(xs.size(), 1));
    // About one point per cell of the box; no more cells along a side than points, so a flat
    // box (members along a line) does not make a long empty row of cells.
    m_side = std::max({std::sqrt(width * height / count), std::max(width, height) / count, narrowest});
    m_columns = static_cast<std::ptrdiff_t>(width / m_side) + 1;
    m_rows = static_cast<std::ptrdiff_t>(height / m_side) + 1;
    m_start.assign(static_cast<std::size_t>(m_columns * m_rows) + 1, 0);
    m_cellOf.resize(xs.size());
    for (std::size_t k = 0; k < xs.size(); ++k) {
        const auto i = std::min(static_cast<std::ptrdiff_t>((xs[k] - m_left) / m_side), m_columns - 1);
        const auto j = std::min(static_cast<std::ptrdiff_t>((ys[k] - m_bottom) / m_side), m_rows - 1);
        m_cellOf[k] = static_cast<std::size_t>(j * m_columns + i);
        ++m_start[m_cellOf[k]];
    }
    // Summed up, m_start[c] is where cell c's points end; filled back to front, it ends where
    // they start, and each cell's points are in the order of their indices.
    for (std::size_t c = 1; c < m_start.size(); ++c)
        m_start[c] += m_start[c - 1];
    m_points.resize(xs.size());
    for (std::size_t k = xs.size(); k-- > 0;)
        m_points[--m_start[m_cellOf[k]]] = k;
}

} // namespace disklab
