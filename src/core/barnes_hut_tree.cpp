#include "core/barnes_hut_tree.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace disklab {
namespace {

constexpr std::uint32_t kLevels = 16;  // bits per axis of the Morton key

/// The 16 bits of v spread to the even bits of a 32-bit word.
std::uint32_t spreadBits(std::uint32_t v)
{
    v = (v | (v << 8)) & 0x00FF00FFu;
    v = (v | (v << 4)) & 0x0F0F0F0Fu;
    v = (v | (v << 2)) & 0x33333333u;
    v = (v | (v << 1)) & 0x55555555u;
    return v;
}

/// Sorts (key, index) by key, stably, in four passes of eight bits; the result ends in key/index.
void radixSort(std::vector<std::uint32_t>& key, std::vector<std::uint32_t>& index,
               std::vector<std::uint32_t>& keyScratch, std::vector<std::uint32_t>& indexScratch)
{
    const std::size_t n = key.size();
    keyScratch.resize(n);
    indexScratch.resize(n);
    for (std::uint32_t shift = 0; shift < 32; shift += 8) {
        std::array<std::uint32_t, 257> start{};
        for (std::size_t i = 0; i < n; ++i)
            ++start[((key[i] >> shift) & 0xFFu) + 1];
        for (std::size_t b = 1; b < start.size(); ++b)
            start[b] += start[b - 1];
        for (std::size_t i = 0; i < n; ++i) {
            const std::uint32_t to = start[(key[i] >> shift) & 0xFFu]++;
            keyScratch[to] = key[i];
            indexScratch[to] = index[i];
        }
        key.swap(keyScratch);
        index.swap(indexScratch);
    }
}

} // namespace

void BarnesHutTree::sortByMortonKey(const ChargedBodies& bodies)
{
    const std::size_t n = bodies.size();
    const auto [minX, maxX] = std::minmax_element(bodies.x.begin(), bodies.x.end());
    const auto [minY, maxY] = std::minmax_element(bodies.y.begin(), bodies.y.end());
    m_originX = *minX;
    m_originY = *minY;
    const double extent = std::max(*maxX - *minX, *maxY - *minY);
    m_size = extent > 0.0 ? extent : 1.0;
    const double scale = static_cast<double>(1u << kLevels) / m_size;
    const auto cell = [&](double offset) {
        return std::min<std::uint32_t>(static_cast<std::uint32_t>(offset * scale), (1u << kLevels) - 1);
    };
    m_key.resize(n);
    m_index.resize(n);
    for (std::size_t i = 0; i < n; ++i) {
        m_key[i] = spreadBits(cell(bodies.x[i] - m_originX)) | (spreadBits(cell(bodies.y[i] - m_originY)) << 1);
        m_index[i] = static_cast<std::uint32_t>(i);
    }
    radixSort(m_key, m_index, m_keyScratch, m_indexScratch);
    m_x.resize(n), m_y.resize(n), m_q.resize(n);
    for (std::size_t s = 0; s < n; ++s) {
        const std::uint32_t i = m_index[s];
        m_x[s] = bodies.x[i], m_y[s] = bodies.y[i], m_q[s] = bodies.q[i];
    }
}

void BarnesHutTree::build(const ChargedBodies& bodies)
{
    m_nodes.clear();
    if (bodies.size() == 0)
        return;
    sortByMortonKey(bodies);
    Node root{};
    root.begin = 0, root.end = static_cast<std::uint32_t>(bodies.size());
    m_nodes.push_back(root);
    buildNode(0, 0);
    // Children come after their parent, so from the last node back every child is summarised
    // before its parent.
    m_multipoles.resize(m_nodes.size());
    m_boxes.resize(m_nodes.size());
    for (std::size_t node = m_nodes.size(); node-- > 0;)
        summarise(static_cast<std::uint32_t>(node));
}

void BarnesHutTree::buildNode(std::uint32_t index, std::uint32_t level)
{
    const std::uint32_t begin = m_nodes[index].begin, end = m_nodes[index].end;
    if (end - begin <= kLeafSize || level == kLevels)
        return;
    // The run shares the key's bits above this level, so its quadrants follow one another.
    const std::uint32_t shift = 2 * (kLevels - 1 - level);
    std::array<std::uint32_t, 5> bound{begin, 0, 0, 0, end};
    for (std::uint32_t quadrant = 1; quadrant < 4; ++quadrant)
        bound[quadrant] = static_cast<std::uint32_t>(
            std::partition_point(m_key.begin() + bound[quadrant - 1], m_key.begin() + end,
                                 [&](std::uint32_t key) { return ((key >> shift) & 3u) < quadrant; })
            - m_key.begin());
    const auto first = static_cast<std::uint32_t>(m_nodes.size());
    std::uint32_t count = 0;
    for (std::uint32_t quadrant = 0; quadrant < 4; ++quadrant) {
        if (bound[quadrant] == bound[quadrant + 1])
            continue;
        Node child{};
        child.begin = bound[quadrant], child.end = bound[quadrant + 1];
        m_nodes.push_back(child);
        ++count;
    }
    m_nodes[index].firstChild = first;
    m_nodes[index].childCount = count;
    for (std::uint32_t c = first; c < first + count; ++c)
        buildNode(c, level + 1);
}

void BarnesHutTree::summarise(std::uint32_t index)
{
    Node& node = m_nodes[index];
    NodeMultipoles& multipoles = m_multipoles[index];
    ChargeBox& box = m_boxes[index];
    const std::uint32_t firstChild = node.firstChild, lastChild = node.firstChild + node.childCount;
    // The parts of one sign: the node's bodies for a leaf, else its children's multipoles.
    const auto partsOfSign = [&](bool positive) {
        return [&, positive](auto&& visit) {
            if (node.childCount == 0) {
                for (std::uint32_t s = node.begin; s < node.end; ++s) {
                    if (positive ? m_q[s] > 0.0 : m_q[s] < 0.0)
                        visit(Multipole{m_q[s], m_x[s], m_y[s]});
                }
            } else {
                for (std::uint32_t c = firstChild; c < lastChild; ++c)
                    visit(positive ? m_multipoles[c].positive : m_multipoles[c].negative);
            }
        };
    };
    multipoles.positive = combineMultipoles(partsOfSign(true));
    multipoles.negative = combineMultipoles(partsOfSign(false));

    if (node.childCount == 0) {
        box = {m_x[node.begin], m_x[node.begin], m_y[node.begin], m_y[node.begin]};
        for (std::uint32_t s = node.begin + 1; s < node.end; ++s) {
            box.minX = std::min(box.minX, m_x[s]), box.maxX = std::max(box.maxX, m_x[s]);
            box.minY = std::min(box.minY, m_y[s]), box.maxY = std::max(box.maxY, m_y[s]);
        }
    } else {
        box = m_boxes[firstChild];
        for (std::uint32_t c = firstChild + 1; c < lastChild; ++c) {
            box.minX = std::min(box.minX, m_boxes[c].minX), box.maxX = std::max(box.maxX, m_boxes[c].maxX);
            box.minY = std::min(box.minY, m_boxes[c].minY), box.maxY = std::max(box.maxY, m_boxes[c].maxY);
        }
    }

    const Multipole& pos = multipoles.positive;
    const Multipole& neg = multipoles.negative;
    const double qAbs = pos.q - neg.q;
    node.x = qAbs > 0.0 ? (pos.q * pos.x - neg.q * neg.x) / qAbs : 0.5 * (box.minX + box.maxX);
    node.y = qAbs > 0.0 ? (pos.q * pos.y - neg.q * neg.y) / qAbs : 0.5 * (box.minY + box.maxY);
    const double dx = std::max(node.x - box.minX, box.maxX - node.x);
    const double dy = std::max(node.y - box.minY, box.maxY - node.y);
    node.radius = std::sqrt(dx * dx + dy * dy);
}

} // namespace disklab
