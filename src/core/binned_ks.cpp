#include "core/binned_ks.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>

namespace disklab {
namespace {

struct Bin {
    std::uint32_t count = 0;
    double least = std::numeric_limits<double>::infinity();
    double most = -std::numeric_limits<double>::infinity();
};

std::vector<Bin> countIntoBins(const std::vector<std::span<const double>>& parts, double top, int bins)
{
    std::vector<Bin> result(static_cast<std::size_t>(bins));
    const double perUnit = top > 0.0 ? bins / top : 0.0;
    const double last = static_cast<double>(bins - 1);
    for (std::span<const double> part : parts)
        for (double v : part) {
            Bin& bin = result[static_cast<std::size_t>(std::clamp(std::floor(v * perUnit), 0.0, last))];
            ++bin.count;
            bin.least = std::min(bin.least, v);
            bin.most = std::max(bin.most, v);
        }
    return result;
}

} // namespace

DistanceBounds kolmogorovSmirnovBounds(const std::vector<std::span<const double>>& parts,
                                       const std::function<double(double)>& cdf, double top, int bins)
{
    std::size_t total = 0;
    for (std::span<const double> part : parts)
        total += part.size();
    if (total == 0)
        return {};
    const auto n = static_cast<double>(total);
    DistanceBounds bounds;
    std::size_t before = 0;  // samples in the bins to the left: the ranks of this bin follow them
    for (const Bin& bin : countIntoBins(parts, top, std::max(1, bins))) {
        if (bin.count == 0)
            continue;
        const double atLeast = cdf(bin.least), atMost = cdf(bin.most);
        const double firstRank = static_cast<double>(before) / n;
        const double lastRank = static_cast<double>(before + bin.count) / n;
        // The empirical CDF rises from firstRank to lastRank across the bin while F rises from
        // atLeast to atMost: its largest gaps above and below F lie between these pairs.
        bounds.upper = std::max({bounds.upper, lastRank - atLeast, atMost - firstRank});
        bounds.lower = std::max({bounds.lower, lastRank - atMost, atLeast - firstRank});
        before += bin.count;
    }
    return bounds;
}

} // namespace disklab
