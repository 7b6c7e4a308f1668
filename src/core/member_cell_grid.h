#pragma once
// One cluster's member centres, placed for one measurement of the smallest member gap
// (core/cluster_contact.cpp), binned in a uniform grid of square cells over their bounding box:
// about one member per cell, made by a counting sort (two passes, one array of members). A
// search from a point visits the cells in rings of growing distance and stops at the first ring
// that lies farther than the search's reach, which the caller may shrink as it finds nearer
// members. So a member of another cluster looks at the members near it, however wide the two
// clusters are, where a window along one axis looks at a strip as long as the cluster.
// Standard C++ only.

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <vector>

namespace disklab {

class MemberCellGrid {
public:
    /// Bins the points (xs[j], ys[j]); cells no narrower than `narrowest` (> 0). O(points).
    void fill(const std::vector<double>& xs, const std::vector<double>& ys, double narrowest);

    /// Calls visit(j) for every point j in a cell that comes within reach() of (x, y), cell ring
    /// by cell ring outwards; reach() is asked again before every cell, so a visit that lowers
    /// it ends the search sooner. Each point is visited at most once.
    template <typename Reach, typename Visit>
    void visitNear(double x, double y, Reach reach, Visit visit) const;

private:
    /// The squared distance from (x, y) to cell (i, j), 0 inside it (squared: a cell is looked
    /// at for every point searched from, and a square root there costs more than the cell).
    double squaredDistanceToCell(double x, double y, std::ptrdiff_t i, std::ptrdiff_t j) const
    {
        const double left = m_left + static_cast<double>(i) * m_side;
        const double bottom = m_bottom + static_cast<double>(j) * m_side;
        const double dx = std::max({left - x, 0.0, x - (left + m_side)});
        const double dy = std::max({bottom - y, 0.0, y - (bottom + m_side)});
        return dx * dx + dy * dy;
    }

    template <typename Visit>
    void visitCell(std::ptrdiff_t i, std::ptrdiff_t j, Visit& visit) const
    {
        const auto cell = static_cast<std::size_t>(j * m_columns + i);
        for (std::size_t k = m_start[cell]; k < m_start[cell + 1]; ++k)
            visit(m_points[k]);
    }

    double m_left = 0.0;
    double m_bottom = 0.0;
    double m_side = 1.0;
    std::ptrdiff_t m_columns = 0;
    std::ptrdiff_t m_rows = 0;
    std::vector<std::size_t> m_start;   ///< cell c's points are m_points[m_start[c], m_start[c + 1])
    std::vector<std::size_t> m_points;  ///< point indices, cell by cell
    std::vector<std::size_t> m_cellOf;  ///< each point's cell, kept between the two passes
};

template <typename Reach, typename Visit>
void MemberCellGrid::visitNear(double x, double y, Reach reach, Visit visit) const
{
    // The cell holding (x, y), or the one it would be in were the grid unbounded.
    const auto ci = static_cast<std::ptrdiff_t>(std::floor((x - m_left) / m_side));
    const auto cj = static_cast<std::ptrdiff_t>(std::floor((y - m_bottom) / m_side));
    // Rings that miss the grid hold nothing; past the last one every cell has been seen.
    const std::ptrdiff_t first = std::max({std::ptrdiff_t{0}, -ci, ci - (m_columns - 1), -cj, cj - (m_rows - 1)});
    const std::ptrdiff_t last = std::max({ci, m_columns - 1 - ci, cj, m_rows - 1 - cj});
    const auto visitIfNear = [&](std::ptrdiff_t i, std::ptrdiff_t j) {
        const double within = reach();
        if (squaredDistanceToCell(x, y, i, j) <= within * within)
            visitCell(i, j, visit);
    };
    for (std::ptrdiff_t r = first; r <= last; ++r) {
        // Every cell of ring r lies at least r - 1 cells' widths from (x, y).
        if (static_cast<double>(r - 1) * m_side > reach())
            return;
        const std::ptrdiff_t i0 = std::max(ci - r, std::ptrdiff_t{0});
        const std::ptrdiff_t i1 = std::min(ci + r, m_columns - 1);
        const std::ptrdiff_t j0 = std::max(cj - r + 1, std::ptrdiff_t{0});
        const std::ptrdiff_t j1 = std::min(cj + r - 1, m_rows - 1);
        if (cj - r >= 0)
            for (std::ptrdiff_t i = i0; i <= i1; ++i)
                visitIfNear(i, cj - r);
        if (r > 0 && cj + r < m_rows)
            for (std::ptrdiff_t i = i0; i <= i1; ++i)
                visitIfNear(i, cj + r);
        if (ci - r >= 0)
            for (std::ptrdiff_t j = j0; j <= j1; ++j)
                visitIfNear(ci - r, j);
        if (r > 0 && ci + r < m_columns)
            for (std::ptrdiff_t j = j0; j <= j1; ++j)
                visitIfNear(ci + r, j);
    }
}

} // namespace disklab
