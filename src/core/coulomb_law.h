#pragma once
// Coulomb's law between charged disks, as the force engine and both of its summations use it.
//
// DiskLab takes the 1/r^2 law of charges held on a plane (a potential k q_i q_j / r), not the
// 1/r force of a truly two-dimensional world (a ln r potential): the classroom systems the
// engine shows, ions in a planar trap, electrons on liquid helium, charged colloids between
// plates, are three-dimensional charges confined to a plane, and that is what they feel. It
// also has a potential that vanishes at infinity, so energies add up without a reference length.
//
// Softening (Plummer): U = k q_i q_j / sqrt(r^2 + eps^2), F_i = k q_i q_j r_ij / (r^2 + eps^2)^(3/2),
// with r_ij = r_i - r_j, keeps the force finite when two charges come close; eps = 0 is the bare
// law. Hard disks never meet, so the bare law stays finite too, but a softening keeps the step
// size a simulation needs from being set by the closest approach.

#include <cmath>
#include <cstddef>
#include <vector>

namespace disklab {

struct CoulombLaw {
    double k = 1.0;          ///< Coulomb constant
    double softening = 0.0;  ///< Plummer length eps >= 0
};

/// Positions and charges of the bodies a summation sees, structure of arrays, equal lengths.
struct ChargedBodies {
    std::vector<double> x, y, q;
    std::size_t size() const { return q.size(); }
    void clear() { x.clear(), y.clear(), q.clear(); }
};

namespace kernels {

/// The field factor of a source seen at separation (dx, dy) = r_i - r_source: the force on a
/// unit charge at i per unit source charge and unit k is factor * (dx, dy). 0 at r^2 + eps^2 = 0.
inline double coulombFactor(double dx, double dy, double softening2)
{
    const double r2 = dx * dx + dy * dy + softening2;
    if (r2 <= 0.0)
        return 0.0;
    const double r = std::sqrt(r2);
    return 1.0 / (r2 * r);
}

} // namespace kernels
} // namespace disklab
