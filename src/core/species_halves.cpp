#include "core/species_halves.h"

#include <cmath>

namespace disklab {

SpeciesHalves speciesHalves(const Scenario& scenario, const SpeciesTable& species, const Snapshot& snapshot)
{
    SpeciesHalves halves;
    halves.left.assign(species.species.size(), 0);
    halves.right.assign(species.species.size(), 0);
    const double middle = 0.5 * scenario.width;
    for (std::size_t j = 0; j < snapshot.size() && j < species.ofDisk.size(); ++j) {
        double x = snapshot.x[j];
        if (scenario.boundary == Boundary::Periodic)
            x -= scenario.width * std::floor(x / scenario.width);
        auto& side = x < middle ? halves.left : halves.right;
        ++side[static_cast<std::size_t>(species.ofDisk[j])];
    }
    return halves;
}

} // namespace disklab
