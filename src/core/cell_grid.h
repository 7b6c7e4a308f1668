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
// more waits on memory per crossing. Slots not in use hold kEmpty and a cell's count is read
// off its slots: with an array of counts beside them, a collision among 10^6 disks read about
// 5 more cache lines from memory (cachegrind: 38 instead of 32 at packing fraction 0.3).

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <stdexcept>
#include <vector>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace disklab {

class CellGrid {
public:
    /// Everything, for a checkpoint (core/state_archive.h): a cell's members keep their order.
    template <class Self, class Archive>
    static void transferState(Self& self, Archive& archive)
    {
        archive(self.m_periodic), archive(self.m_nx), archive(self.m_ny), archive(self.m_width);
        archive(self.m_height), archive(self.m_cellWidth), archive(self.m_cellHeight), archive(self.m_cells);
        archive(self.m_capacity), archive(self.m_slots);
    }
    /// Slots per cell until a cell overflows: up to four disks of the largest size fit in a
    /// cell of about one diameter, so only mixtures of sizes and dense packings ever grow.
    static constexpr int kFirstCapacity = 4;
    /// What a slot not in use holds. The slots in use are a cell's first ones.
    static constexpr std::int32_t kEmpty = -1;

    /// width x height box; minimumSide: the largest disk diameter; targetCells: an upper
    /// bound on the number of cells (cells larger than needed mean fewer crossing events).
    CellGrid(double width, double height, double minimumSide, std::int64_t targetCells, bool periodic)
        : m_periodic(periodic)
    {
        const double smallest = minimumSide * (1.0 + 1e-9);
        double side = std::max(smallest, std::sqrt(width * height / static_cast<double>(std::max<std::int64_t>(1, targetCells))));
        // Periodic wrapping needs three cells each way (a disk's neighbours on both sides must
        // be other cells); with few disks the target alone would ask for fewer. The factor keeps
        // width / side from rounding down to 2.
        if (periodic)
            side = std::max(smallest, std::min(side, std::min(width, height) / 3.0 * (1.0 - 1e-12)));
        m_nx = std::max(1, static_cast<int>(std::floor(width / side)));
        m_ny = std::max(1, static_cast<int>(std::floor(height / side)));
        if (periodic && (m_nx < 3 || m_ny < 3))
            throw std::invalid_argument("periodic box must be at least three largest diameters wide and high");
        m_width = width;
        m_height = height;
        m_cellWidth = width / m_nx;
        m_cellHeight = height / m_ny;
        m_cells = static_cast<std::size_t>(m_nx) * static_cast<std::size_t>(m_ny);
        setCapacity(kFirstCapacity);
    }

    /// Empties every cell.
    void clear() { std::fill(m_slots.begin(), m_slots.end(), kEmpty); }

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
    int count(std::int32_t cell) const { return countIn(members(cell), m_capacity); }
    /// The disks in a cell's `capacity` slots from `cellSlots` on: those before the first empty slot.
    static int countIn(const std::int32_t* cellSlots, int capacity)
    {
#if defined(__SSE2__)
        // Four slots at a time: capacities are kFirstCapacity times a power of two.
        for (int group = 0; group < capacity; group += kFirstCapacity) {
            const int inGroup = countIn(load(cellSlots + group));
            if (inGroup < kFirstCapacity)
                return group + inGroup;
        }
        return capacity;
#else
        return static_cast<int>(std::find(cellSlots, cellSlots + capacity, kEmpty) - cellSlots);
#endif
    }

    /// Copies the disks of three cells side by side from `first` on (a row of a 3 x 3
    /// neighbourhood) to `out`, one cell after another, and returns how many there are. Only
    /// while cells have kFirstCapacity slots; writes all 3 * kFirstCapacity of them whatever the
    /// count. Every prediction does this three times, so each cell's four slots are copied and
    /// counted in a few vector instructions, with no branch.
    std::size_t copyThreeCells(std::int32_t first, std::int32_t* out) const
    {
        const std::int32_t* from = members(first);
#if defined(__SSE2__)
        const __m128i west = load(from), middle = load(from + kFirstCapacity), east = load(from + 2 * kFirstCapacity);
        std::size_t count = 0;
        for (const __m128i cell : {west, middle, east}) {
            _mm_storeu_si128(reinterpret_cast<__m128i*>(out + count), cell);
            count += static_cast<std::size_t>(countIn(cell));
        }
        return count;
#else
        std::size_t count = 0;
        for (int cell = 0; cell < 3; ++cell) {
            std::copy_n(from + cell * kFirstCapacity, kFirstCapacity, out + count);
            count += static_cast<std::size_t>(countIn(from + cell * kFirstCapacity, kFirstCapacity));
        }
        return count;
#endif
    }

    /// Copies all of a cell's `capacity` slots to `out` and returns how many hold a disk. Four
    /// slots at a time in vector registers, never through the C library's memcpy, whose call
    /// for a few bytes costs far more than the copy on some processors, and this path serves
    /// every prediction at a periodic box's edge and every new neighbour list
    /// (docs/benchmarks.md, "Where the 1.2x target stands").
    std::size_t copyCell(std::int32_t cell, std::int32_t* out) const
    {
        const std::int32_t* from = members(cell);
#if defined(__SSE2__)
        for (int group = 0; group < m_capacity; group += kFirstCapacity)
            _mm_storeu_si128(reinterpret_cast<__m128i*>(out + group), load(from + group));
#else
        std::copy_n(from, m_capacity, out);
#endif
        return static_cast<std::size_t>(countIn(from, m_capacity));
    }

    const std::int32_t* members(std::int32_t cell) const { return m_slots.data() + firstSlot(cell); }

    void insert(std::int32_t disk, std::int32_t cell)
    {
        const int used = count(cell);
        if (used == m_capacity)
            setCapacity(2 * m_capacity);
        m_slots[firstSlot(cell) + static_cast<std::size_t>(used)] = disk;
    }

    /// The cell's last disk takes the freed slot.
    void remove(std::int32_t disk, std::int32_t cell)
    {
        std::int32_t* cellSlots = m_slots.data() + firstSlot(cell);
        const int last = count(cell) - 1;
        *std::find(cellSlots, cellSlots + last, disk) = cellSlots[last];
        cellSlots[last] = kEmpty;
    }

private:
#if defined(__SSE2__)
    static __m128i load(const std::int32_t* cellSlots) { return _mm_loadu_si128(reinterpret_cast<const __m128i*>(cellSlots)); }
    /// The disks among a first-capacity cell's four slots.
    static int countIn(__m128i cellSlots)
    {
        const int empty = _mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(cellSlots, _mm_set1_epi32(kEmpty))));
        return std::countr_zero(static_cast<unsigned>(empty) | 1u << kFirstCapacity);
    }
#endif

    std::size_t firstSlot(std::int32_t cell) const
    {
        return static_cast<std::size_t>(cell) * static_cast<std::size_t>(m_capacity);
    }

    void setCapacity(int capacity)
    {
        std::vector<std::int32_t> grown(m_cells * static_cast<std::size_t>(capacity), kEmpty);
        for (std::size_t c = 0; c < m_cells; ++c)
            std::copy_n(m_slots.data() + c * static_cast<std::size_t>(m_capacity), m_capacity,
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
    std::size_t m_cells = 1;
    int m_capacity = 0;
    std::vector<std::int32_t> m_slots;  // m_capacity per cell
};

} // namespace disklab
