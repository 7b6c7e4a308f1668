#pragma once
// Uniform grid: cells about as wide as the average box, each box registered in every cell it
// covers, each cell's boxes tested against each other. A pair of boxes is reported only by the
// cell holding the lower-left corner of their intersection, so once. Cost per step is linear
// in N for any density: about 2N cells at most, and a few boxes per cell.

#include "core/broadphase.h"

namespace disklab {

class BroadphaseGrid final : public BroadphaseFinder {
public:
    /// Bins the boxes and tests within cells. Engine thread.
    std::uint64_t findPairs(const BoxList& boxes, std::vector<CandidatePair>& pairs) override;

private:
    struct Range {
        int c0, c1, r0, r1;  // cells a box covers, inclusive
    };
    // A box copied into each cell it covers, so testing a cell reads contiguous memory.
    struct Item {
        double minX, minY, maxX, maxY;
        std::uint32_t box;
    };
    std::vector<Range> m_ranges;
    std::vector<std::uint32_t> m_cellStart;  // items of cell c: m_items[m_cellStart[c] .. m_cellStart[c+1])
    std::vector<Item> m_items;
};

} // namespace disklab
