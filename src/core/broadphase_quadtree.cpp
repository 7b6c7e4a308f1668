#include "core/broadphase_quadtree.h"

#include <algorithm>
#include <cmath>

namespace disklab {
namespace {

constexpr std::uint32_t kLeafSize = 8;
constexpr int kMaxDepth = 40;  // coincident centres would otherwise split forever

} // namespace

void BroadphaseQuadtree::build(const BoxList& boxes)
{
    const std::size_t m = boxes.size();
    m_order.resize(m);
    for (std::size_t p = 0; p < m; ++p)
        m_order[p] = static_cast<std::uint32_t>(p);
    auto centreX = [&](std::uint32_t p) { return 0.5 * (boxes.minX[p] + boxes.maxX[p]); };
    auto centreY = [&](std::uint32_t p) { return 0.5 * (boxes.minY[p] + boxes.maxY[p]); };

    double loX = centreX(0), hiX = loX, loY = centreY(0), hiY = loY;
    for (std::uint32_t p = 0; p < m; ++p) {
        loX = std::min(loX, centreX(p)), hiX = std::max(hiX, centreX(p));
        loY = std::min(loY, centreY(p)), hiY = std::max(hiY, centreY(p));
    }
    m_nodes.clear();
    // Region half-widths are implied by depth: the root spans the centres' bounding box.
    const double rootHalfX = 0.5 * (hiX - loX), rootHalfY = 0.5 * (hiY - loY);
    m_nodes.push_back({0, 0, 0, 0, 0.5 * (loX + hiX), 0.5 * (loY + hiY), -1, 0, 0, static_cast<std::uint32_t>(m), 0});
    // Breadth first, so the children of a node are consecutive.
    for (std::size_t k = 0; k < m_nodes.size(); ++k) {
        Node node = m_nodes[k];
        auto first = m_order.begin() + node.begin, last = m_order.begin() + node.end;
        node.minX = boxes.minX[*first], node.maxX = boxes.maxX[*first];
        node.minY = boxes.minY[*first], node.maxY = boxes.maxY[*first];
        for (auto it = first; it != last; ++it) {
            node.minX = std::min(node.minX, boxes.minX[*it]), node.maxX = std::max(node.maxX, boxes.maxX[*it]);
            node.minY = std::min(node.minY, boxes.minY[*it]), node.maxY = std::max(node.maxY, boxes.maxY[*it]);
        }
        if (node.end - node.begin > kLeafSize && node.depth < kMaxDepth) {
            const double sx = node.splitX, sy = node.splitY;
            auto lowY = std::partition(first, last, [&](std::uint32_t p) { return centreY(p) < sy; });
            auto lowYLowX = std::partition(first, lowY, [&](std::uint32_t p) { return centreX(p) < sx; });
            auto highYLowX = std::partition(lowY, last, [&](std::uint32_t p) { return centreX(p) < sx; });
            const double scale = std::ldexp(1.0, -(node.depth + 1));  // child offset / root half-width
            const double qx = rootHalfX * scale, qy = rootHalfY * scale;
            const struct {
                decltype(first) begin, end;
                double x, y;
            } quadrants[4] = {{first, lowYLowX, sx - qx, sy - qy},
                              {lowYLowX, lowY, sx + qx, sy - qy},
                              {lowY, highYLowX, sx - qx, sy + qy},
                              {highYLowX, last, sx + qx, sy + qy}};
            node.firstChild = static_cast<std::int32_t>(m_nodes.size());
            node.children = 0;
            for (const auto& q : quadrants) {
                if (q.begin == q.end)
                    continue;
                m_nodes.push_back({0, 0, 0, 0, q.x, q.y, -1, 0, static_cast<std::uint32_t>(q.begin - m_order.begin()),
                                   static_cast<std::uint32_t>(q.end - m_order.begin()), node.depth + 1});
                ++node.children;
            }
        }
        m_nodes[k] = node;
    }
}

std::uint64_t BroadphaseQuadtree::findPairs(const BoxList& boxes, std::vector<CandidatePair>& pairs)
{
    const std::size_t m = boxes.size();
    if (m < 2)
        return 0;
    build(boxes);
    // Boxes in leaf order, so a leaf's boxes are read from contiguous memory.
    m_items.resize(m);
    for (std::size_t k = 0; k < m; ++k) {
        const std::uint32_t p = m_order[k];
        m_items[k] = {boxes.minX[p], boxes.minY[p], boxes.maxX[p], boxes.maxY[p], p};
    }
    auto meets = [](const auto& u, const auto& v) {
        return u.minX <= v.maxX && v.minX <= u.maxX && u.minY <= v.maxY && v.minY <= u.maxY;
    };
    std::uint64_t tests = 0;
    // Each leaf against every leaf whose bounds meet its own, from the one with the smaller
    // index, so each pair of boxes is tested once.
    for (std::size_t l = 0; l < m_nodes.size(); ++l) {
        const Node& leaf = m_nodes[l];
        if (leaf.firstChild >= 0)
            continue;
        m_stack.clear();
        m_stack.push_back(0);
        while (!m_stack.empty()) {
            const auto k = static_cast<std::size_t>(m_stack.back());
            m_stack.pop_back();
            const Node& node = m_nodes[k];
            if (!meets(node, leaf))
                continue;
            if (node.firstChild >= 0) {
                for (std::int32_t c = 0; c < node.children; ++c)
                    m_stack.push_back(node.firstChild + c);
                continue;
            }
            if (k < l)
                continue;
            for (std::uint32_t i = leaf.begin; i < leaf.end; ++i) {
                const Item& u = m_items[i];
                for (std::uint32_t j = k == l ? i + 1 : node.begin; j < node.end; ++j) {
                    const Item& v = m_items[j];
                    ++tests;
                    if (!meets(u, v))
                        continue;
                    if (const auto pair = ownerPair(boxes, u.box, v.box))
                        pairs.push_back(*pair);
                }
            }
        }
    }
    return tests;
}

} // namespace disklab
