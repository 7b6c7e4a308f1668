#include "core/aggregation_flight_grid.h"

#include <algorithm>
#include <cmath>

namespace disklab {
namespace {

constexpr int kMaxCellsPerSide = 2048;

} // namespace

FlightBox sweptBox(const RigidCluster& c, double from, double to)
{
    const double x0 = c.xAt(from), y0 = c.yAt(from);
    const double x1 = c.xAt(to), y1 = c.yAt(to);
    return {0.5 * (x0 + x1), 0.5 * (y0 + y1), 0.5 * std::abs(x1 - x0) + c.boundingRadius,
            0.5 * std::abs(y1 - y0) + c.boundingRadius};
}

void FlightGrid::layOut(std::size_t clusters)
{
    m_laidOutFor = clusters;
    const int perSide = std::clamp(static_cast<int>(std::sqrt(static_cast<double>(m_laidOutFor))) + 1, 1,
                                   kMaxCellsPerSide);
    m_columns = perSide;
    m_rows = perSide;
    m_cellWidth = m_box.width / m_columns;
    m_cellHeight = m_box.height / m_rows;
    m_cells.assign(static_cast<std::size_t>(m_columns) * static_cast<std::size_t>(m_rows), {});
    m_large.clear();
    m_filing.assign(m_boxes.size(), kNotFiled);
}

void FlightGrid::fileAgain(const std::vector<std::int32_t>& live)
{
    for (std::int32_t id : live)
        set(id, m_boxes[static_cast<std::size_t>(id)]);
}

long FlightGrid::cellsAcross(double centre, double half, double cell)
{
    return static_cast<long>(std::floor((centre + half) / cell)) - static_cast<long>(std::floor((centre - half) / cell)) + 1;
}

template <typename Visit>
void FlightGrid::forCellsOf(double x, double y, double halfWidth, double halfHeight, Visit visit) const
{
    forPeriodicCells(x, halfWidth, m_columns, m_cellWidth, [&](int column) {
        forPeriodicCells(y, halfHeight, m_rows, m_cellHeight, [&](int row) {
            visit(static_cast<std::size_t>(row * m_columns + column));
        });
    });
}

void FlightGrid::set(std::int32_t id, const FlightBox& box)
{
    const auto k = static_cast<std::size_t>(id);
    if (m_boxes.size() <= k) {
        m_boxes.resize(k + 1);
        m_filing.resize(k + 1, kNotFiled);
    } else {
        remove(id);
    }
    m_boxes[k] = box;
    // Filed in every cell the box covers, unless it covers half the box's cells or more.
    if (2 * cellsAcross(box.x, box.halfWidth, m_cellWidth) > m_columns
        || 2 * cellsAcross(box.y, box.halfHeight, m_cellHeight) > m_rows) {
        m_filing[k] = kLarge;
        m_large.push_back(id);
        return;
    }
    m_filing[k] = kInCells;
    forCellsOf(box.x, box.y, box.halfWidth, box.halfHeight, [&](std::size_t cell) { m_cells[cell].push_back(id); });
}

void FlightGrid::remove(std::int32_t id)
{
    const auto k = static_cast<std::size_t>(id);
    auto drop = [id](std::vector<std::int32_t>& list) { list.erase(std::find(list.begin(), list.end(), id)); };
    if (m_filing[k] == kLarge)
        drop(m_large);
    else if (m_filing[k] == kInCells)
        forCellsOf(m_boxes[k].x, m_boxes[k].y, m_boxes[k].halfWidth, m_boxes[k].halfHeight,
                   [&](std::size_t cell) { drop(m_cells[cell]); });
    m_filing[k] = kNotFiled;
}

template <typename Visit>
void FlightGrid::forNearbyBoxes(std::int32_t id, double x, double y, double halfWidth, double halfHeight, Visit visit)
{
    if (m_stamp.size() < m_boxes.size())
        m_stamp.resize(m_boxes.size(), 0);
    ++m_currentStamp;
    // A box filed in several cells is examined once.
    auto examine = [&](std::int32_t other) {
        const auto k = static_cast<std::size_t>(other);
        if (other == id || m_stamp[k] == m_currentStamp)
            return;
        m_stamp[k] = m_currentStamp;
        ++m_pairTests;
        visit(m_boxes[k], other);
    };
    forCellsOf(x, y, halfWidth + m_margin, halfHeight + m_margin, [&](std::size_t cell) {
        for (std::int32_t other : m_cells[cell])
            examine(other);
    });
    for (std::int32_t other : m_large)
        examine(other);
}

void FlightGrid::meeting(std::int32_t id, const FlightBox& query, std::vector<std::int32_t>& out)
{
    forNearbyBoxes(id, query.x, query.y, query.halfWidth, query.halfHeight, [&](const FlightBox& b, std::int32_t other) {
        const double reachX = query.halfWidth + b.halfWidth + m_margin;
        const double reachY = query.halfHeight + b.halfHeight + m_margin;
        // Boxes reaching round half the box meet through more than the nearest image.
        const bool wide = reachX >= 0.5 * m_box.width || reachY >= 0.5 * m_box.height;
        if (wide || (periodicDistance(b.x - query.x, m_box.width) <= reachX
                     && periodicDistance(b.y - query.y, m_box.height) <= reachY))
            out.push_back(other);
    });
}

double FlightGrid::squaredDistance(const FlightBox& b, double x, double y) const
{
    if (b.round) {
        const double out = std::max(0.0, std::hypot(periodicDistance(b.x - x, m_box.width),
                                                     periodicDistance(b.y - y, m_box.height)) - b.halfWidth);
        return out * out;
    }
    const double outX = std::max(0.0, periodicDistance(b.x - x, m_box.width) - b.halfWidth);
    const double outY = std::max(0.0, periodicDistance(b.y - y, m_box.height) - b.halfHeight);
    return outX * outX + outY * outY;
}

double FlightGrid::nearestGap(std::int32_t id, double x, double y, double radius, double cap)
{
    // Compared squared: one square root for the nearest, not one per box.
    const double reach = radius + m_margin + cap;
    double nearest = reach * reach;
    forNearbyBoxes(id, x, y, reach, reach, [&](const FlightBox& b, std::int32_t) {
        nearest = std::min(nearest, squaredDistance(b, x, y));
    });
    return std::clamp(std::sqrt(nearest) - radius - m_margin, 0.0, cap);
}

void FlightGrid::within(std::int32_t id, double x, double y, double radius, double reach,
                        std::vector<std::int32_t>& out)
{
    const double limit = radius + m_margin + reach;
    forNearbyBoxes(id, x, y, limit, limit, [&](const FlightBox& b, std::int32_t other) {
        if (squaredDistance(b, x, y) < limit * limit)
            out.push_back(other);
    });
}

} // namespace disklab
