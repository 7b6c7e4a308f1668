#pragma once
// Uniform cells over the box with an intrusive doubly linked list of disks per cell.
// Cells are at least one largest diameter wide, so two disks can only touch while they sit in
// the same or neighbouring cells. In a walled box the edge cells extend to infinity, so a disk
// pushed by an outward-moving wall, or sitting on the wall to round-off, still has a cell.

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <stdexcept>
#include <vector>

namespace disklab {

class CellGrid {
public:
    /// width x height box; minimumSide: the largest disk diameter; targetCells: an upper
    /// bound on the number of cells (cells larger than needed mean fewer crossing events).
    CellGrid(double width, double height, double minimumSide, std::int64_t targetCells, bool periodic)
        : m_periodic(periodic)
    {
        const double side = std::max(minimumSide * (1.0 + 1e-9), std::sqrt(width * height / static_cast<double>(std::max<std::int64_t>(1, targetCells))));
        m_nx = std::max(1, static_cast<int>(std::floor(width / side)));
        m_ny = std::max(1, static_cast<int>(std::floor(height / side)));
        if (periodic && (m_nx < 3 || m_ny < 3))
            throw std::invalid_argument("periodic box must be at least three largest diameters wide and high");
        m_width = width;
        m_height = height;
        m_cellWidth = width / m_nx;
        m_cellHeight = height / m_ny;
        m_head.assign(static_cast<std::size_t>(m_nx) * static_cast<std::size_t>(m_ny), -1);
    }

    /// Empties every cell and makes room for `disks` disks.
    void resize(std::size_t disks)
    {
        std::fill(m_head.begin(), m_head.end(), -1);
        m_next.assign(disks, -1);
        m_prev.assign(disks, -1);
    }

    int nx() const { return m_nx; }
    int ny() const { return m_ny; }
    bool periodic() const { return m_periodic; }
    double cellWidth() const { return m_cellWidth; }
    double cellHeight() const { return m_cellHeight; }
    double width() const { return m_width; }
    double height() const { return m_height; }

    int columnOf(double x) const { return std::clamp(static_cast<int>(std::floor(x / m_cellWidth)), 0, m_nx - 1); }
    int rowOf(double y) const { return std::clamp(static_cast<int>(std::floor(y / m_cellHeight)), 0, m_ny - 1); }
    std::int32_t index(int column, int row) const { return row * m_nx + column; }
    int column(std::int32_t cell) const { return cell % m_nx; }
    int row(std::int32_t cell) const { return cell / m_nx; }

    std::int32_t head(std::int32_t cell) const { return m_head[static_cast<std::size_t>(cell)]; }
    std::int32_t next(std::int32_t disk) const { return m_next[static_cast<std::size_t>(disk)]; }

    void insert(std::int32_t disk, std::int32_t cell)
    {
        const auto d = static_cast<std::size_t>(disk);
        const std::int32_t first = m_head[static_cast<std::size_t>(cell)];
        m_prev[d] = -1;
        m_next[d] = first;
        if (first >= 0)
            m_prev[static_cast<std::size_t>(first)] = disk;
        m_head[static_cast<std::size_t>(cell)] = disk;
    }

    void remove(std::int32_t disk, std::int32_t cell)
    {
        const auto d = static_cast<std::size_t>(disk);
        const std::int32_t before = m_prev[d];
        const std::int32_t after = m_next[d];
        if (before >= 0)
            m_next[static_cast<std::size_t>(before)] = after;
        else
            m_head[static_cast<std::size_t>(cell)] = after;
        if (after >= 0)
            m_prev[static_cast<std::size_t>(after)] = before;
    }

private:
    bool m_periodic = false;
    int m_nx = 1;
    int m_ny = 1;
    double m_width = 1.0;
    double m_height = 1.0;
    double m_cellWidth = 1.0;
    double m_cellHeight = 1.0;
    std::vector<std::int32_t> m_head;
    std::vector<std::int32_t> m_next;
    std::vector<std::int32_t> m_prev;
};

} // namespace disklab
