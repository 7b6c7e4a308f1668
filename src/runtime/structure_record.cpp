#include "runtime/structure_record.h"

#include "core/bond_order.h"
#include "core/contact_value.h"
#include "runtime/thinned_samples.h"

namespace disklab {
namespace {
/// kT of a 2D state: its kinetic energy per disk.
double temperatureOf(const Scenario& scenario, const Snapshot& state)
{
    double energy = 0.0;
    for (std::size_t j = 0; j < state.size(); ++j)
        energy += 0.5 * scenario.disks[j].mass * (state.vx[j] * state.vx[j] + state.vy[j] * state.vy[j]);
    return state.size() > 0 ? energy / double(state.size()) : 0.0;
}
} // namespace

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
        m_profile.emplace(scenario, kDefaultProfileBins);
        m_species = diskSpecies(scenario);
    }
    // A pump may add disks of another size: the contact is the common one of every state.
    const std::optional<double> sigma = commonDiameter(scenario, state.size());
    m_diameter = states() == 0 || (sigma && m_diameter && *sigma == *m_diameter) ? sigma : std::nullopt;
    const BondOrder bonds = bondOrientationalOrder(scenario, state);
    // Without psi6: g6(r) is not shown, so its product per pair is not computed.
    m_correlation->add(scenario, state);
    m_packingSum += packingFraction(scenario, state);
    m_profile->add(state);
    m_temperatureSum += temperatureOf(scenario, state);
    appendThinned(m_order, m_capacity, OrderSample{state.time, bonds.global});
    appendThinned(m_mixing, m_capacity, MixingSample{state.time, speciesHalves(scenario, m_species, state)});
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
