#include "core/force_evaluator.h"

#include "core/direct_coulomb.h"
#include "core/spring_forces.h"

#include <algorithm>
#include <cmath>

namespace disklab {

ForceEvaluator::ForceEvaluator(const Scenario& scenario, ForceMethod method, double theta)
    : m_method(method),
      m_theta(theta),
      m_law{scenario.forces.coulombConstant, scenario.forces.softening},
      m_links(scenario.forces.links),
      m_anchors(scenario.forces.anchors)
{
    // Uncharged disks neither feel nor make a Coulomb force: the sums see only the charged ones.
    for (std::size_t i = 0; i < scenario.disks.size(); ++i) {
        if (scenario.disks[i].charge != 0.0)
            m_charged.push_back(static_cast<std::uint32_t>(i));
    }
    m_bodies.q.reserve(m_charged.size());
    for (std::uint32_t i : m_charged)
        m_bodies.q.push_back(scenario.disks[i].charge);
}

void ForceEvaluator::gatherCharges(const std::vector<double>& x, const std::vector<double>& y)
{
    const std::size_t n = m_charged.size();
    m_bodies.x.resize(n), m_bodies.y.resize(n);
    for (std::size_t c = 0; c < n; ++c)
        m_bodies.x[c] = x[m_charged[c]], m_bodies.y[c] = y[m_charged[c]];
}

void ForceEvaluator::evaluate(const std::vector<double>& x, const std::vector<double>& y, std::vector<double>& fx,
                              std::vector<double>& fy)
{
    fx.assign(x.size(), 0.0);
    fy.assign(x.size(), 0.0);
    if (!m_charged.empty()) {
        gatherCharges(x, y);
        m_fx.assign(m_charged.size(), 0.0);
        m_fy.assign(m_charged.size(), 0.0);
        if (m_method == ForceMethod::Direct) {
            addDirectCoulombForces(m_bodies, m_law, m_fx, m_fy);
        } else {
            m_tree.build(m_bodies);
            m_tree.addForces(m_law, m_theta, m_fx, m_fy);
        }
        for (std::size_t c = 0; c < m_charged.size(); ++c)
            fx[m_charged[c]] = m_fx[c], fy[m_charged[c]] = m_fy[c];
    }
    addSpringForces(m_links, x, y, fx, fy);
    addAnchorForces(m_anchors, x, y, fx, fy);
}

double ForceEvaluator::potentialEnergy(const std::vector<double>& x, const std::vector<double>& y) const
{
    ChargedBodies bodies;
    bodies.q = m_bodies.q;
    for (std::uint32_t i : m_charged)
        bodies.x.push_back(x[i]), bodies.y.push_back(y[i]);
    return coulombPotentialEnergy(bodies, m_law) + springPotentialEnergy(m_links, x, y)
           + anchorPotentialEnergy(m_anchors, x, y);
}

/// Calls `pair(a, b)` once for every pair of a charged listed disk and another charged disk, with
/// their places among the charged disks (a the listed one's); a pair of two listed disks once.
template <class Pair>
void ForceEvaluator::forEachPairOf(const std::vector<std::int32_t>& disks, Pair pair) const
{
    for (std::size_t k = 0; k < disks.size(); ++k) {
        const auto i = static_cast<std::uint32_t>(disks[k]);
        const auto at = std::lower_bound(m_charged.begin(), m_charged.end(), i);
        if (at == m_charged.end() || *at != i)
            continue;
        const auto placeOfI = static_cast<std::size_t>(at - m_charged.begin());
        for (std::size_t c = 0; c < m_charged.size(); ++c) {
            const std::uint32_t j = m_charged[c];
            // Itself, or a pair of listed disks counted with the first of them.
            if (j == i || std::find(disks.begin(), disks.begin() + static_cast<std::ptrdiff_t>(k),
                                    static_cast<std::int32_t>(j)) != disks.begin() + static_cast<std::ptrdiff_t>(k))
                continue;
            pair(placeOfI, c);
        }
    }
}

void ForceEvaluator::springsOf(const std::vector<std::int32_t>& disks, std::vector<Link>& links,
                               std::vector<Anchor>& anchors) const
{
    const auto listed = [&](std::int32_t disk) { return std::find(disks.begin(), disks.end(), disk) != disks.end(); };
    links.clear(), anchors.clear();
    for (const Link& link : m_links)
        if (listed(link.a) || listed(link.b))
            links.push_back(link);
    for (const Anchor& anchor : m_anchors)
        if (listed(anchor.disk))
            anchors.push_back(anchor);
}

double ForceEvaluator::potentialEnergyOf(const std::vector<std::int32_t>& disks, const std::vector<double>& x,
                                         const std::vector<double>& y) const
{
    const double eps2 = m_law.softening * m_law.softening;
    double coulomb = 0.0;
    forEachPairOf(disks, [&](std::size_t a, std::size_t b) {
        const std::uint32_t i = m_charged[a], j = m_charged[b];
        const double dx = x[i] - x[j], dy = y[i] - y[j];
        const double r2 = dx * dx + dy * dy + eps2;
        if (r2 > 0.0)
            coulomb += m_bodies.q[a] * m_bodies.q[b] / std::sqrt(r2);
    });
    std::vector<Link> links;
    std::vector<Anchor> anchors;
    springsOf(disks, links, anchors);
    return m_law.k * coulomb + springPotentialEnergy(links, x, y) + anchorPotentialEnergy(anchors, x, y);
}

void ForceEvaluator::evaluateOf(const std::vector<std::int32_t>& disks, const std::vector<double>& x,
                                const std::vector<double>& y, std::vector<double>& fx, std::vector<double>& fy) const
{
    fx.assign(x.size(), 0.0);
    fy.assign(x.size(), 0.0);
    const double eps2 = m_law.softening * m_law.softening;
    forEachPairOf(disks, [&](std::size_t a, std::size_t b) {
        const std::uint32_t i = m_charged[a], j = m_charged[b];
        const double dx = x[i] - x[j], dy = y[i] - y[j];
        const double f = m_law.k * m_bodies.q[a] * m_bodies.q[b] * kernels::coulombFactor(dx, dy, eps2);
        fx[i] += f * dx, fy[i] += f * dy;
        fx[j] -= f * dx, fy[j] -= f * dy;
    });
    std::vector<Link> links;
    std::vector<Anchor> anchors;
    springsOf(disks, links, anchors);
    addSpringForces(links, x, y, fx, fy);
    addAnchorForces(anchors, x, y, fx, fy);
}

} // namespace disklab
