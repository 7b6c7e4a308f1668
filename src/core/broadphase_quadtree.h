#pragma once
// Adaptive quadtree: the box centres are split into quadrants until a leaf holds a few boxes,
// and every node keeps the bounds of all boxes below it. A box is tested only against the
// leaves whose bounds it meets, so a few large disks among many small ones (brownian.txt:
// radius 0.1 among 0.0025) cost no more than the large disks' own neighbourhoods, and empty
// regions cost nothing. Leaves are tested against the leaves they meet, so the tree is walked
// once per leaf rather than once per box. O(N log N) per step.

#include "core/broadphase.h"

namespace disklab {

class BroadphaseQuadtree final : public BroadphaseFinder {
public:
    /// Builds the tree over the boxes and queries it with each leaf. Engine thread.
    std::uint64_t findPairs(const BoxList& boxes, std::vector<CandidatePair>& pairs) override;

private:
    struct Node {
        double minX, minY, maxX, maxY;  // bounds of every box below
        double splitX, splitY;          // centre of the node's region
        std::int32_t firstChild;        // -1 for a leaf; children are consecutive
        std::int32_t children;
        std::uint32_t begin, end;       // range of m_order
        int depth;
    };
    struct Item {
        double minX, minY, maxX, maxY;
        std::uint32_t box;
    };
    void build(const BoxList& boxes);

    std::vector<Node> m_nodes;
    std::vector<Item> m_items;
    std::vector<std::uint32_t> m_order;
    std::vector<std::int32_t> m_stack;
};

} // namespace disklab
