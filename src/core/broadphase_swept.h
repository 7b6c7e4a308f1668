#pragma once
// Sort and sweep over the swept boxes: boxes ordered by their left edge, each one tested only
// against the boxes that start before it ends. O(N log N) for the sort plus the pairs that
// overlap along x: about N^1.5 for a uniform square gas, since a box's x-interval meets a
// whole column of the box.

#include "core/broadphase.h"

namespace disklab {

class BroadphaseSwept final : public BroadphaseFinder {
public:
    /// Sorts the boxes along x and sweeps. Engine thread.
    std::uint64_t findPairs(const BoxList& boxes, std::vector<CandidatePair>& pairs) override;

private:
    struct Entry {
        double minX;
        std::uint32_t box;
    };
    std::vector<Entry> m_order;
};

} // namespace disklab
