#include "core/overlap_separation.h"

#include "core/overlap_check.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace disklab {
namespace {

// Pairs end this fraction of their contact distance apart, well clear of the validator's 1e-9
// tolerance, so rounding never leaves a pair just overlapping.
constexpr double kClearance = 1e-6;
constexpr double kPi = 3.14159265358979323846;

bool wrapOrClamp(const Scenario& s, Disk& d)
{
    const double oldX = d.x, oldY = d.y;
    if (s.boundary == Boundary::Periodic) {
        d.x -= s.width * std::floor(d.x / s.width);
        d.y -= s.height * std::floor(d.y / s.height);
    } else {
        const double r = d.radius * (1.0 + kClearance);
        d.x = s.width > 2.0 * r ? std::clamp(d.x, r, s.width - r) : s.width / 2.0;
        d.y = s.height > 2.0 * r ? std::clamp(d.y, r, s.height - r) : s.height / 2.0;
    }
    return d.x != oldX || d.y != oldY;
}

/// Pushes `d` off the segment along the shortest way out; true if it moved.
bool pushOffSegment(const SegmentWall& w, Disk& d)
{
    const double ex = w.x1 - w.x0, ey = w.y1 - w.y0;
    const double length2 = ex * ex + ey * ey;
    const double t = length2 > 0.0 ? std::clamp(((d.x - w.x0) * ex + (d.y - w.y0) * ey) / length2, 0.0, 1.0) : 0.0;
    const double px = w.x0 + t * ex, py = w.y0 + t * ey;
    double nx = d.x - px, ny = d.y - py;
    const double distance = std::hypot(nx, ny);
    const double wanted = d.radius * (1.0 + kClearance);
    if (distance >= d.radius * (1.0 - 1e-9))
        return false;
    if (distance > 0.0) {
        nx /= distance;
        ny /= distance;
    } else if (length2 > 0.0) {
        // On the wall's line: leave by its left normal.
        const double length = std::sqrt(length2);
        nx = -ey / length;
        ny = ex / length;
    } else {
        nx = 1.0;
        ny = 0.0;
    }
    d.x = px + nx * wanted;
    d.y = py + ny * wanted;
    return true;
}

} // namespace

OverlapSeparation separateOverlaps(const Scenario& scenario, std::size_t maxIterations)
{
    OverlapSeparation result{scenario, false, 0};
    std::vector<Disk>& disks = result.scenario.disks;
    const Scenario& s = result.scenario;
    const bool walls = s.boundary == Boundary::Walls;
    std::vector<double> x(disks.size()), y(disks.size());

    while (result.iterations < maxIterations) {
        ++result.iterations;
        bool moved = false;
        for (Disk& d : disks)
            moved |= wrapOrClamp(s, d);
        if (walls)
            for (const SegmentWall& w : s.segments)
                if (!(w.removeTime <= 0.0))
                    for (Disk& d : disks)
                        moved |= pushOffSegment(w, d);
        for (std::size_t i = 0; i < disks.size(); ++i) {
            x[i] = disks[i].x;
            y[i] = disks[i].y;
        }
        // Pair pushes use the positions at the start of the sweep (Jacobi style), so the
        // result does not depend on the order the grid reports pairs in.
        std::vector<double> dx(disks.size(), 0.0), dy(disks.size(), 0.0);
        forEachOverlap(s, x, y, 1e-9, [&](int i, int j, double, double contact) {
            double ux = x[j] - x[i], uy = y[j] - y[i];
            if (!walls) {
                ux -= s.width * std::round(ux / s.width);
                uy -= s.height * std::round(uy / s.height);
            }
            double distance = std::hypot(ux, uy);
            if (distance > 0.0) {
                ux /= distance;
                uy /= distance;
            } else {
                // Coincident centres: split them along a direction that depends on the pair only.
                const double angle = 2.0 * kPi * std::fmod(0.618033988749895 * (i + 1) * (j + 7), 1.0);
                ux = std::cos(angle);
                uy = std::sin(angle);
            }
            const double push = 0.5 * (contact * (1.0 + kClearance) - distance);
            dx[i] -= ux * push;
            dy[i] -= uy * push;
            dx[j] += ux * push;
            dy[j] += uy * push;
            moved = true;
            return true;
        });
        for (std::size_t i = 0; i < disks.size(); ++i) {
            disks[i].x += dx[i];
            disks[i].y += dy[i];
        }
        if (!moved) {
            result.converged = true;
            break;
        }
    }
    return result;
}

} // namespace disklab
