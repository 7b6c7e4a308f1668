#include "core/random_placement.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace disklab::generation {
namespace {

/// Disks already placed, by cells at least a diameter wide: no overlap hides beyond the 3 x 3
/// cells around a new place.
class PlacedDisks {
public:
    PlacedDisks(double radius, double width, double height, bool periodic)
        : m_radius(radius), m_width(width), m_height(height), m_periodic(periodic),
          m_columns(std::max(1, static_cast<int>(width / (2.0 * radius)))),
          m_rows(std::max(1, static_cast<int>(height / (2.0 * radius)))),
          m_cells(static_cast<std::size_t>(m_columns) * static_cast<std::size_t>(m_rows))
    {
    }

    bool free(Point p) const
    {
        const int cx = column(p), cy = row(p);
        for (int dy = -1; dy <= 1; ++dy) {
            for (int dx = -1; dx <= 1; ++dx) {
                const int x = cx + dx, y = cy + dy;
                if (!m_periodic && (x < 0 || x >= m_columns || y < 0 || y >= m_rows))
                    continue;
                for (int other : m_cells[cell(wrap(x, m_columns), wrap(y, m_rows))])
                    if (overlaps(p, m_places[static_cast<std::size_t>(other)]))
                        return false;
            }
        }
        return true;
    }

    void add(Point p)
    {
        m_cells[cell(column(p), row(p))].push_back(static_cast<int>(m_places.size()));
        m_places.push_back(p);
    }

    const std::vector<Point>& places() const { return m_places; }

private:
    int column(Point p) const { return std::min(m_columns - 1, static_cast<int>(p.x / (m_width / m_columns))); }
    int row(Point p) const { return std::min(m_rows - 1, static_cast<int>(p.y / (m_height / m_rows))); }
    static int wrap(int k, int n) { return ((k % n) + n) % n; }
    std::size_t cell(int x, int y) const { return static_cast<std::size_t>(y * m_columns + x); }

    bool overlaps(Point a, Point b) const
    {
        double dx = a.x - b.x, dy = a.y - b.y;
        if (m_periodic) {
            dx -= m_width * std::round(dx / m_width);
            dy -= m_height * std::round(dy / m_height);
        }
        return dx * dx + dy * dy < 4.0 * m_radius * m_radius * (1.0 + 1e-9);
    }

    double m_radius, m_width, m_height;
    bool m_periodic;
    int m_columns, m_rows;
    std::vector<std::vector<int>> m_cells;
    std::vector<Point> m_places;
};

} // namespace

std::vector<Point> scatter(int count, double radius, double width, double height, bool periodic, Random& random,
                           const char* parameter)
{
    PlacedDisks placed(radius, width, height, periodic);
    // Walled: centres at least a radius from every wall.
    const double inset = periodic ? 0.0 : radius;
    std::uint64_t tries = 0;
    const std::uint64_t budget = 1000 * static_cast<std::uint64_t>(std::max(count, 1));
    while (static_cast<int>(placed.places().size()) < count) {
        require(++tries <= budget, parameter,
                "no room to place " + std::to_string(count) + " disks at random; use fewer disks or a larger box");
        const Point p{inset + (width - 2.0 * inset) * random.uniform(), inset + (height - 2.0 * inset) * random.uniform()};
        if (placed.free(p))
            placed.add(p);
    }
    return placed.places();
}

} // namespace disklab::generation
