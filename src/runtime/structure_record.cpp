#include "runtime/structure_record.h"

#include "core/bond_order.h"
#include "core/contact_value.h"

namespace disklab {

StructureRecord::StructureRecord(int bins, double reach, std::size_t capacity)
    : m_bins(bins), m_reach(reach), m_capacity(capacity)
{
}

void StructureRecord::add(const Scenario& scenario, const Snapshot& state)
{
    if (!m_correlation) {
        // The reach in lengths is fixed by the first state, so later states add to the same bins.
        const double reach = m_reach * meanDiameter(scenario, state.size());
        if (!(reach > 0.0))
            return;
        m_correlation.emplace(m_bins, reach);
    }
    // A pump may add disks of another size: the contact is the common one of every state.
    const std::optional<double> sigma = commonDiameter(scenario, state.size());
    m_diameter = states() == 0 || (sigma && m_diameter && *sigma == *m_diameter) ? sigma : std::nullopt;
    const BondOrder bonds = bondOrientationalOrder(scenario, state);
    // Without psi6: g6(r) is not shown, so its product per pair is not computed.
    m_correlation->add(scenario, state);
    m_packingSum += packingFraction(scenario, state);
    if (m_order.size() >= m_capacity) {
        std::size_t kept = 0;
        for (std::size_t k = 0; k < m_order.size(); k += 2)
            m_order[kept++] = m_order[k];
        m_order.resize(kept);
    }
    m_order.push_back({state.time, bonds.global});
}

std::optional<double> StructureRecord::contact() const
{
    if (!m_correlation || !m_diameter)
        return std::nullopt;
    return contactValue(m_correlation->radii(), m_correlation->g(), m_correlation->binWidth(), *m_diameter);
}

std::optional<double> StructureRecord::compressibility() const
{
    return compressibilityAtContact(meanPacking(), contact());
}

} // namespace disklab
