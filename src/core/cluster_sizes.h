#pragma once
// The cluster size distribution of an aggregating gas: how many clusters hold s disks, counted
// in bins that double in width (1, 2-3, 4-7, ...) and divided by the bin's width, so that a
// power law n(s) ~ s^-tau shows as a straight line on log-log axes however few clusters the
// large sizes have.

#include <cstdint>
#include <vector>

namespace disklab {

struct ClusterSizeBin {
    std::uint32_t smallest = 0;    ///< sizes smallest .. largest, in disks
    std::uint32_t largest = 0;
    std::uint64_t clusters = 0;    ///< clusters whose size falls in the bin
    double clustersPerSize = 0.0;  ///< clusters / (largest - smallest + 1)
};

/// The bins from size 1 up to the largest cluster's, empty ones included, from per-disk cluster
/// labels (AggregationStats::clusterLabels: -1 for a disk alone, otherwise one label shared by
/// a cluster's members). Any thread.
std::vector<ClusterSizeBin> clusterSizeDistribution(const std::vector<std::int32_t>& labels);

} // namespace disklab
