#pragma once
// Follows disks across the edges of a periodic box: each disk's step between two followed
// states is taken by the minimum image, so its unwrapped position keeps counting the distance
// it travelled while the snapshots wrap it back into the box. In a walled box the unwrapped
// position is simply the position. The MSD tracker and the trajectory file both unwrap this way.

#include "core/engine.h"
#include "core/scenario.h"

#include <cstdint>
#include <vector>

namespace disklab {

class PeriodicUnwrapper {
public:
    PeriodicUnwrapper() = default;
    /// Follows `disks` (indices into the snapshots) from `state`, where unwrapped = wrapped.
    PeriodicUnwrapper(const Scenario& scenario, const Snapshot& state, std::vector<std::int32_t> disks);

    /// Moves each followed disk by its step since the last state. Right while no disk travels
    /// half a periodic box between two followed states (see longestUnwrapStep).
    void follow(const Snapshot& state);

    const std::vector<std::int32_t>& disks() const { return m_disks; }
    /// Unwrapped positions, one per followed disk in the order of disks().
    const std::vector<double>& x() const { return m_x; }
    const std::vector<double>& y() const { return m_y; }

private:
    double m_width = 0.0, m_height = 0.0;  // the periods; 0 in a walled box, which never wraps
    std::vector<std::int32_t> m_disks;
    std::vector<double> m_x, m_y;          // unwrapped now
    std::vector<double> m_lastX, m_lastY;  // as the last snapshot gave them
};

/// The longest simulated time from `state` after which following again is still safe: no disk
/// can have crossed a quarter of the periodic box, half the distance where unwrapping fails.
/// Infinite in a walled box or when nothing moves. No disk is faster than the lightest one
/// carrying all the kinetic energy, which elastic collisions conserve; the factor two in
/// distance leaves room for a fourfold rise of the kinetic energy (a stepper's drift, forces)
/// before the next state, when the bound is taken again.
double longestUnwrapStep(const Scenario& scenario, const Snapshot& state);

} // namespace disklab
