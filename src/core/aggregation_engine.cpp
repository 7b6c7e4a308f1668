// The aggregation engine's loop: contacts (merges or bounces) in time order within a step, steps
// one after another.
#include "core/aggregation_engine_internals.h"
#include "core/cluster_bounce.h"

#include <algorithm>
#include <limits>

namespace disklab {

const AggregationEngine::Impl::PendingContact* AggregationEngine::Impl::nextContact()
{
    while (!m_contacts.empty()) {
        const PendingContact& top = m_contacts.top();
        // A flight's end is stale once a jump cut short has moved it.
        const bool staleEnd = top.a == top.b && perCluster() && top.time != m_flightEnd[static_cast<std::size_t>(top.a)];
        if (m_alive[static_cast<std::size_t>(top.a)] && m_alive[static_cast<std::size_t>(top.b)] && !staleEnd)
            return &top;
        m_contacts.pop();
    }
    return nullptr;
}

void AggregationEngine::Impl::touch(const PendingContact& contact)
{
    m_now = std::max(m_now, contact.time);
    const RigidCluster& a = m_clusters[static_cast<std::size_t>(contact.a)];
    const RigidCluster& b = m_clusters[static_cast<std::size_t>(contact.b)];
    notifyContact(a, b, contact);
    if (m_settings.stickingProbability < 1.0 && m_stickingDraws.uniform() >= m_settings.stickingProbability)
        bounce(contact);
    else
        merge(contact);
}

void AggregationEngine::Impl::bounce(const PendingContact& contact)
{
    // Both live on under new ids; the old slots, dead from now on, give up their storage.
    RigidCluster a = std::move(m_clusters[static_cast<std::size_t>(contact.a)]);
    RigidCluster b = std::move(m_clusters[static_cast<std::size_t>(contact.b)]);
    // The touching pair that closes fastest takes the impulse; the narrow phase found one closing.
    findTouchingMembers(a, b, contact.shiftX, contact.shiftY, m_now, m_radii, m_settings.tolerance, m_workspace);
    if (const TouchingMembers* pair = fastestClosing(m_workspace.touching))
        bounceClusters(a, b, pair->inA, pair->inB, contact.shiftX, contact.shiftY, m_now, m_radii);
    ++m_bounces;
    wrap(a);
    wrap(b);
    const std::int32_t newA = replace(contact.a, std::move(a));
    const std::int32_t newB = replace(contact.b, std::move(b));
    predict(newA, false);
    predict(newB, false, newA);
}

std::int32_t AggregationEngine::Impl::replace(std::int32_t old, RigidCluster replacement)
{
    m_alive[static_cast<std::size_t>(old)] = 0;
    m_clusters.push_back(std::move(replacement));
    m_alive.push_back(1);
    const auto id = static_cast<std::int32_t>(m_clusters.size() - 1);
    std::erase(m_live, old);
    m_live.push_back(id);  // the highest id yet: the list stays ascending
    m_finder->replaced(old, id);
    return id;
}

void AggregationEngine::Impl::merge(const PendingContact& contact)
{
    const RigidCluster& a = m_clusters[static_cast<std::size_t>(contact.a)];
    const RigidCluster& b = m_clusters[static_cast<std::size_t>(contact.b)];
    RigidCluster merged = mergeClusters(a, b, contact.shiftX, contact.shiftY, m_now, m_radii);
    wrap(merged);
    m_formed.push_back({m_now, static_cast<std::uint32_t>(merged.size()), merged.mass,
                        radiusOfGyration(merged)});
    m_largest = std::max<std::uint64_t>(m_largest, merged.size());
    m_alive[static_cast<std::size_t>(contact.a)] = 0;
    m_alive[static_cast<std::size_t>(contact.b)] = 0;
    // A dead cluster is never read again (its stale contacts are dropped unread): its members'
    // storage goes, or a run would keep every intermediate cluster's copy of its disks.
    m_clusters[static_cast<std::size_t>(contact.a)] = RigidCluster{};
    m_clusters[static_cast<std::size_t>(contact.b)] = RigidCluster{};
    m_clusters.push_back(std::move(merged));
    m_alive.push_back(1);
    const auto id = static_cast<std::int32_t>(m_clusters.size() - 1);
    std::erase_if(m_live, [&](std::int32_t k) { return k == contact.a || k == contact.b; });
    m_live.push_back(id);  // the highest id yet: the list stays ascending
    if (perCluster()) {
        landMerged(contact.a, contact.b, id);
        return;
    }
    m_finder->merged(contact.a, contact.b, id);
    predict(id, false);
}

void AggregationEngine::Impl::notifyContact(const RigidCluster& a, const RigidCluster& b, const PendingContact& contact)
{
    if (!m_listener)
        return;
    const auto [i, j] = nearestMembers(a, b, contact.shiftX, contact.shiftY, m_now, m_radii);
    m_listener({m_now, CollisionRecord::Kind::Pair, std::min(i, j), std::max(i, j)});
}

void AggregationEngine::Impl::advanceTo(double t)
{
    if (perCluster()) {
        advanceFlightsTo(t);
        return;
    }
    for (;;) {
        const PendingContact* next = nextContact();
        if (next && next->time <= t) {
            const PendingContact contact = *next;
            m_contacts.pop();
            touch(contact);
        } else if (m_stepEnd <= t) {
            m_now = m_stepEnd;
            beginStep(m_stepEnd, t);
        } else {
            break;
        }
    }
    m_now = std::max(m_now, t);
}

bool AggregationEngine::Impl::advanceCollisions(std::uint64_t count)
{
    if (perCluster())
        return advanceFlightCollisions(count);
    const std::uint64_t target = contacts() + count;
    while (contacts() < target) {
        if (const PendingContact* next = nextContact()) {
            const PendingContact contact = *next;
            m_contacts.pop();
            touch(contact);
            continue;
        }
        if (m_live.size() <= 1 || nothingMoves())
            return false;
        m_now = m_stepEnd;
        beginStep(m_stepEnd, std::numeric_limits<double>::infinity());
    }
    return true;
}

// AggregationEngine's public face: each call goes to its Impl once (kept in the loop's file so
// a program links the loop's copies of inline functions first).
AggregationEngine::AggregationEngine(const Scenario& scenario, std::optional<AggregationDetection> detection)
    : m_impl(std::make_unique<Impl>(scenario, detection.value_or(
                                                  scenario.aggregation ? scenario.aggregation->detection
                                                                       : AggregationDetection::BoundingCircles)))
{
}
AggregationEngine::~AggregationEngine() = default;

void AggregationEngine::advanceTo(double t) { m_impl->advanceTo(t); }
bool AggregationEngine::advanceCollisions(std::uint64_t count) { return m_impl->advanceCollisions(count); }
double AggregationEngine::time() const { return m_impl->time(); }
Snapshot AggregationEngine::snapshot() const { return m_impl->snapshot(); }
Totals AggregationEngine::totals() const { return m_impl->totals(); }
const Scenario& AggregationEngine::scenario() const { return m_impl->scenario(); }
std::optional<AggregationStats> AggregationEngine::aggregationStats() const { return m_impl->stats(); }
std::vector<std::byte> AggregationEngine::innerState() const { return m_impl->innerState(); }
void AggregationEngine::restoreInnerState(const Scenario& scenario, std::span<const std::byte> state)
{
    m_impl->restoreInnerState(scenario, state);
}
std::map<std::string, RandomPosition> AggregationEngine::randomStreams() const { return m_impl->randomStreams(); }
std::vector<std::int32_t> AggregationEngine::clusterOfDisks() const { return m_impl->clusterOfDisks(); }

void AggregationEngine::setCollisionListener(std::function<void(const CollisionRecord&)> listener)
{
    m_impl->setCollisionListener(std::move(listener));
}

} // namespace disklab
