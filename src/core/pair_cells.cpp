#include "core/pair_cells.h"

#include <algorithm>
#include <limits>

namespace disklab {
namespace {

int cellIndex(double offset, double cellSide, int cells)
{
    return std::clamp(static_cast<int>(std::floor(offset / cellSide)), 0, cells - 1);
}

} // namespace

PairCells::PairCells(const Scenario& scenario, const Snapshot& snapshot, double reach)
    : m_periodic(scenario.boundary == Boundary::Periodic), m_x(snapshot.x), m_y(snapshot.y)
{
    const std::size_t n = snapshot.size();
    if (m_periodic) {
        m_width = scenario.width;
        m_height = scenario.height;
        for (std::size_t j = 0; j < n; ++j) {
            m_x[j] -= scenario.width * std::floor(m_x[j] / scenario.width);
            m_y[j] -= scenario.height * std::floor(m_y[j] / scenario.height);
        }
    } else if (n > 0) {
        const auto [xMin, xMax] = std::minmax_element(m_x.begin(), m_x.end());
        const auto [yMin, yMax] = std::minmax_element(m_y.begin(), m_y.end());
        m_x0 = *xMin;
        m_y0 = *yMin;
        m_width = *xMax - *xMin;
        m_height = *yMax - *yMin;
    }
    // Cells at least one reach wide, and no more than about four per disk.
    const double maximumCells = 4.0 * static_cast<double>(n) + 16.0;
    const double side = std::max(reach, std::sqrt(m_width * m_height / maximumCells));
    m_nx = static_cast<int>(std::clamp(std::floor(m_width / side), 1.0, maximumCells));
    m_ny = static_cast<int>(std::clamp(std::floor(m_height / side), 1.0, std::max(1.0, std::floor(maximumCells / m_nx))));
    const double cellWidth = m_width / m_nx, cellHeight = m_height / m_ny;

    const std::size_t cellCount = static_cast<std::size_t>(m_nx) * static_cast<std::size_t>(m_ny);
    m_cellOf.resize(n);
    m_start.assign(cellCount + 1, 0);
    for (std::size_t j = 0; j < n; ++j) {
        const int column = cellWidth > 0.0 ? cellIndex(m_x[j] - m_x0, cellWidth, m_nx) : 0;
        const int row = cellHeight > 0.0 ? cellIndex(m_y[j] - m_y0, cellHeight, m_ny) : 0;
        m_cellOf[j] = row * m_nx + column;
        ++m_start[static_cast<std::size_t>(m_cellOf[j]) + 1];
    }
    for (std::size_t c = 0; c < cellCount; ++c)
        m_start[c + 1] += m_start[c];
    std::vector<std::int32_t> next(m_start.begin(), m_start.end() - 1);
    m_members.resize(n);
    for (std::size_t j = 0; j < n; ++j)
        m_members[static_cast<std::size_t>(next[static_cast<std::size_t>(m_cellOf[j])]++)] = static_cast<std::int32_t>(j);
    m_slotX.resize(n);
    m_slotY.resize(n);
    for (std::size_t m = 0; m < n; ++m) {
        m_slotX[m] = m_x[static_cast<std::size_t>(m_members[m])];
        m_slotY[m] = m_y[static_cast<std::size_t>(m_members[m])];
    }
}

int PairCells::around(int c, int cells, double side, int out[3], double shift[3]) const
{
    const bool rounded = m_periodic && cells < 3;
    int count = 0;
    for (int d = -1; d <= 1; ++d) {
        int k = c + d;
        double by = 0.0;
        if (!wrapInto(k, cells, side, by))
            continue;
        if (std::find(out, out + count, k) != out + count)
            continue;
        out[count] = k;
        shift[count++] = rounded ? std::numeric_limits<double>::quiet_NaN() : by;
    }
    return count;
}

} // namespace disklab
