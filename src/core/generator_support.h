#pragma once
// Building blocks the scenario generators share: parameter checks, triangular lattices,
// thermal velocities and melting with real dynamics. Pure functions of their arguments (the
// random ones of the Random they are given), so every generator is reproducible from its seed.

#include "core/generator_error.h"
#include "core/random.h"
#include "core/scenario.h"

#include <span>
#include <string>
#include <vector>

namespace disklab::generation {

/// Throws GeneratorError(parameter, explanation) unless ok.
inline void require(bool ok, const char* parameter, const std::string& explanation)
{
    if (!ok)
        throw GeneratorError(parameter, explanation);
}

/// A number for messages, as printf's %g.
std::string number(double value);

/// Checks that value is finite and > 0 (or >= 0 when zeroAllowed).
void requirePositive(double value, const char* parameter, bool zeroAllowed = false);

/// A triangular lattice of rows: `columns` sites per row, odd rows shifted by half a spacing.
struct Lattice {
    int columns = 0;
    int rows = 0;
    double spacing = 0.0;     ///< along a row
    double rowSpacing = 0.0;
    double nearest = 0.0;     ///< smallest centre distance between sites
};

/// The lattice with at least `count` sites in a width x height region whose nearest distance
/// is largest. Periodic lattices tile the region exactly (even rows, so the half shift wraps);
/// walled ones put the outermost centres on the region's edges.
Lattice bestLattice(int count, double width, double height, bool periodic);

/// Centre of site `site` (row-major) of a lattice over the region starting at (x0, y0).
/// Periodic lattices are shifted by a quarter spacing so no centre sits on the box edge.
struct Point {
    double x, y;
};
Point latticeSite(const Lattice& lattice, int site, double x0, double y0, bool periodic);

/// `count` of the lattice's sites chosen at random (vacancies spread evenly over the region),
/// in increasing order.
std::vector<int> chooseSites(const Lattice& lattice, int count, Random& random);

/// Gives the disks Gaussian velocities of variance kT/m, removes the centre-of-mass velocity
/// and scales to exactly K = kT x divisor (divisor = N in a walled box, N - 1 periodic: the
/// temperature convention of observables.h). Draws two normals per disk, in disk order.
void thermalVelocities(std::span<Disk> disks, double temperature, double divisor, Random& random);

/// Runs the event-driven engine for collisionsPerDisk x N collisions and stores where the
/// disks end up; energy (and momentum in a periodic box) are kept. Nothing happens for 0.
void melt(Scenario& scenario, double collisionsPerDisk);

/// A time step for the time-driven engine (EngineConfig::dt) that moves the fastest disk about
/// a twentieth of the smallest radius per step: the fastest disk's speed, or the speed gravity
/// gives over the box's height if larger. Rounded down to 1, 2 or 5 times a power of ten.
double suggestedTimeStep(const Scenario& scenario);

/// The contact response of the force engine's scenarios: disks pressed together or onto a wall
/// by forces (a chain resting on the floor, opposite charges, charges crowding a wall) meet every step,
/// and the naive response, reflecting at the overlapping positions, gets their energy wrong
/// each time (docs/forces.md); rolling back to the contact time keeps it.
inline constexpr Response kForceContactResponse = Response::Rollback;

/// A step rounded down to 1, 2 or 5 times a power of ten, so stored steps read plainly.
double roundedStep(double step);

/// A colour from its hexadecimal value 0xrrggbb.
constexpr Colour rgb(unsigned value)
{
    return Colour{static_cast<std::uint8_t>(value >> 16), static_cast<std::uint8_t>(value >> 8),
                  static_cast<std::uint8_t>(value)};
}

} // namespace disklab::generation
