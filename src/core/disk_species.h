#pragma once
// The species of a scenario's disks, for files that group disks by kind (the trajectory and the
// mean squared displacement of `disklab-cli run`). Disks of one species share colour, radius,
// mass and charge; the label is left out because generators label single disks ("cue", "1").
// Species are numbered from 1 in the order their first disk appears in the scenario, so the same
// scenario always gives the same numbering, and each is named by the chemical symbol with that
// atomic number (H, He, Li, ...): extended XYZ readers such as ASE accept only element names
// in their species column, and ASE's atomic numbers then are DiskLab's species numbers.

#include "core/scenario.h"

#include <cstdint>
#include <string>
#include <vector>

namespace disklab {

struct DiskSpecies {
    std::string symbol;                 ///< chemical symbol of atomic number = species number
    Colour colour;
    double radius = 0.0;
    double mass = 0.0;
    double charge = 0.0;
    std::vector<std::int32_t> disks;    ///< indices into Scenario::disks, ascending
};

struct SpeciesTable {
    std::vector<DiskSpecies> species;   ///< species k + 1 is species[k]
    std::vector<std::int32_t> ofDisk;   ///< index into `species` of each disk
};

/// Species a symbol can name: the 118 elements.
inline constexpr std::size_t kMostNamedSpecies = 118;

/// The scenario's species. With more than kMostNamedSpecies of them (say every disk of a
/// different size), those beyond have an empty symbol; a file that needs names refuses them.
SpeciesTable diskSpecies(const Scenario& scenario);

/// Chemical symbol of atomic number `number` (1 = "H"); empty outside 1 .. kMostNamedSpecies.
std::string chemicalSymbol(std::size_t number);

} // namespace disklab
