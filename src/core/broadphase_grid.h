#pragma once
// Uniform grid: cells about as wide as the average box, each box registered in every cell it
// covers, each cell's boxes tested against each other. A pair of boxes is reported only by the
// cell holding the lower-left corner of their intersection, so once. Cost per step is linear
// in N for any density: about 2N cells at most, and a few boxes per cell.

#include "core/broadphase.h"

#include <algorithm>

namespace disklab {

class BroadphaseGrid final : public BroadphaseFinder {
public:
    /// Bins the boxes and tests within cells. Engine thread.
    std::uint64_t findPairs(const BoxList& boxes, std::vector<CandidatePair>& pairs) override;

private:
    // A box with its owner, stored once, in the order of the cell holding its lower-left corner.
    struct Box {
        double minX, minY, maxX, maxY;
        std::int32_t owner;
    };

    /// Where the cells lie: origin, inverse side and counts.
    struct Layout {
        double loX, loY, inverse;
        int nx, ny;

        int column(double x) const { return std::clamp(static_cast<int>((x - loX) * inverse), 0, nx - 1); }
        int row(double y) const { return std::clamp(static_cast<int>((y - loY) * inverse), 0, ny - 1); }
        std::size_t cellIndex(int c, int r) const
        {
            return static_cast<std::size_t>(r) * static_cast<std::size_t>(nx) + static_cast<std::size_t>(c);
        }
        std::size_t cornerCell(double minX, double minY) const { return cellIndex(column(minX), row(minY)); }
        /// Calls visit(cell) for every cell the box covers.
        template <typename Visit>
        void forEachCell(const Box& box, Visit visit) const
        {
            const int c0 = column(box.minX), c1 = column(box.maxX), r0 = row(box.minY), r1 = row(box.maxY);
            for (int r = r0; r <= r1; ++r)
                for (int c = c0; c <= c1; ++c)
                    visit(cellIndex(c, r));
        }
    };

    static Layout chooseLayout(const BoxList& boxes);
    /// Fills m_boxes: the boxes sorted by the cell of their lower-left corner.
    void sortByCorner(const BoxList& boxes, const Layout& grid);
    /// Fills m_cellStart and m_items: every cell's boxes, as positions in m_boxes.
    void registerInCells(const Layout& grid);
    std::uint64_t testCells(const Layout& grid, std::vector<CandidatePair>& pairs) const;

    // Boxes are copied once, in cell order, and cells list them by a 4-byte position: the
    // per-step memory stays small, and a cell's boxes lie close to each other in m_boxes
    // (they have their corners in it or in the cells just below and to the left) whatever
    // order the disks come in, so large systems stay in cache.
    std::vector<Box> m_boxes;
    std::vector<std::uint32_t> m_corner;       // the cell holding box p's lower-left corner
    std::vector<std::uint32_t> m_cornerStart;  // boxes with their corner in cell c: m_boxes[m_cornerStart[c] ..)
    std::vector<std::uint32_t> m_cellStart;    // boxes covering cell c: m_items[m_cellStart[c] .. m_cellStart[c+1])
    std::vector<std::uint32_t> m_items;
};

} // namespace disklab
