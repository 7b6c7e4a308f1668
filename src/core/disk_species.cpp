#include "core/disk_species.h"

#include <array>
#include <map>
#include <string_view>
#include <tuple>

namespace disklab {
namespace {

constexpr std::array<std::string_view, kMostNamedSpecies> kElements{
    "H",  "He", "Li", "Be", "B",  "C",  "N",  "O",  "F",  "Ne", "Na", "Mg", "Al", "Si", "P",  "S",  "Cl",
    "Ar", "K",  "Ca", "Sc", "Ti", "V",  "Cr", "Mn", "Fe", "Co", "Ni", "Cu", "Zn", "Ga", "Ge", "As", "Se",
    "Br", "Kr", "Rb", "Sr", "Y",  "Zr", "Nb", "Mo", "Tc", "Ru", "Rh", "Pd", "Ag", "Cd", "In", "Sn", "Sb",
    "Te", "I",  "Xe", "Cs", "Ba", "La", "Ce", "Pr", "Nd", "Pm", "Sm", "Eu", "Gd", "Tb", "Dy", "Ho", "Er",
    "Tm", "Yb", "Lu", "Hf", "Ta", "W",  "Re", "Os", "Ir", "Pt", "Au", "Hg", "Tl", "Pb", "Bi", "Po", "At",
    "Rn", "Fr", "Ra", "Ac", "Th", "Pa", "U",  "Np", "Pu", "Am", "Cm", "Bk", "Cf", "Es", "Fm", "Md", "No",
    "Lr", "Rf", "Db", "Sg", "Bh", "Hs", "Mt", "Ds", "Rg", "Cn", "Nh", "Fl", "Mc", "Lv", "Ts", "Og"};

using SpeciesKey = std::tuple<std::uint8_t, std::uint8_t, std::uint8_t, double, double, double>;

SpeciesKey speciesKey(const Disk& disk)
{
    return {disk.colour.r, disk.colour.g, disk.colour.b, disk.radius, disk.mass, disk.charge};
}

} // namespace

std::string chemicalSymbol(std::size_t number)
{
    if (number < 1 || number > kElements.size())
        return {};
    return std::string(kElements[number - 1]);
}

SpeciesTable diskSpecies(const Scenario& scenario)
{
    SpeciesTable table;
    table.ofDisk.reserve(scenario.disks.size());
    // Looked up by key, not by a search of the species so far: a polydisperse scenario may
    // have as many species as disks.
    std::map<SpeciesKey, std::size_t> index;
    for (std::size_t i = 0; i < scenario.disks.size(); ++i) {
        const Disk& disk = scenario.disks[i];
        const auto [found, added] = index.try_emplace(speciesKey(disk), table.species.size());
        const std::size_t k = found->second;
        if (added)
            table.species.push_back({chemicalSymbol(k + 1), disk.colour, disk.radius, disk.mass, disk.charge, {}});
        table.species[k].disks.push_back(static_cast<std::int32_t>(i));
        table.ofDisk.push_back(static_cast<std::int32_t>(k));
    }
    return table;
}

} // namespace disklab
