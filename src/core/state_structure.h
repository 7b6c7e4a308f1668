#pragma once
// Every structure figure of one state, computed once for whoever reports them (`disklab-cli
// structure`, the Python module): packing, psi6, g(r) and g6(r), the contact value and the Z it
// gives, each species per half. Standard C++ only.

#include "core/bond_order.h"
#include "core/engine.h"
#include "core/pair_correlation.h"
#include "core/scenario.h"
#include "core/species_halves.h"

#include <optional>

namespace disklab {

struct StateStructure {
    double packing = 0.0;
    BondOrder order;
    PairCorrelationTable table;
    std::optional<double> contact;        ///< g(sigma+); none for unequal disks or too wide bins
    std::optional<double> compressibility; ///< 1 + 2 eta g(sigma+)
    SpeciesHalves halves;
};

/// The figures of `state` (radii from `scenario`), g(r) in `bins` bins to `rMax` (by default
/// kDefaultPairReach mean diameters). O(N) at a fixed density.
StateStructure stateStructure(const Scenario& scenario, const Snapshot& state, int bins = kDefaultPairBins,
                              std::optional<double> rMax = std::nullopt);

} // namespace disklab
