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

double ForceEvaluator::potentialEnergyOf(const std::vector<std::int32_t>& disks, const std::vector<double>& x,
                                         const std::vector<double>& y) const
{
    const auto listed = [&](std::size_t count, std::int32_t disk) {
        return std::find(disks.begin(), disks.begin() + static_cast<std::ptrdiff_t>(count), disk)
               != disks.begin() + static_cast<std::ptrdiff_t>(count);
    };
    const double eps2 = m_law.softening * m_law.softening;
    double coulomb = 0.0;
    for (std::size_t k = 0; k < disks.size(); ++k) {
        const auto i = static_cast<std::uint32_t>(disks[k]);
        const auto at = std::lower_bound(m_charged.begin(), m_charged.end(), i);
        if (at == m_charged.end() || *at != i)
            continue;
        double sum = 0.0;
        for (std::size_t c = 0; c < m_charged.size(); ++c) {
            const std::uint32_t j = m_charged[c];
            if (j == i || listed(k, static_cast<std::int32_t>(j)))
                continue;  // itself, or a pair of listed disks already counted
            const double dx = x[i] - x[j], dy = y[i] - y[j];
            const double r2 = dx * dx + dy * dy + eps2;
            if (r2 > 0.0)
                sum += m_bodies.q[c] / std::sqrt(r2);
        }
        coulomb += m_bodies.q[static_cast<std::size_t>(at - m_charged.begin())] * sum;
    }
    double springs = 0.0;
    for (const Link& link : m_links) {
        if (!listed(disks.size(), link.a) && !listed(disks.size(), link.b))
            continue;
        const auto a = static_cast<std::size_t>(link.a), b = static_cast<std::size_t>(link.b);
        const double stretch = std::hypot(x[b] - x[a], y[b] - y[a]) - link.restLength;
        springs += 0.5 * link.stiffness * stretch * stretch;
    }
    for (const Anchor& anchor : m_anchors) {
        if (!listed(disks.size(), anchor.disk))
            continue;
        const auto i = static_cast<std::size_t>(anchor.disk);
        const double stretch = std::hypot(anchor.x - x[i], anchor.y - y[i]) - anchor.restLength;
        springs += 0.5 * anchor.stiffness * stretch * stretch;
    }
    return m_law.k * coulomb + springs;
}

} // namespace disklab
