// Per-cluster flights: under a power-law mobility each cluster moves on its own clock. A flight
// is a straight segment at a velocity drawn from N(0, 2 D_s / dt) per component, so its end
// point is that of Brownian motion at D_s over dt, exactly. Its length dt is the cluster's own:
// the resolved step (a lone disk's displacement in `step`) near other clusters, and, as in the
// shared steps' free flights, as long as keeps kFlightMargin standard deviations of its
// displacement within half its gap to the nearest other cluster's flight when it is far from
// all of them. Only the cluster whose flight ends draws and is predicted anew, so a lingering
// monomer costs its own flights, not everyone's. With first-passage stepping a cluster far from
// all others jumps instead (aggregation_jumps.cpp).
#include "core/aggregation_engine_internals.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace disklab {

void AggregationEngine::Impl::beginFlights()
{
    m_flightEnd.assign(m_clusters.size(), m_now);
    m_jumpRadius.assign(m_clusters.size(), 0.0);
    m_flightGrid.layOut(m_live.size());
    for (std::int32_t id : m_live) {
        m_flightGrid.set(id, sweptBox(m_clusters[static_cast<std::size_t>(id)], m_now, m_now));
        m_contacts.push({m_now, id, id, 0.0, 0.0});
    }
}

double AggregationEngine::Impl::resolvedStep(const RigidCluster& cluster) const
{
    // D_1 / D_s = s^-gamma: the cluster moves per resolved step as far as a lone disk in `step`.
    return m_settings.step * m_diffusionOfSize[1] / diffusion(cluster);
}

double AggregationEngine::Impl::flightDuration(std::int32_t c, double at, double horizon)
{
    const RigidCluster& cluster = m_clusters[static_cast<std::size_t>(c)];
    const double resolved = resolvedStep(cluster);
    const double left = horizon - at;
    if (left <= resolved)
        return resolved;
    // A displacement of standard deviation sqrt(2 D dt) per component stays within gap / 2 over
    // kFlightMargin of them when dt = gap^2 / perGap.
    const double perGap = 8.0 * kFlightMargin * kFlightMargin * diffusion(cluster);
    // The gap that allows a flight to the next stop; and beyond half the box the nearest image
    // no longer says which way another cluster lies.
    const double wholeHorizon = std::sqrt(perGap * left);
    const double widest = std::min(0.5 * std::min(m_box.width, m_box.height) - cluster.boundingRadius, wholeHorizon);
    if (!(widest > 0.0))
        return resolved;
    const double gap = nearestClusterGap(c, 4.0 * std::sqrt(perGap * resolved),
                                         std::sqrt(perGap * kMeasuredFlights * resolved), widest, 0.0);
    if (gap >= wholeHorizon)
        return left;  // exactly: gap^2 / perGap may round to a hair below it
    return std::min(std::max(resolved, gap * gap / perGap), left);
}

double AggregationEngine::Impl::nearestClusterGap(std::int32_t c, double firstReach, double worthMeasuring,
                                                  double widest, double slack)
{
    const RigidCluster& cluster = m_clusters[static_cast<std::size_t>(c)];
    // The nearest gap, looked for within a radius that grows until something is nearer.
    double cap = std::min(widest, firstReach);
    double gap = m_flightGrid.nearestGap(c, cluster.x, cluster.y, cluster.boundingRadius, cap);
    while (gap >= cap - slack && cap < widest) {
        cap = std::min(widest, 4.0 * cap);
        gap = m_flightGrid.nearestGap(c, cluster.x, cluster.y, cluster.boundingRadius, cap);
    }
    // Fractal clusters' bounding circles overlap long before their members meet: near ones are
    // measured member by member, or a cluster among them would crawl on resolved steps.
    const double measured = std::min(widest, worthMeasuring);
    return gap < measured ? nearestMemberGap(c, measured) : gap;
}

double AggregationEngine::Impl::nearestMemberGap(std::int32_t c, double cap)
{
    const RigidCluster& cluster = m_clusters[static_cast<std::size_t>(c)];
    m_near.clear();
    m_flightGrid.within(c, cluster.x, cluster.y, cluster.boundingRadius, cap, m_near);
    double gap = cap;
    for (std::int32_t other : m_near) {
        // The other is where it is now and moves on at most this far before its flight ends
        // (a jumping one anywhere in its protective disk); its next flight keeps off this one's
        // box on its own account.
        const RigidCluster& b = m_clusters[static_cast<std::size_t>(other)];
        const auto o = static_cast<std::size_t>(other);
        const double travel = std::hypot(b.vx, b.vy) * std::max(0.0, m_flightEnd[o] - m_now) + m_jumpRadius[o];
        const double limit = gap + travel + m_flightGrid.margin();
        // Only a gap below the limit is exact: the result is the least of the exact ones whatever
        // order the clusters come in, and a restored run finds the same.
        const double members = smallestMemberGap(cluster, b, m_now, m_radii, m_box, limit, m_workspace);
        if (members < limit)
            gap = std::max(0.0, members - travel - m_flightGrid.margin());
    }
    return gap;
}

void AggregationEngine::Impl::fly(std::int32_t c, double at, double horizon)
{
    m_now = at;
    RigidCluster& cluster = m_clusters[static_cast<std::size_t>(c)];
    rebase(cluster, at);
    if (m_jumpRadius[static_cast<std::size_t>(c)] > 0.0)
        leaveJumpDisk(cluster, c);
    wrap(cluster);
    if (m_flightGrid.tooFine(m_live.size())) {
        m_flightGrid.layOut(m_live.size());
        m_flightGrid.fileAgain(m_live);
    }
    if (jumps() && jump(c, at))
        return;
    // A flight the next stop cuts short ends on it exactly, not an ulp before or after. Where
    // no jump is worth taking the gap allows no flight longer than the resolved step.
    const double length = jumps() ? resolvedStep(cluster) : flightDuration(c, at, horizon);
    const double end = length == horizon - at ? horizon : at + length;
    const double duration = end - at;
    const double speed = std::sqrt(2.0 * diffusion(cluster) / duration);
    cluster.vx = speed * m_random.normal();
    cluster.vy = speed * m_random.normal();
    cluster.omega = 0.0;
    m_flightEnd[static_cast<std::size_t>(c)] = end;
    ++m_steps;
    m_flightGrid.set(c, sweptBox(cluster, at, end));
    m_contacts.push({end, c, c, 0.0, 0.0});
    predictFlight(c);
}

void AggregationEngine::Impl::predictFlight(std::int32_t c)
{
    const double end = m_flightEnd[static_cast<std::size_t>(c)];
    m_candidates.clear();
    m_flightGrid.meeting(c, sweptBox(m_clusters[static_cast<std::size_t>(c)], m_now, end), m_candidates);
    for (std::int32_t other : m_candidates) {
        // A jumping cluster is somewhere in its disk: where this flight may come near, it is
        // placed now and flies on, and predicts the pair when it does.
        if (m_jumpRadius[static_cast<std::size_t>(other)] > 0.0) {
            if (meetsJumpDisk(other, sweptBox(m_clusters[static_cast<std::size_t>(c)], m_now, end)))
                interruptJump(other);
            continue;
        }
        // Both fly straight until the first of them ends its flight; the later one to draw
        // again predicts the pair from there.
        const double until = std::min(end, m_flightEnd[static_cast<std::size_t>(other)]);
        if (until > m_now)
            predictPair(c, other, until);
    }
}

void AggregationEngine::Impl::landMerged(std::int32_t a, std::int32_t b, std::int32_t merged)
{
    m_flightGrid.remove(a);
    m_flightGrid.remove(b);
    m_flightEnd.resize(m_clusters.size(), m_now);
    m_jumpRadius.resize(m_clusters.size(), 0.0);
    m_flightEnd[static_cast<std::size_t>(merged)] = m_now;
    m_flightGrid.set(merged, sweptBox(m_clusters[static_cast<std::size_t>(merged)], m_now, m_now));
    m_contacts.push({m_now, merged, merged, 0.0, 0.0});
}

void AggregationEngine::Impl::advanceFlightsTo(double t)
{
    while (const PendingContact* next = nextContact()) {
        // A flight that ends at t draws its next one when the run goes on, over as long as the
        // next stop then allows, not a resolved step now.
        if (next->time > t || (next->time == t && next->a == next->b))
            break;
        const PendingContact event = *next;
        m_contacts.pop();
        if (event.a == event.b)
            fly(event.a, event.time, t);
        else
            touch(event);
    }
    m_now = std::max(m_now, t);
    if (jumps())
        interruptJumpsAt(t);
}

bool AggregationEngine::Impl::advanceFlightCollisions(std::uint64_t count)
{
    const std::uint64_t target = contacts() + count;
    while (contacts() < target) {
        const PendingContact* next = m_live.size() > 1 ? nextContact() : nullptr;
        if (!next)
            return false;
        const PendingContact event = *next;
        m_contacts.pop();
        if (event.a == event.b)
            fly(event.a, event.time, std::numeric_limits<double>::infinity());
        else
            touch(event);
    }
    return true;
}

} // namespace disklab
