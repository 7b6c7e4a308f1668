#include "core/cluster_sizes.h"

#include <algorithm>
#include <unordered_map>

namespace disklab {

std::vector<ClusterSizeBin> clusterSizeDistribution(const std::vector<std::int32_t>& labels)
{
    std::unordered_map<std::int32_t, std::uint32_t> members;
    std::uint64_t alone = 0;
    for (std::int32_t label : labels) {
        if (label < 0)
            ++alone;
        else
            ++members[label];
    }
    std::uint32_t largest = alone > 0 ? 1 : 0;
    for (const auto& [label, size] : members)
        largest = std::max(largest, size);
    std::vector<ClusterSizeBin> bins;
    for (std::uint32_t from = 1; from != 0 && from <= largest; from *= 2)
        bins.push_back({from, 2 * from - 1, 0, 0.0});
    const auto binOf = [](std::uint32_t size) {
        std::size_t bin = 0;
        while (size >>= 1)
            ++bin;
        return bin;
    };
    if (alone > 0)
        bins[0].clusters += alone;
    for (const auto& [label, size] : members)
        ++bins[binOf(size)].clusters;
    for (ClusterSizeBin& bin : bins)
        bin.clustersPerSize = double(bin.clusters) / double(bin.largest - bin.smallest + 1);
    return bins;
}

} // namespace disklab
