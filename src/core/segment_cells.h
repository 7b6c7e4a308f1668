#pragma once
// For every cell of a CellGrid, the interior walls a disk in that cell may touch before it
// leaves the cell: those that come within the largest disk radius of the cell. Edge cells of a
// walled box reach to infinity, as in the grid itself. Stored as one compressed list
// (offsets into a flat array), so a prediction walks a contiguous run of segment indices.

#include "core/cell_grid.h"
#include "core/segment_kernels.h"

#include <cstdint>
#include <span>
#include <vector>

namespace disklab {

class SegmentCells {
public:
    /// Everything, for a checkpoint (core/state_archive.h).
    template <class Self, class Archive>
    static void transferState(Self& self, Archive& archive)
    {
        archive(self.m_start), archive(self.m_segments);
    }
    /// Lists, for every cell of `grid`, the segments k with active[k] that come within `reach`
    /// of it, in increasing k. O(cells covered by the segments).
    void build(const CellGrid& grid, const std::vector<kernels::SegmentGeometry>& segments,
               const std::vector<bool>& active, double reach);

    /// The segments a disk in `cell` must check.
    std::span<const std::int32_t> segmentsOf(std::int32_t cell) const
    {
        const auto c = static_cast<std::size_t>(cell);
        return {m_segments.data() + m_start[c], m_segments.data() + m_start[c + 1]};
    }

private:
    std::vector<std::uint32_t> m_start;  // cells + 1 offsets into m_segments
    std::vector<std::int32_t> m_segments;
};

} // namespace disklab
