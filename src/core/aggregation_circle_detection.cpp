// The bounding-circle strategy with a maximum detection region. Each cluster is replaced by its
// bounding circle about the centre of mass. The region of cluster c is the box its circle can
// sweep in the time left in the step, widened by the largest displacement any other cluster
// can make in that time: a cluster whose circle lies outside it now cannot reach c before the
// step ends. Only clusters whose circles meet the region are examined; a uniform grid of where
// clusters were stored finds them without looking at the others.
#include "core/aggregation_detection.h"

#include <algorithm>
#include <cmath>

namespace disklab {
namespace {

constexpr int kMaxCellsPerSide = 2048;

class BoundingCircleFinder final : public ClusterPairFinder {
public:
    using ClusterPairFinder::ClusterPairFinder;

    void beginStep(double start, double end) override
    {
        ClusterPairFinder::beginStep(start, end);
        m_fastest = 0.0;
        double radii = 0.0;
        for (std::int32_t id : m_live) {
            const RigidCluster& c = m_clusters[static_cast<std::size_t>(id)];
            m_fastest = std::max(m_fastest, std::hypot(c.vx, c.vy));
            radii += c.boundingRadius;
        }
        const std::size_t live = m_live.size();
        // A merged cluster moves at the mass-weighted mean of two velocities: never faster than
        // both, up to the round-off this allows for. A bounce may be faster: replaced() raises it.
        m_fastest *= 1.0 + 1e-12;
        const double meanRadius = live ? radii / static_cast<double>(live) : 1.0;
        layGrid(4.0 * meanRadius + 2.0 * m_fastest * (end - start), live);
        for (std::int32_t id : m_live)
            insert(id);
    }

    void merged(std::int32_t a, std::int32_t b, std::int32_t c) override
    {
        remove(a);
        remove(b);
        insert(c);
    }

    void replaced(std::int32_t old, std::int32_t fresh) override
    {
        remove(old);
        insert(fresh);
        // Every cluster has moved since it was stored no faster than the fastest so far, so the
        // regions and the grid's widening stay sound with the raised speed.
        const RigidCluster& c = m_clusters[static_cast<std::size_t>(fresh)];
        m_fastest = std::max(m_fastest, std::hypot(c.vx, c.vy) * (1.0 + 1e-12));
    }

    void candidates(std::int32_t c, double now, bool onlyHigher, std::vector<std::int32_t>& out) override
    {
        const RigidCluster& me = m_clusters[static_cast<std::size_t>(c)];
        const double left = m_stepEnd - now;
        // The maximum detection region, as a centre and half sides.
        const double regionX = me.xAt(now) + 0.5 * me.vx * left;
        const double regionY = me.yAt(now) + 0.5 * me.vy * left;
        const double halfWidth = 0.5 * std::abs(me.vx) * left + me.boundingRadius + m_fastest * left + m_margin;
        const double halfHeight = 0.5 * std::abs(me.vy) * left + me.boundingRadius + m_fastest * left + m_margin;
        if (m_stamp.size() < m_clusters.size())
            m_stamp.resize(m_clusters.size(), 0);
        ++m_currentStamp;
        auto examine = [&](std::int32_t other) {
            const auto k = static_cast<std::size_t>(other);
            if (other == c || (onlyHigher && other < c) || m_stamp[k] == m_currentStamp)
                return;
            m_stamp[k] = m_currentStamp;
            ++m_pairTests;
            if (circleMeetsBox(m_clusters[k], now, regionX, regionY, halfWidth, halfHeight))
                out.push_back(other);
        };
        // Stored centres lie within the fastest speed times the time since the step began of
        // where they are now, and grid members reach at most half a cell from their centres.
        const double widen = 0.5 * m_cellWidth + m_fastest * (now - m_stepStart);
        const double widenY = 0.5 * m_cellHeight + m_fastest * (now - m_stepStart);
        forPeriodicCells(regionX, halfWidth + widen, m_columns, m_cellWidth, [&](int column) {
            forPeriodicCells(regionY, halfHeight + widenY, m_rows, m_cellHeight, [&](int row) {
                for (std::int32_t other : m_cells[static_cast<std::size_t>(row * m_columns + column)])
                    examine(other);
            });
        });
        for (std::int32_t other : m_large)
            examine(other);
    }

private:
    /// About one cell per cluster at most: a sparse late stage does not pay for empty cells.
    void layGrid(double cell, std::size_t clusters)
    {
        const int most = std::clamp(static_cast<int>(std::sqrt(static_cast<double>(clusters))) + 1, 1, kMaxCellsPerSide);
        m_columns = std::clamp(static_cast<int>(m_box.width / cell), 1, most);
        m_rows = std::clamp(static_cast<int>(m_box.height / cell), 1, most);
        m_cellWidth = m_box.width / m_columns;
        m_cellHeight = m_box.height / m_rows;
        // Emptied rather than rebuilt: every step lays a grid, and the cells keep their memory.
        m_cells.resize(static_cast<std::size_t>(m_columns) * static_cast<std::size_t>(m_rows));
        for (std::vector<std::int32_t>& cell : m_cells)
            cell.clear();
        m_large.clear();
        m_cellOf.clear();
    }

    int cellIndex(double x, double side, int count) const
    {
        const double wrapped = x - side * std::floor(x / side);
        return std::clamp(static_cast<int>(wrapped / (side / count)), 0, count - 1);
    }

    /// Clusters whose circles overreach half a cell are kept apart and examined by everyone:
    /// there are few of them, and the grid stays fine for the many small ones.
    void insert(std::int32_t c)
    {
        const RigidCluster& cluster = m_clusters[static_cast<std::size_t>(c)];
        if (m_cellOf.size() <= static_cast<std::size_t>(c))
            m_cellOf.resize(static_cast<std::size_t>(c) + 1, -1);
        if (cluster.boundingRadius > 0.5 * std::min(m_cellWidth, m_cellHeight)) {
            m_cellOf[static_cast<std::size_t>(c)] = -1;
            m_large.push_back(c);
            return;
        }
        const int cell = cellIndex(cluster.y, m_box.height, m_rows) * m_columns + cellIndex(cluster.x, m_box.width, m_columns);
        m_cellOf[static_cast<std::size_t>(c)] = cell;
        m_cells[static_cast<std::size_t>(cell)].push_back(c);
    }

    void remove(std::int32_t c)
    {
        const int cell = m_cellOf[static_cast<std::size_t>(c)];
        std::vector<std::int32_t>& list = cell < 0 ? m_large : m_cells[static_cast<std::size_t>(cell)];
        list.erase(std::find(list.begin(), list.end(), c));
    }

    /// Whether the cluster's bounding circle at `now` meets the box (nearest image).
    bool circleMeetsBox(const RigidCluster& c, double now, double boxX, double boxY, double halfWidth,
                        double halfHeight) const
    {
        const double reach = c.boundingRadius + m_margin;
        if ((m_box.width > 0.0 && halfWidth + reach >= 0.5 * m_box.width)
            || (m_box.height > 0.0 && halfHeight + reach >= 0.5 * m_box.height))
            return true;  // too large to compare by nearest image
        const double outX = std::max(0.0, periodicDistance(c.xAt(now) - boxX, m_box.width) - halfWidth);
        const double outY = std::max(0.0, periodicDistance(c.yAt(now) - boxY, m_box.height) - halfHeight);
        return outX * outX + outY * outY <= reach * reach;
    }

    double m_fastest = 0.0;
    int m_columns = 1;
    int m_rows = 1;
    double m_cellWidth = 1.0;
    double m_cellHeight = 1.0;
    std::vector<std::vector<std::int32_t>> m_cells;
    std::vector<std::int32_t> m_large;
    std::vector<int> m_cellOf;  ///< by cluster id; -1: in m_large
    std::vector<std::uint32_t> m_stamp;
    std::uint32_t m_currentStamp = 0;
};

} // namespace

std::unique_ptr<ClusterPairFinder> makeBoundingCircleFinder(const std::vector<RigidCluster>& clusters,
                                                            const std::vector<std::int32_t>& live,
                                                            PeriodicBox box, double margin)
{
    return std::make_unique<BoundingCircleFinder>(clusters, live, box, margin);
}

} // namespace disklab
