#pragma once
// The gas-laws lab's pump: disks that enter the box one after another through an opening in a
// fixed wall, as if from a reservoir of gas at a chosen temperature. Each entry is an event of
// the exact engine: the disk appears touching the wall at the opening with the velocity of a
// disk of the reservoir's gas (Maxwell-Boltzmann at kT, its normal component turned into the
// box), so that pumping at the gas's own temperature keeps it; but only once no disk or piston
// is in its spot. Until then the pump waits and tries again one interval later, so it never
// creates an overlap.

#include "core/scenario.h"

#include <cstdint>
#include <optional>
#include <string>

namespace disklab {

struct Injection {
    /// The wall the opening is in: a fixed box wall, not a free piston.
    Side side = Side::Left;
    /// The opening's centre along the wall (y on the left and right walls, x on the bottom and
    /// top); none: the wall's middle.
    std::optional<double> position{};
    /// The opening's width: each try puts the disk at a point of it drawn at random, so a wider
    /// opening lets disks in faster; 0: three diameters. At least a diameter.
    double width = 0.0;
    /// How many disks the pump brings in.
    std::int32_t count = 0;
    /// kT of the gas the disks come from.
    double temperature = 1.0;
    /// Time between one entry (or a try at a spot that was taken) and the next; 0: the time a
    /// disk at the thermal speed takes to move one diameter (defaultInjectionInterval).
    double interval = 0.0;
    /// Radius, mass, colour and label of each disk that enters; its position and velocity are
    /// the pump's.
    Disk disk{};
};

/// The pump's interval when it does not set one: 2 r / sqrt(kT / m), about the time the last
/// disk in takes to leave the opening.
double defaultInjectionInterval(const Injection& injection);

/// The opening's width: Injection::width, or three diameters when 0.
double openingWidth(const Injection& injection);

/// The disk the lab's pump brings into a scenario: like its first disk (size, mass, colour), or a
/// disk of radius 0.5 and mass 1 in an empty box.
Disk pumpedDiskLike(const Scenario& scenario);

/// What is wrong with starting `injection` in `scenario` at time t, as "injection.<field>: what",
/// or nothing. Fields: side, position, width, count, temperature, interval, radius, mass.
std::optional<std::string> injectionProblem(const Scenario& scenario, const Injection& injection, double t);

} // namespace disklab
