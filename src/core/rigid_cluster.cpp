#include "core/rigid_cluster.h"

#include <algorithm>
#include <cmath>

namespace disklab {
namespace {

/// Appends the members of `from`, placed in the world frame at time t around the centre (cx, cy),
/// to `to` as offsets from the new centre of mass (newX, newY), in a body frame at angle 0.
void appendMembers(RigidCluster& to, const RigidCluster& from, double t, double cx, double cy, double newX,
                   double newY)
{
    const double angle = from.angleAt(t);
    const double c = std::cos(angle);
    const double s = std::sin(angle);
    for (std::size_t k = 0; k < from.size(); ++k) {
        to.members.push_back(from.members[k]);
        to.offsetX.push_back(cx + c * from.offsetX[k] - s * from.offsetY[k] - newX);
        to.offsetY.push_back(cy + s * from.offsetX[k] + c * from.offsetY[k] - newY);
    }
}

/// Sorts the members by disk index (offsets follow) and measures the cluster's extent.
void finishShape(RigidCluster& cluster, const std::vector<double>& radii)
{
    std::vector<std::size_t> order(cluster.size());
    for (std::size_t k = 0; k < order.size(); ++k)
        order[k] = k;
    std::sort(order.begin(), order.end(), [&](std::size_t i, std::size_t j) { return cluster.members[i] < cluster.members[j]; });
    RigidCluster sorted = cluster;
    cluster.reach = cluster.boundingRadius = cluster.largestMemberRadius = 0.0;
    for (std::size_t k = 0; k < order.size(); ++k) {
        sorted.members[k] = cluster.members[order[k]];
        sorted.offsetX[k] = cluster.offsetX[order[k]];
        sorted.offsetY[k] = cluster.offsetY[order[k]];
        const double r = radii[static_cast<std::size_t>(sorted.members[k])];
        const double distance = std::hypot(sorted.offsetX[k], sorted.offsetY[k]);
        cluster.reach = std::max(cluster.reach, distance);
        cluster.boundingRadius = std::max(cluster.boundingRadius, distance + r);
        cluster.largestMemberRadius = std::max(cluster.largestMemberRadius, r);
    }
    cluster.members = std::move(sorted.members);
    cluster.offsetX = std::move(sorted.offsetX);
    cluster.offsetY = std::move(sorted.offsetY);
}

} // namespace

RigidCluster singleDiskCluster(std::int32_t disk, double radius, double mass, double x, double y, double vx,
                               double vy, double t)
{
    RigidCluster cluster;
    cluster.members = {disk};
    cluster.offsetX = {0.0};
    cluster.offsetY = {0.0};
    cluster.mass = mass;
    cluster.inertia = 0.5 * mass * radius * radius;
    cluster.refTime = t;
    cluster.x = x;
    cluster.y = y;
    cluster.vx = vx;
    cluster.vy = vy;
    cluster.boundingRadius = cluster.largestMemberRadius = radius;
    return cluster;
}

RigidCluster mergeClusters(const RigidCluster& a, const RigidCluster& b, double shiftX, double shiftY, double t,
                           const std::vector<double>& radii)
{
    const double ax = a.xAt(t);
    const double ay = a.yAt(t);
    const double bx = b.xAt(t) + shiftX;
    const double by = b.yAt(t) + shiftY;
    RigidCluster merged;
    merged.mass = a.mass + b.mass;
    merged.refTime = t;
    merged.x = (a.mass * ax + b.mass * bx) / merged.mass;
    merged.y = (a.mass * ay + b.mass * by) / merged.mass;
    merged.vx = (a.mass * a.vx + b.mass * b.vx) / merged.mass;
    merged.vy = (a.mass * a.vy + b.mass * b.vy) / merged.mass;
    // Angular momentum about the new centre of mass: each part's spin plus its orbital term
    // relative to the common motion; the parallel-axis theorem gives the new moment of inertia.
    const double dax = ax - merged.x, day = ay - merged.y, dbx = bx - merged.x, dby = by - merged.y;
    const double spin = a.inertia * a.omega + b.inertia * b.omega
                        + a.mass * (dax * (a.vy - merged.vy) - day * (a.vx - merged.vx))
                        + b.mass * (dbx * (b.vy - merged.vy) - dby * (b.vx - merged.vx));
    merged.inertia = a.inertia + a.mass * (dax * dax + day * day) + b.inertia + b.mass * (dbx * dbx + dby * dby);
    merged.omega = spin / merged.inertia;
    merged.members.reserve(a.size() + b.size());
    appendMembers(merged, a, t, ax, ay, merged.x, merged.y);
    appendMembers(merged, b, t, bx, by, merged.x, merged.y);
    finishShape(merged, radii);
    return merged;
}

RigidCluster clusterOfMovingDisks(const std::vector<std::int32_t>& disks, const std::vector<double>& x,
                                  const std::vector<double>& y, const std::vector<double>& vx,
                                  const std::vector<double>& vy, const std::vector<double>& masses,
                                  const std::vector<double>& radii, double t)
{
    RigidCluster cluster;
    cluster.refTime = t;
    double px = 0.0, py = 0.0;
    for (std::size_t k = 0; k < disks.size(); ++k) {
        const double m = masses[static_cast<std::size_t>(disks[k])];
        cluster.mass += m;
        cluster.x += m * x[k];
        cluster.y += m * y[k];
        px += m * vx[k];
        py += m * vy[k];
    }
    cluster.x /= cluster.mass;
    cluster.y /= cluster.mass;
    cluster.vx = px / cluster.mass;
    cluster.vy = py / cluster.mass;
    double spin = 0.0, lever = 0.0;
    for (std::size_t k = 0; k < disks.size(); ++k) {
        const auto disk = static_cast<std::size_t>(disks[k]);
        const double m = masses[disk];
        const double dx = x[k] - cluster.x, dy = y[k] - cluster.y;
        spin += m * (dx * (vy[k] - cluster.vy) - dy * (vx[k] - cluster.vx));
        lever += m * (dx * dx + dy * dy);
        cluster.inertia += m * (dx * dx + dy * dy) + 0.5 * m * radii[disk] * radii[disk];
        cluster.members.push_back(disks[k]);
        cluster.offsetX.push_back(dx);
        cluster.offsetY.push_back(dy);
    }
    cluster.omega = lever > 0.0 ? spin / lever : 0.0;
    finishShape(cluster, radii);
    return cluster;
}

} // namespace disklab
