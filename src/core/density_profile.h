#pragma once
// The number density along gravity: how many disk centres lie at each height, per unit area,
// averaged over the states added. Height is measured against gravity from the box's lowest point
// (the floor a walled box's gravity pulls towards), so under gravity g along -y it is y itself;
// without gravity it is y. In equilibrium a dilute gas follows the barometric law
//     n(h) = n(0) exp(-m g h / kT).
// Bins cover the box's extent along gravity (its height for gravity along y, its width along x,
// the diagonal's projection otherwise) in equal slices; a bin's area is its slice of the box, so
// the density is a number per unit area. Standard C++ only.

#include "core/engine.h"
#include "core/scenario.h"

#include <vector>

namespace disklab {

class DensityProfile {
public:
    /// `bins` >= 1 slices of the scenario's box (throws std::invalid_argument otherwise).
    DensityProfile(const Scenario& scenario, int bins);

    /// Counts the snapshot's centres. O(N).
    void add(const Snapshot& snapshot);

    /// The slices' middle heights.
    std::vector<double> heights() const;
    /// Mean number of centres per unit area in each slice over the states added (0 before any).
    std::vector<double> density() const;
    int states() const { return m_states; }

private:
    /// The height of a point: its distance from the floor along -g.
    double heightOf(double x, double y) const;

    double m_upX, m_upY;      ///< the unit vector against gravity (+y without gravity)
    double m_floor, m_extent; ///< the box's lowest height and its extent along m_up
    double m_sliceArea;
    std::vector<double> m_counts;
    int m_states = 0;
};

} // namespace disklab
