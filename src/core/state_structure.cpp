#include "core/state_structure.h"

#include "core/contact_value.h"
#include "core/disk_species.h"

namespace disklab {

StateStructure stateStructure(const Scenario& scenario, const Snapshot& state, int bins, std::optional<double> rMax)
{
    StateStructure s;
    s.packing = packingFraction(scenario, state);
    s.order = bondOrientationalOrder(scenario, state);
    s.table = pairCorrelationOf(scenario, state, s.order, bins, rMax);
    if (const std::optional<double> sigma = commonDiameter(scenario, state.size()))
        s.contact = contactValue(s.table.r, s.table.g, s.table.binWidth, *sigma);
    s.compressibility = compressibilityAtContact(s.packing, s.contact);
    s.halves = speciesHalves(scenario, diskSpecies(scenario), state);
    return s;
}

} // namespace disklab
