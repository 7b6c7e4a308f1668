#pragma once
// What the aggregation engine reports besides Totals: the clusters now, the cost of finding
// contacts, and every cluster formed so far (for the fractal dimension). Engine::aggregationStats()
// hands it out, so callers read it without knowing which engine they hold.

#include <cstdint>
#include <vector>

namespace disklab {

/// A cluster as it was formed by a merge.
struct FormedCluster {
    double time = 0.0;
    std::uint32_t size = 0;          ///< member disks
    double mass = 0.0;
    double radiusOfGyration = 0.0;   ///< as a rigid body, sqrt(I / M) (core/rigid_cluster.h)
};

struct AggregationStats {
    std::uint64_t clusters = 0;        ///< clusters now (a lone disk counts as one)
    std::uint64_t largestCluster = 0;  ///< members of the largest cluster now
    std::uint64_t merges = 0;
    std::uint64_t bounces = 0;         ///< contacts that did not stick (sticking probability < 1)
    std::uint64_t pairTests = 0;       ///< pairs the detection strategy examined
    std::uint64_t narrowPhaseCalls = 0;  ///< pairs handed to the narrow phase
    std::uint64_t memberSearches = 0;  ///< narrow-phase calls whose bounding circles met
    std::uint64_t steps = 0;           ///< Brownian draws or ballistic search horizons begun
    std::vector<FormedCluster> formed; ///< every cluster formed, in merge order
    /// Per disk, in scenario order: the lowest disk index of its cluster, or -1 for a disk alone.
    /// A merged cluster takes the label of the one of the two that holds the lower index, so a
    /// view colouring by label keeps that one's colour.
    std::vector<std::int32_t> clusterLabels;
};

} // namespace disklab
