#pragma once
// The hexatic bond-orientational order parameter psi6 of a snapshot: how much the bonds between
// neighbouring disks point along six directions 60 degrees apart, the order that tells a
// hard-disk solid (or hexatic) from a fluid.
//
// For disk j with neighbours k: psi6_j = (1/n_j) sum_k exp(6 i theta_jk), theta_jk the angle of
// the bond from j to k. A perfect triangular lattice gives psi6_j = exp(6 i phi) for every disk,
// phi its rotation; a fluid's bonds point anywhere, and the global |<psi6>| = |(1/N) sum_j
// psi6_j| falls as the box holds more uncorrelated regions (about 1/sqrt(N) for independent
// disks).
//
// Neighbours: disks j and k are neighbours when their centres are closer than 1.4 (r_j + r_k)
// (kBondCutoff), measured by the minimum image in a periodic box and straight across in a walled
// one (walls never wrap). Why 1.4: it lies between the first shell of a dense hard-disk fluid or
// crystal, at contact (1 sigma and a little beyond), and the second shell of the triangular
// crystal at sqrt(3) a >= 1.73 sigma (a >= sigma its lattice constant), near the first minimum
// of the pair correlation g(r) of the dense fluid. A crystal at packing fraction eta has its six
// nearest neighbours at a = sigma sqrt(0.9069 / eta), inside the cutoff for eta > 0.463: every
// crystal dense enough for its disks to meet their neighbours counts exactly six and reads
// |psi6| = 1. A sparser lattice has no neighbour within the cutoff and reads 0: the rule measures
// order among disks close enough to touch, which is what melting is about. A square lattice of
// spacing below 1.4 sigma counts its four nearest neighbours (its diagonals, at sqrt(2) a >=
// 1.414 sigma, are outside) and reads psi6_j = 0. A fixed distance is the simple and local rule;
// Voronoi neighbours would need no number but a triangulation.
//
// Disks with no neighbour have psi6_j = 0 and still count in N, so a dilute gas reads near 0
// rather than averaging over its few bonded disks. The minimum image counts each pair once even
// in a box narrower than two cutoffs, where a disk could also reach another image of the same
// disk.
//
// Cost O(N): the disks are binned in cells at least one cutoff wide (no more cells than about
// four per disk, so a nearly empty box costs no more), and each disk looks at its own and the
// eight neighbouring cells. Standard C++ only.

#include "core/engine.h"
#include "core/scenario.h"

#include <complex>
#include <cstdint>
#include <vector>

namespace disklab {

/// Neighbours are closer than this times the sum of their radii.
inline constexpr double kBondCutoff = 1.4;

struct BondOrder {
    std::vector<std::complex<double>> perDisk;  ///< psi6_j in snapshot order; 0 for a disk with no neighbour
    std::vector<std::int32_t> neighbours;       ///< n_j, the neighbours each disk's psi6_j averages over
    std::complex<double> mean;                  ///< (1/N) sum_j psi6_j, over all N disks
    double global = 0.0;                        ///< |mean|: 1 for a perfect crystal, ~1/sqrt(N) for a gas
};

/// psi6 of every disk of `snapshot` and the global |<psi6>|. Radii come from `scenario`, which
/// must hold every disk of the snapshot (after a pump, the engine's own; throws
/// std::invalid_argument otherwise); its boundary says whether distances wrap. An empty
/// snapshot gives global 0. O(N) time and memory. Any thread.
BondOrder bondOrientationalOrder(const Scenario& scenario, const Snapshot& snapshot);
/// The same of the scenario's disks where they start (t = 0). Any thread.
BondOrder bondOrientationalOrder(const Scenario& scenario);

} // namespace disklab
