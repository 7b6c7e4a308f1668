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
    const double half = 0.5 * m_size;
    Node root{};
    root.cx = m_originX + half, root.cy = m_originY + half, root.half = half;
    root.begin = 0, root.end = static_cast<std::uint32_t>(bodies.size());
    m_nodes.push_back(root);
    buildNode(0, 0);
}

void BarnesHutTree::buildNode(std::uint32_t index, std::uint32_t level)
{
    const std::uint32_t begin = m_nodes[index].begin, end = m_nodes[index].end;
    if (end - begin <= kLeafSize || level == kLevels) {
        summarise(m_nodes[index]);
        return;
    }
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
    const Node parent = m_nodes[index];
    for (std::uint32_t quadrant = 0; quadrant < 4; ++quadrant) {
        if (bound[quadrant] == bound[quadrant + 1])
            continue;
        Node child{};
        child.half = 0.5 * parent.half;
        child.cx = parent.cx + ((quadrant & 1u) ? child.half : -child.half);
        child.cy = parent.cy + ((quadrant & 2u) ? child.half : -child.half);
        child.begin = bound[quadrant], child.end = bound[quadrant + 1];
        m_nodes.push_back(child);
        ++count;
    }
    m_nodes[index].firstChild = first;
    m_nodes[index].childCount = count;
    for (std::uint32_t c = first; c < first + count; ++c)
        buildNode(c, level + 1);
    summarise(m_nodes[index]);
}

void BarnesHutTree::summarise(Node& node) const
{
    double qPos = 0.0, xPos = 0.0, yPos = 0.0, qNeg = 0.0, xNeg = 0.0, yNeg = 0.0;
    const auto add = [&](double q, double x, double y) {
        if (q > 0.0)
            qPos += q, xPos += q * x, yPos += q * y;
        else
            qNeg += q, xNeg += q * x, yNeg += q * y;
    };
    if (node.childCount == 0) {
        for (std::uint32_t s = node.begin; s < node.end; ++s)
            add(m_q[s], m_x[s], m_y[s]);
    } else {
        for (std::uint32_t c = node.firstChild; c < node.firstChild + node.childCount; ++c) {
            const Node& child = m_nodes[c];
            add(child.qPos, child.xPos, child.yPos);
            add(child.qNeg, child.xNeg, child.yNeg);
        }
    }
    node.qPos = qPos, node.qNeg = qNeg;
    node.xPos = qPos != 0.0 ? xPos / qPos : node.cx, node.yPos = qPos != 0.0 ? yPos / qPos : node.cy;
    node.xNeg = qNeg != 0.0 ? xNeg / qNeg : node.cx, node.yNeg = qNeg != 0.0 ? yNeg / qNeg : node.cy;
    const double qAbs = qPos - qNeg;
    node.xAbs = qAbs > 0.0 ? (qPos * node.xPos - qNeg * node.xNeg) / qAbs : node.cx;
    node.yAbs = qAbs > 0.0 ? (qPos * node.yPos - qNeg * node.yNeg) / qAbs : node.cy;
}

void BarnesHutTree::listInteractions(const Node& group, double theta2)
{
    m_farQ.clear(), m_farX.clear(), m_farY.clear(), m_nearBegin.clear(), m_nearEnd.clear();
    double minX = m_x[group.begin], maxX = minX, minY = m_y[group.begin], maxY = minY;
    for (std::uint32_t s = group.begin + 1; s < group.end; ++s) {
        minX = std::min(minX, m_x[s]), maxX = std::max(maxX, m_x[s]);
        minY = std::min(minY, m_y[s]), maxY = std::max(maxY, m_y[s]);
    }
    // Each level leaves at most three siblings waiting: 16 levels need 49 slots.
    std::array<std::uint32_t, 64> stack;
    std::uint32_t top = 0;
    stack[top++] = 0;
    while (top > 0) {
        const Node& node = m_nodes[stack[--top]];
        const double dx = std::max({minX - node.xAbs, 0.0, node.xAbs - maxX});
        const double dy = std::max({minY - node.yAbs, 0.0, node.yAbs - maxY});
        const double width = 2.0 * node.half;
        const bool apart = node.cx + node.half < minX || node.cx - node.half > maxX || node.cy + node.half < minY
                           || node.cy - node.half > maxY;
        if (apart && width * width < theta2 * (dx * dx + dy * dy)) {
            if (node.qPos != 0.0)
                m_farQ.push_back(node.qPos), m_farX.push_back(node.xPos), m_farY.push_back(node.yPos);
            if (node.qNeg != 0.0)
                m_farQ.push_back(node.qNeg), m_farX.push_back(node.xNeg), m_farY.push_back(node.yNeg);
        } else if (node.childCount == 0) {
            m_nearBegin.push_back(node.begin), m_nearEnd.push_back(node.end);
        } else {
            for (std::uint32_t c = 0; c < node.childCount; ++c)
                stack[top++] = node.firstChild + c;
        }
    }
}

namespace {

/// Adds the field of a point charge q at (x, y), per unit k, at the `count` targets (tx, ty) to
/// (ex, ey). The loop runs over targets, each independent of the others, so the compiler fills
/// every lane of the vector unit with a target, and each target's sum keeps the order of the
/// sources, so results repeat bit for bit.
void addChargeField(double q, double x, double y, const double* __restrict tx, const double* __restrict ty,
                    std::uint32_t count, double eps2, double* __restrict ex, double* __restrict ey)
{
    for (std::uint32_t t = 0; t < count; ++t) {
        const double dx = tx[t] - x, dy = ty[t] - y;
        const double f = q * kernels::coulombFactor(dx, dy, eps2);
        ex[t] += f * dx, ey[t] += f * dy;
    }
}

} // namespace

void BarnesHutTree::addGroupForces(const Node& group, double scale, double eps2, std::vector<double>& fx,
                                  std::vector<double>& fy) const
{
    // A leaf of bodies sharing one key may hold more than kGroupSize: it is summed in slices.
    for (std::uint32_t first = group.begin; first < group.end; first += kGroupSize) {
        const std::uint32_t count = std::min(kGroupSize, group.end - first);
        const double* tx = m_x.data() + first;
        const double* ty = m_y.data() + first;
        std::array<double, kGroupSize> ex{}, ey{};
        for (std::size_t k = 0; k < m_farQ.size(); ++k)
            addChargeField(m_farQ[k], m_farX[k], m_farY[k], tx, ty, count, eps2, ex.data(), ey.data());
        // A body's own term is 0 (its separation is 0, and so is coulombFactor at r = 0 without
        // softening), so the runs need no test for it.
        for (std::size_t run = 0; run < m_nearBegin.size(); ++run) {
            for (std::uint32_t s = m_nearBegin[run]; s < m_nearEnd[run]; ++s)
                addChargeField(m_q[s], m_x[s], m_y[s], tx, ty, count, eps2, ex.data(), ey.data());
        }
        for (std::uint32_t t = 0; t < count; ++t) {
            fx[m_index[first + t]] += scale * m_q[first + t] * ex[t];
            fy[m_index[first + t]] += scale * m_q[first + t] * ey[t];
        }
    }
}

void BarnesHutTree::addForces(const CoulombLaw& law, double theta, std::vector<double>& fx, std::vector<double>& fy)
{
    if (m_nodes.empty())
        return;
    const double theta2 = theta * theta, eps2 = law.softening * law.softening;
    // The groups: the largest nodes of at most kGroupSize bodies, and the leaves above that size.
    std::array<std::uint32_t, 64> stack;
    std::uint32_t top = 0;
    stack[top++] = 0;
    while (top > 0) {
        const Node& node = m_nodes[stack[--top]];
        if (node.end - node.begin <= kGroupSize || node.childCount == 0) {
            listInteractions(node, theta2);
            addGroupForces(node, law.k, eps2, fx, fy);
            continue;
        }
        for (std::uint32_t c = 0; c < node.childCount; ++c)
            stack[top++] = node.firstChild + c;
    }
}

} // namespace disklab
