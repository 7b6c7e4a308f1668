#pragma once
// The broad phase of aggregation: which cluster pairs the engine hands to the narrow phase
// (core/cluster_contact.h) during a step. A strategy may leave out only pairs that cannot touch
// before the step ends, so every strategy yields the same contacts and the same merge history.

#include "core/aggregation_settings.h"
#include "core/cluster_contact.h"
#include "core/rigid_cluster.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <memory>
#include <span>
#include <vector>

namespace disklab {

class ClusterPairFinder {
public:
    /// clusters (by id) and live (the ids of live clusters, ascending) are the engine's own
    /// vectors, read on every call.
    ClusterPairFinder(const std::vector<RigidCluster>& clusters, const std::vector<std::int32_t>& live,
                      PeriodicBox box, double margin)
        : m_clusters(clusters), m_live(live), m_box(box), m_margin(margin)
    {
    }
    virtual ~ClusterPairFinder() = default;
    ClusterPairFinder(const ClusterPairFinder&) = delete;
    ClusterPairFinder& operator=(const ClusterPairFinder&) = delete;

    /// A step runs from start to end; every live cluster is stored at start.
    virtual void beginStep(double start, double end)
    {
        m_stepStart = start;
        m_stepEnd = end;
    }
    /// Clusters a and b merged at some time into cluster c, stored at that time.
    virtual void merged(std::int32_t a, std::int32_t b, std::int32_t c) = 0;
    /// Cluster `old` bounced off another at some time and lives on as `fresh` (the same disks,
    /// new velocities), stored at that time.
    virtual void replaced(std::int32_t old, std::int32_t fresh) = 0;
    /// Appends to `out` the live clusters other than c that may touch c between now and the
    /// step's end; with onlyHigher, only those with a higher id (each pair once).
    virtual void candidates(std::int32_t c, double now, bool onlyHigher, std::vector<std::int32_t>& out) = 0;

    /// The live clusters a candidate search runs over: all but c, or those above c.
    std::span<const std::int32_t> others(std::int32_t c, bool onlyHigher) const
    {
        const auto first = onlyHigher ? std::upper_bound(m_live.begin(), m_live.end(), c) : m_live.begin();
        return {first, m_live.end()};
    }

    /// Pairs examined so far.
    std::uint64_t pairTests() const { return m_pairTests; }
    /// The count above, for a checkpoint (core/state_archive.h); the rest a strategy keeps is
    /// laid out anew by beginStep() from the clusters as they are.
    template <class Self, class Archive>
    static void transferState(Self& self, Archive& archive)
    {
        archive(self.m_pairTests);
    }

protected:
    const std::vector<RigidCluster>& m_clusters;
    const std::vector<std::int32_t>& m_live;
    PeriodicBox m_box;
    double m_margin;  ///< slack for round-off: a strategy keeps pairs this close to its limit
    double m_stepStart = 0.0;
    double m_stepEnd = 0.0;
    std::uint64_t m_pairTests = 0;
};

/// The strategy `detection` names, for clusters in `box`. margin: a length of slack for
/// round-off (the narrow phase's tolerance and more).
std::unique_ptr<ClusterPairFinder> makeClusterPairFinder(AggregationDetection detection,
                                                         const std::vector<RigidCluster>& clusters,
                                                         const std::vector<std::int32_t>& live,
                                                         PeriodicBox box, double margin);

/// The bounding-circle strategy (core/aggregation_circle_detection.cpp).
std::unique_ptr<ClusterPairFinder> makeBoundingCircleFinder(const std::vector<RigidCluster>& clusters,
                                                            const std::vector<std::int32_t>& live,
                                                            PeriodicBox box, double margin);

/// The distance from d to 0 along a periodic side (nearest image); |d| in open space.
/// Inline: the broad phases call it for every box they examine.
inline double periodicDistance(double d, double side)
{
    return std::abs(side > 0.0 ? d - side * std::round(d / side) : d);
}

/// Calls visit for each index (wrapped) of the `count` cells of width `cell` along a periodic
/// side that cover [centre - half, centre + half]; each once, all of them if it reaches round.
template <typename Visit>
void forPeriodicCells(double centre, double half, int count, double cell, Visit visit)
{
    const long first = static_cast<long>(std::floor((centre - half) / cell));
    const long last = static_cast<long>(std::floor((centre + half) / cell));
    if (last - first + 1 >= count) {
        for (int k = 0; k < count; ++k)
            visit(k);
        return;
    }
    for (long k = first; k <= last; ++k)
        visit(static_cast<int>(((k % count) + count) % count));
}

} // namespace disklab
