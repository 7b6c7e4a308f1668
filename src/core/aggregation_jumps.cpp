// First-passage jumps (Oppelstrup et al., Phys. Rev. Lett. 97, 230602, 2006): a cluster whose
// gap g to every other cluster's box is wide takes a protective disk of radius r = g / 2 about
// its centre, which no other cluster can reach while the boxes stand. Brownian motion from the
// disk's centre leaves it at a uniformly random point of its circle, at a time whose
// distribution is the disk's first-passage series (core/disk_first_passage.h): one event where
// straight flights need about 72 per gap, and the same law. A flight that may come near the
// disk, and every stop of the run, cuts the jump short: the cluster is then placed where a walk
// still in its disk is at that time, and flies on from there. Exact in distribution, since the
// drawn exit time says nothing about where the walk is before it but that it has not left.
#include "core/aggregation_engine_internals.h"
#include "core/disk_first_passage.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace disklab {
namespace {

/// Moves the cluster by `distance` in a uniformly random direction.
void stepAside(RigidCluster& cluster, double distance, Random& random)
{
    const double angle = 2.0 * std::numbers::pi * random.uniform();
    cluster.x += distance * std::cos(angle);
    cluster.y += distance * std::sin(angle);
}

} // namespace

bool AggregationEngine::Impl::jump(std::int32_t c, double at)
{
    RigidCluster& cluster = m_clusters[static_cast<std::size_t>(c)];
    const double d = diffusion(cluster);
    const double resolved = resolvedStep(cluster);
    // A jump across a disk of radius r = g / 2 lasts r^2 / (4 D) = g^2 / perGap on average.
    const double perGap = 16.0 * d;
    const double least = std::sqrt(perGap * kLeastJumpSteps * resolved);
    // Beyond half the box the nearest image no longer says which way another cluster lies.
    const double widest = 0.5 * std::min(m_box.width, m_box.height) - cluster.boundingRadius;
    if (!(widest > least))
        return false;
    // Fractal clusters' bounding circles overlap while their members are still as far apart as
    // the clusters are wide: measured member by member out to that width, a jump among them
    // crosses the gap in one event, not in thousands of the resolved step's size.
    const double worthMeasuring = std::max(std::sqrt(perGap * kMeasuredFlights * resolved), cluster.boundingRadius);
    const double gap = nearestClusterGap(c, 4.0 * std::sqrt(perGap * resolved), worthMeasuring, widest,
                                         m_flightGrid.margin());
    if (gap < least)
        return false;
    const double radius = 0.5 * gap;
    // u in (0, 1): neither end of the distribution is a time.
    const double u = m_random.uniform() + 0x1.0p-54;
    const double end = at + radius * radius / d * diskExitTime(u);
    cluster.vx = 0.0;
    cluster.vy = 0.0;
    cluster.omega = 0.0;
    m_jumpRadius[static_cast<std::size_t>(c)] = radius;
    m_flightEnd[static_cast<std::size_t>(c)] = end;
    ++m_steps;
    const double half = radius + cluster.boundingRadius;
    m_flightGrid.set(c, {cluster.x, cluster.y, half, half, true});
    m_contacts.push({end, c, c, 0.0, 0.0});
    return true;
}

void AggregationEngine::Impl::leaveJumpDisk(RigidCluster& cluster, std::int32_t c)
{
    double& radius = m_jumpRadius[static_cast<std::size_t>(c)];
    stepAside(cluster, radius, m_random);
    radius = 0.0;
}

void AggregationEngine::Impl::interruptJump(std::int32_t c)
{
    RigidCluster& cluster = m_clusters[static_cast<std::size_t>(c)];
    double& radius = m_jumpRadius[static_cast<std::size_t>(c)];
    // The cluster has stood still at the disk's centre since the jump began.
    const double s = diffusion(cluster) * (m_now - cluster.refTime) / (radius * radius);
    const double distance = radius * diskRadiusBeforeExit(s, m_random);
    rebase(cluster, m_now);
    stepAside(cluster, distance, m_random);
    wrap(cluster);
    radius = 0.0;
    m_flightEnd[static_cast<std::size_t>(c)] = m_now;
    m_flightGrid.set(c, sweptBox(cluster, m_now, m_now));
    m_contacts.push({m_now, c, c, 0.0, 0.0});
}

void AggregationEngine::Impl::interruptJumpsAt(double t)
{
    m_now = t;
    for (std::int32_t c : m_live)
        if (m_jumpRadius[static_cast<std::size_t>(c)] > 0.0)
            interruptJump(c);
}

bool AggregationEngine::Impl::meetsJumpDisk(std::int32_t c, const FlightBox& box) const
{
    const RigidCluster& cluster = m_clusters[static_cast<std::size_t>(c)];
    const double reach = m_jumpRadius[static_cast<std::size_t>(c)] + cluster.boundingRadius + m_flightGrid.margin();
    return m_flightGrid.squaredDistance(box, cluster.x, cluster.y) < reach * reach;
}

} // namespace disklab
