// The two strategies that examine every pair of clusters: all of them go to the narrow phase,
// or only those whose swept axis-aligned boxes overlap.
#include "core/aggregation_detection.h"

#include <cmath>

namespace disklab {
namespace {

class AllPairsFinder final : public ClusterPairFinder {
public:
    using ClusterPairFinder::ClusterPairFinder;
    void merged(std::int32_t, std::int32_t, std::int32_t) override {}
    void replaced(std::int32_t, std::int32_t) override {}
    void candidates(std::int32_t c, double, bool onlyHigher, std::vector<std::int32_t>& out) override
    {
        for (std::int32_t other : others(c, onlyHigher)) {
            if (other == c)
                continue;
            ++m_pairTests;
            out.push_back(other);
        }
    }
};

/// The box a cluster's bounding circle sweeps from `now` to `end`: centre and half sides.
struct SweptBox {
    double x, y, halfWidth, halfHeight;
};

SweptBox sweptBox(const RigidCluster& c, double now, double end)
{
    const double span = end - now;
    return {c.xAt(now) + 0.5 * c.vx * span, c.yAt(now) + 0.5 * c.vy * span,
            0.5 * std::abs(c.vx) * span + c.boundingRadius, 0.5 * std::abs(c.vy) * span + c.boundingRadius};
}

class BoxesFinder final : public ClusterPairFinder {
public:
    using ClusterPairFinder::ClusterPairFinder;
    void merged(std::int32_t, std::int32_t, std::int32_t) override {}
    void replaced(std::int32_t, std::int32_t) override {}
    void candidates(std::int32_t c, double now, bool onlyHigher, std::vector<std::int32_t>& out) override
    {
        const SweptBox mine = sweptBox(m_clusters[static_cast<std::size_t>(c)], now, m_stepEnd);
        for (std::int32_t other : others(c, onlyHigher)) {
            if (other == c)
                continue;
            ++m_pairTests;
            const SweptBox theirs = sweptBox(m_clusters[static_cast<std::size_t>(other)], now, m_stepEnd);
            if (overlaps(mine.x - theirs.x, mine.halfWidth + theirs.halfWidth, m_box.width)
                && overlaps(mine.y - theirs.y, mine.halfHeight + theirs.halfHeight, m_box.height))
                out.push_back(other);
        }
    }

private:
    /// Whether two intervals whose centres are d apart and whose half lengths add to `reach`
    /// overlap; always when they are too long to compare by nearest image.
    bool overlaps(double d, double reach, double side) const
    {
        const double limit = reach + m_margin;
        if (side > 0.0 && limit >= 0.5 * side)
            return true;
        return periodicDistance(d, side) <= limit;
    }
};

} // namespace

std::unique_ptr<ClusterPairFinder> makeClusterPairFinder(AggregationDetection detection,
                                                         const std::vector<RigidCluster>& clusters,
                                                         const std::vector<std::int32_t>& live,
                                                         PeriodicBox box, double margin)
{
    switch (detection) {
    case AggregationDetection::AllPairs: return std::make_unique<AllPairsFinder>(clusters, live, box, margin);
    case AggregationDetection::Boxes: return std::make_unique<BoxesFinder>(clusters, live, box, margin);
    case AggregationDetection::BoundingCircles: return makeBoundingCircleFinder(clusters, live, box, margin);
    }
    return nullptr;
}

} // namespace disklab
