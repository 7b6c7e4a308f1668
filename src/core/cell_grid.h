#pragma once
// Uniform cells over the box, each holding the disks whose centres are in it.
// Cells are at least one largest diameter wide, so two disks can only touch while they sit in
// the same or neighbouring cells. In a walled box the edge cells extend to infinity, so a disk
// pushed by an outward-moving wall, or sitting on the wall to round-off, still has a cell.
//
// Each cell has the same number of slots, side by side in one array: a prediction copies a
// whole cell's slots in one go and keeps as many as the cell holds, with no loop whose length
// the branch predictor must guess (a linked list per cell cost a fifth of the engine's time).
// A cell that overflows doubles every cell's slots. A disk leaving a cell is found among its
// few slots rather than in an array of each disk's slot, which in a large system costs two
// more waits on memory per crossing.

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <stdexcept>
#include <vector>

namespace disklab {

class CellGrid {
public:
    /// Slots per cell until a cell overflows: up to four disks of the largest size fit in a
    /// cell of about one diameter, so only mixtures of sizes and dense packings ever grow.
    static constexpr int kFirstCapacity = 4;

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
        m_count.assign(static_cast<std::size_t>(m_nx) * static_cast<std::size_t>(m_ny), 0);
        setCapacity(kFirstCapacity);
    }

    /// Empties every cell.
    void clear() { std::fill(m_count.begin(), m_count.end(), 0); }

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

    /// Slots per cell; every cell's members() has this many entries, the first count() in use.
    int capacity() const { return m_capacity; }
    int count(std::int32_t cell) const { return m_count[static_cast<std::size_t>(cell)]; }
    const std::vector<int>& counts() const { return m_count; }
    const std::int32_t* members(std::int32_t cell) const
    {
        return m_slots.data() + static_cast<std::size_t>(cell) * static_cast<std::size_t>(m_capacity);
    }

    void insert(std::int32_t disk, std::int32_t cell)
    {
        const auto c = static_cast<std::size_t>(cell);
        if (m_count[c] == m_capacity)
            setCapacity(2 * m_capacity);
        const int slot = m_count[c]++;
        m_slots[c * static_cast<std::size_t>(m_capacity) + static_cast<std::size_t>(slot)] = disk;
    }

    /// The cell's last disk takes the freed slot.
    void remove(std::int32_t disk, std::int32_t cell)
    {
        const auto c = static_cast<std::size_t>(cell);
        std::int32_t* cellSlots = m_slots.data() + c * static_cast<std::size_t>(m_capacity);
        const int last = --m_count[c];
        *std::find(cellSlots, cellSlots + last, disk) = cellSlots[last];
    }

private:
    void setCapacity(int capacity)
    {
        const std::size_t cells = m_count.size();
        std::vector<std::int32_t> grown(cells * static_cast<std::size_t>(capacity), -1);
        for (std::size_t c = 0; c < cells; ++c)
            std::copy_n(m_slots.data() + c * static_cast<std::size_t>(m_capacity), m_count[c],
                        grown.data() + c * static_cast<std::size_t>(capacity));
        m_slots.swap(grown);
        m_capacity = capacity;
    }

    bool m_periodic = false;
    int m_nx = 1;
    int m_ny = 1;
    double m_width = 1.0;
    double m_height = 1.0;
    double m_cellWidth = 1.0;
    double m_cellHeight = 1.0;
    int m_capacity = 0;
    std::vector<std::int32_t> m_slots;   // m_capacity per cell
    std::vector<int> m_count;            // disks in each cell
};

} // namespace disklab
