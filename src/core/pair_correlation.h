#pragma once
// The pair correlation g(r) and the bond-orientational correlation g6(r) of one state or of many
// (averaged over snapshots), in walled and periodic boxes.
//
// g(r): the number of pairs at distances in each bin [r, r + dr), divided by the number an ideal
// gas of as many centres in the same region would have there (core/ideal_pair_count.h: exact,
// walls' edges corrected). So g = 1 at every r for independent centres, and g -> 1 at large r in
// a fluid; below contact it is 0. Summed over snapshots, the pair counts and the ideal counts are
// each added before dividing, so a run's g(r) weighs every state alike.
//
// g6(r) = <Re(psi6_j conj(psi6_k))> over the pairs (j, k) in the bin (psi6 of core/bond_order.h):
// how far the local orientations of disks r apart agree. It decays exponentially in a fluid,
// algebraically (as r^-1/4 at most) in the hexatic phase, and tends to a constant in a crystal.
//
// Distances are minimum images in a periodic box and straight across in a walled one; r stops at
// rMax, itself at most largestIdealDistance (half the periodic box's shorter side; the shorter
// side of the walled box's centre region). In a walled box the centre region is the box the
// snapshot's walls make, shrunk by the disks' mean radius (exact for equal disks). Interior walls
// are not taken out of it. Mixtures count every pair alike.
//
// Cost: one pass over the pairs closer than rMax from cells at least rMax wide (core/pair_cells.h),
// O(N (rMax / sigma)^2) time and O(N) memory. Standard C++ only.

#include "core/bond_order.h"
#include "core/engine.h"
#include "core/ideal_pair_count.h"
#include "core/scenario.h"

#include <optional>
#include <vector>

namespace disklab {

/// The default reach of g(r), in mean diameters: the first four shells of a dense fluid.
inline constexpr double kDefaultPairReach = 5.0;
/// The default number of bins: 0.02 diameter each at the default reach.
inline constexpr int kDefaultPairBins = 250;

class PairCorrelation {
public:
    /// `bins` >= 1 bins over [0, rMax); rMax > 0 (clamped on each add() to what the box allows).
    PairCorrelation(int bins, double rMax);

    /// Adds the pairs of one state: radii from `scenario`, which must hold every disk of the
    /// snapshot (throws std::invalid_argument otherwise); with `order` (psi6 of the same state),
    /// also its pairs' orientational products for g6. O(N) at fixed density.
    void add(const Scenario& scenario, const Snapshot& snapshot, const BondOrder* order = nullptr);

    int bins() const { return static_cast<int>(m_pairs.size()); }
    /// The bins' width, rMax / bins, with rMax as the states allowed.
    double binWidth() const { return m_rMax / bins(); }
    /// The bins' centres.
    std::vector<double> radii() const;
    /// g(r) of every bin; 0 where the ideal gas has no pair (past what the box allows).
    std::vector<double> g() const;
    /// g6(r) of every bin; NaN where no pair was found, or no state came with psi6.
    std::vector<double> g6() const;
    /// States added.
    int states() const { return m_states; }

private:
    double m_rMax;
    std::vector<double> m_pairs;         ///< pairs found in each bin, summed over states
    std::vector<double> m_ideal;         ///< the ideal gas's expected pairs, summed alike
    std::vector<double> m_orientation;   ///< sum of Re(psi6_j conj psi6_k) over the pairs found
    std::vector<double> m_orientedPairs; ///< the pairs found in states that came with psi6
    int m_states = 0;
};

/// g(r) and g6(r) of one state with the default bins and reach (or those given), psi6 computed.
struct PairCorrelationTable {
    std::vector<double> r, g, g6;
    double binWidth = 0.0;
};
PairCorrelationTable pairCorrelationOf(const Scenario& scenario, const Snapshot& snapshot, const BondOrder& order,
                                       int bins = kDefaultPairBins, std::optional<double> rMax = std::nullopt);

/// The disks' mean diameter (0 without disks): the unit of the default reach.
double meanDiameter(const Scenario& scenario, std::size_t disks);

} // namespace disklab
