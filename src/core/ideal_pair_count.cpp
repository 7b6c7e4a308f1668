#include "core/ideal_pair_count.h"

#include <algorithm>
#include <numbers>

namespace disklab {
namespace {

/// The integral of 2 pi r gamma(r) from 0 to r, gamma the rectangle's isotropic set covariance.
double coveredPairMeasure(double width, double height, double r)
{
    return std::numbers::pi * width * height * r * r - 4.0 / 3.0 * (width + height) * r * r * r + 0.5 * r * r * r * r;
}

} // namespace

double largestIdealDistance(const CentreRegion& region)
{
    const double shorter = std::min(region.width, region.height);
    return region.periodic ? 0.5 * shorter : shorter;
}

double idealPairCount(const CentreRegion& region, std::int64_t n, double r1, double r2)
{
    const double pairs = 0.5 * static_cast<double>(n) * static_cast<double>(n - 1);
    const double area = region.width * region.height;
    if (n < 2 || !(area > 0.0))
        return 0.0;
    if (region.periodic)
        return pairs * std::numbers::pi * (r2 * r2 - r1 * r1) / area;
    return pairs * (coveredPairMeasure(region.width, region.height, r2) - coveredPairMeasure(region.width, region.height, r1))
           / (area * area);
}

} // namespace disklab
