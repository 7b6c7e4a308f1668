#include "reference_simulation.h"

#include <cmath>
#include <limits>

namespace disklab::test {

namespace {

// Extended precision: the reference moves every disk at every event, so its round-off grows
// faster than the engine's; with 64-bit mantissas it stays the more exact of the two.
using Real = long double;

struct State {
    Real x, y, vx, vy, radius, mass;
};

} // namespace

std::vector<CollisionRecord> referenceCollisions(const Scenario& scenario, int count)
{
    std::vector<State> d;
    for (const Disk& disk : scenario.disks)
        d.push_back({disk.x, disk.y, disk.vx, disk.vy, disk.radius, disk.mass});
    const bool periodic = scenario.boundary == Boundary::Periodic;
    const Real w = scenario.width, h = scenario.height;
    const Real never = std::numeric_limits<Real>::infinity();
    std::vector<CollisionRecord> log;
    Real now = 0.0;
    const int n = static_cast<int>(d.size());
    while (static_cast<int>(log.size()) < count) {
        Real best = never;
        CollisionRecord next;
        for (int i = 0; i < n; ++i) {
            if (!periodic) {
                const Real walls[4] = {d[i].vx < 0 ? (d[i].radius - d[i].x) / d[i].vx : never,
                                         d[i].vx > 0 ? (w - d[i].radius - d[i].x) / d[i].vx : never,
                                         d[i].vy < 0 ? (d[i].radius - d[i].y) / d[i].vy : never,
                                         d[i].vy > 0 ? (h - d[i].radius - d[i].y) / d[i].vy : never};
                for (int side = 0; side < 4; ++side)
                    if (walls[side] < best)
                        best = walls[side], next = {0.0, CollisionRecord::Kind::Wall, i, side};
            }
            for (int j = i + 1; j < n; ++j) {
                Real dx = d[j].x - d[i].x, dy = d[j].y - d[i].y;
                if (periodic) {
                    dx -= w * std::round(dx / w);
                    dy -= h * std::round(dy / h);
                }
                const Real dvx = d[j].vx - d[i].vx, dvy = d[j].vy - d[i].vy;
                const Real b = dx * dvx + dy * dvy;
                if (b >= 0)
                    continue;
                const Real a = dvx * dvx + dvy * dvy;
                const Real sigma = d[i].radius + d[j].radius;
                const Real disc = b * b - a * (dx * dx + dy * dy - sigma * sigma);
                if (disc < 0)
                    continue;
                const Real t = (-b - std::sqrt(disc)) / a;
                if (t < best)
                    best = t, next = {0.0, CollisionRecord::Kind::Pair, i, j};
            }
        }
        if (best == never)
            break;
        best = std::max(best, Real(0));
        for (State& disk : d) {
            disk.x += disk.vx * best;
            disk.y += disk.vy * best;
        }
        now += best;
        next.time = static_cast<double>(now);
        if (next.kind == CollisionRecord::Kind::Wall) {
            if (next.b < 2)
                d[next.a].vx = -d[next.a].vx;
            else
                d[next.a].vy = -d[next.a].vy;
        } else {
            State& p = d[static_cast<std::size_t>(next.a)];
            State& q = d[static_cast<std::size_t>(next.b)];
            Real dx = q.x - p.x, dy = q.y - p.y;
            if (periodic) {
                dx -= w * std::round(dx / w);
                dy -= h * std::round(dy / h);
            }
            const Real sigma = p.radius + q.radius;
            const Real b = dx * (q.vx - p.vx) + dy * (q.vy - p.vy);
            const Real impulse = 2 * p.mass * q.mass * b / (sigma * (p.mass + q.mass));
            const Real jx = impulse * dx / sigma, jy = impulse * dy / sigma;
            p.vx += jx / p.mass, p.vy += jy / p.mass;
            q.vx -= jx / q.mass, q.vy -= jy / q.mass;
        }
        log.push_back(next);
    }
    return log;
}

} // namespace disklab::test
