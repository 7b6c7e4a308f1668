#pragma once
// The long-run checks of `disklab-cli soak`: at each checkpoint no pair of disks overlaps,
// energy and momentum balance what the walls and gravity did to the disks, and every
// collision the engine reported came no earlier than the one before it.

#include "core/engine.h"

#include <cstdint>

namespace disklab {

struct SoakCheckpoint {
    std::uint64_t collisions = 0;
    std::uint64_t events = 0;
    double time = 0.0;
    std::uint64_t overlappingPairs = 0;
    double maxOverlap = 0.0;       ///< largest 1 - distance / (r_i + r_j) among touching pairs
    double energyDrift = 0.0;      ///< relativeEnergyDrift since the monitor started
    /// |P - P0 - J| / S: P the disks' total momentum, J the impulse the box walls, the interior
    /// walls and gravity gave them since the start, S the sum of the magnitudes of those terms
    /// (sum of m|v| now and then, and of each impulse), so round-off alone stays near 1e-16.
    double momentumError = 0.0;
    std::uint64_t outOfOrder = 0;  ///< collisions reported earlier than the one before, so far
};

/// Watches one engine from now on. Installs the engine's collision listener (to see the order
/// of collisions) and removes it when destroyed. The engine must outlive the monitor.
class SoakMonitor {
public:
    explicit SoakMonitor(Engine& engine);
    ~SoakMonitor();
    SoakMonitor(const SoakMonitor&) = delete;
    SoakMonitor& operator=(const SoakMonitor&) = delete;

    /// Every figure at the engine's current state. O(N).
    SoakCheckpoint check() const;

private:
    double momentumError(const Snapshot& now, const Totals& totals) const;

    Engine& m_engine;
    Snapshot m_first;
    Totals m_firstTotals;
    double m_lastCollisionTime;
    std::uint64_t m_outOfOrder = 0;
};

} // namespace disklab
