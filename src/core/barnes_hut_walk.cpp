// The Barnes-Hut traversal, a group of bodies at a time (core/barnes_hut_tree.h).

#include "core/barnes_hut_tree.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace disklab {
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

void BarnesHutTree::listInteractions(const Node& group, double acceptance)
{
    m_far.clear(), m_nearBegin.clear(), m_nearEnd.clear();
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
        const std::uint32_t index = stack[--top];
        const Node& node = m_nodes[index];
        const double dx = std::max({minX - node.x, 0.0, node.x - maxX});
        const double dy = std::max({minY - node.y, 0.0, node.y - maxY});
        if (node.radius * node.radius < acceptance * (dx * dx + dy * dy)) {
            const NodeMultipoles& multipoles = m_multipoles[index];
            if (multipoles.positive.q != 0.0)
                m_far.push_back(multipoles.positive);
            if (multipoles.negative.q != 0.0)
                m_far.push_back(multipoles.negative);
        } else if (node.childCount == 0) {
            m_nearBegin.push_back(node.begin), m_nearEnd.push_back(node.end);
        } else {
            for (std::uint32_t c = 0; c < node.childCount; ++c)
                stack[top++] = node.firstChild + c;
        }
    }
}

void BarnesHutTree::addGroupForces(const Node& group, double scale, double eps2, std::vector<double>& fx,
                                  std::vector<double>& fy) const
{
    // A leaf of bodies sharing one key may hold more than kGroupSize: it is summed in slices.
    for (std::uint32_t first = group.begin; first < group.end; first += kGroupSize) {
        const std::uint32_t count = std::min(kGroupSize, group.end - first);
        const double* tx = m_x.data() + first;
        const double* ty = m_y.data() + first;
        std::array<double, kGroupSize> ex{}, ey{};
        for (const Multipole& multipole : m_far)
            addMultipoleField(multipole, tx, ty, count, eps2, ex.data(), ey.data());
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
    // b < theta d, and b < d so that the expansion converges and no body meets itself.
    const double acceptance = std::min(theta * theta, 1.0), eps2 = law.softening * law.softening;
    // The groups: the largest nodes of at most kGroupSize bodies, and the leaves above that size.
    std::array<std::uint32_t, 64> stack;
    std::uint32_t top = 0;
    stack[top++] = 0;
    while (top > 0) {
        const Node& node = m_nodes[stack[--top]];
        if (node.end - node.begin <= kGroupSize || node.childCount == 0) {
            listInteractions(node, acceptance);
            addGroupForces(node, law.k, eps2, fx, fy);
            continue;
        }
        for (std::uint32_t c = 0; c < node.childCount; ++c)
            stack[top++] = node.firstChild + c;
    }
}

} // namespace disklab
