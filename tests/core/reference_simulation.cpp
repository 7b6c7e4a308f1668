#include "reference_simulation.h"

#include <cmath>
#include <limits>

namespace disklab::test {

std::vector<CollisionRecord> referenceCollisions(const Scenario& scenario, int count)
{
    std::vector<Disk> d = scenario.disks;
    const bool periodic = scenario.boundary == Boundary::Periodic;
    const double w = scenario.width, h = scenario.height;
    const double never = std::numeric_limits<double>::infinity();
    std::vector<CollisionRecord> log;
    double now = 0.0;
    const int n = static_cast<int>(d.size());
    while (static_cast<int>(log.size()) < count) {
        double best = never;
        CollisionRecord next;
        for (int i = 0; i < n; ++i) {
            if (!periodic) {
                const double walls[4] = {d[i].vx < 0 ? (d[i].radius - d[i].x) / d[i].vx : never,
                                         d[i].vx > 0 ? (w - d[i].radius - d[i].x) / d[i].vx : never,
                                         d[i].vy < 0 ? (d[i].radius - d[i].y) / d[i].vy : never,
                                         d[i].vy > 0 ? (h - d[i].radius - d[i].y) / d[i].vy : never};
                for (int side = 0; side < 4; ++side)
                    if (walls[side] < best)
                        best = walls[side], next = {0.0, CollisionRecord::Kind::Wall, i, side};
            }
            for (int j = i + 1; j < n; ++j) {
                double dx = d[j].x - d[i].x, dy = d[j].y - d[i].y;
                if (periodic) {
                    dx -= w * std::round(dx / w);
                    dy -= h * std::round(dy / h);
                }
                const double dvx = d[j].vx - d[i].vx, dvy = d[j].vy - d[i].vy;
                const double b = dx * dvx + dy * dvy;
                if (b >= 0)
                    continue;
                const double a = dvx * dvx + dvy * dvy;
                const double sigma = d[i].radius + d[j].radius;
                const double disc = b * b - a * (dx * dx + dy * dy - sigma * sigma);
                if (disc < 0)
                    continue;
                const double t = (-b - std::sqrt(disc)) / a;
                if (t < best)
                    best = t, next = {0.0, CollisionRecord::Kind::Pair, i, j};
            }
        }
        if (best == never)
            break;
        best = std::max(best, 0.0);
        for (Disk& disk : d) {
            disk.x += disk.vx * best;
            disk.y += disk.vy * best;
        }
        now += best;
        next.time = now;
        if (next.kind == CollisionRecord::Kind::Wall) {
            if (next.b < 2)
                d[next.a].vx = -d[next.a].vx;
            else
                d[next.a].vy = -d[next.a].vy;
        } else {
            Disk& p = d[next.a];
            Disk& q = d[next.b];
            double dx = q.x - p.x, dy = q.y - p.y;
            if (periodic) {
                dx -= w * std::round(dx / w);
                dy -= h * std::round(dy / h);
            }
            const double sigma = p.radius + q.radius;
            const double b = dx * (q.vx - p.vx) + dy * (q.vy - p.vy);
            const double impulse = 2 * p.mass * q.mass * b / (sigma * (p.mass + q.mass));
            const double jx = impulse * dx / sigma, jy = impulse * dy / sigma;
            p.vx += jx / p.mass, p.vy += jy / p.mass;
            q.vx -= jx / q.mass, q.vy -= jy / q.mass;
        }
        log.push_back(next);
    }
    return log;
}

} // namespace disklab::test
