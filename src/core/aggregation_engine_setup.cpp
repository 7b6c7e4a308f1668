// The aggregation engine's setup and its views of the state: building the single-disk clusters
// and a saved state's clusters,
// beginning steps (wrapping, Brownian draws, predicting every candidate pair), snapshots, totals.
#include "core/aggregation_engine_internals.h"

#include "core/random_streams.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>

namespace disklab {
namespace {

const AggregationSettings& requireAggregation(const Scenario& scenario)
{
    if (!scenario.aggregation)
        throw std::invalid_argument("the scenario has no aggregation settings");
    if (scenario.boundary != Boundary::Periodic)
        throw std::invalid_argument("aggregation needs a periodic box");
    if (scenario.gravityX != 0.0 || scenario.gravityY != 0.0 || !scenario.segments.empty())
        throw std::invalid_argument("aggregation supports neither gravity nor interior walls");
    const AggregationSettings& s = *scenario.aggregation;
    if (!(s.step > 0.0) || !(s.temperature > 0.0) || !(s.tolerance > 0.0))
        throw std::invalid_argument("aggregation step, temperature and tolerance must be positive");
    if (!isStickingProbability(s.stickingProbability))
        throw std::invalid_argument("aggregation sticking probability must be in (0, 1]");
    if (s.rotation == AggregationRotation::None && s.motion != AggregationMotion::Brownian)
        throw std::invalid_argument("aggregation without rotation needs Brownian motion");
    if (s.mobility == AggregationMobility::PowerLaw
        && (s.motion != AggregationMotion::Brownian || s.rotation != AggregationRotation::None))
        throw std::invalid_argument("a power-law mobility needs Brownian motion without rotation");
    if (fliesPerCluster(s.stepping)
        && (s.mobility != AggregationMobility::PowerLaw || s.stickingProbability < 1.0))
        throw std::invalid_argument("per-cluster stepping needs a power-law mobility and a sticking probability of 1");
    if (!isMobilityExponent(s.mobilityExponent))
        throw std::invalid_argument("aggregation mobility exponent must be finite and <= 0");
    return s;
}

} // namespace

AggregationEngine::Impl::Impl(const Scenario& scenario, AggregationDetection detection)
    : m_scenario(scenario),
      m_settings(requireAggregation(scenario)),
      m_box{scenario.width, scenario.height},
      m_random(randomStream(scenario, kMotionStreamName, scenario.seed)),
      m_stickingDraws(randomStream(scenario, kStickingStreamName, scenario.seed ^ kStickingStream))
{
    const std::size_t n = scenario.disks.size();
    double totalMass = 0.0;
    for (const Disk& d : scenario.disks)
        totalMass += d.mass;
    const double monomerDiffusion = m_settings.temperature * m_settings.step / (2.0 * totalMass / static_cast<double>(n));
    // Every step draws for every cluster: its D_s is looked up, not raised to a power each time.
    m_diffusionOfSize.resize(n + 1);
    for (std::size_t s = 1; s <= n; ++s)
        m_diffusionOfSize[s] = monomerDiffusion * std::pow(static_cast<double>(s), m_settings.mobilityExponent);
    m_clusters.reserve(2 * n);
    for (std::size_t k = 0; k < n; ++k) {
        const Disk& d = scenario.disks[k];
        m_radii.push_back(d.radius);
        m_clusters.push_back(singleDiskCluster(static_cast<std::int32_t>(k), d.radius, d.mass, d.x, d.y, d.vx, d.vy, 0.0));
        m_alive.push_back(1);
        m_live.push_back(static_cast<std::int32_t>(k));
    }
    joinSavedClusters();
    // Slack for the strategies' comparisons: contacts count within the tolerance, and positions
    // of order the box side carry round-off of that order.
    const double margin = 2.0 * m_settings.tolerance + 1e-12 * std::max(m_box.width, m_box.height);
    m_finder = makeClusterPairFinder(detection, m_clusters, m_live, m_box, margin);
    m_flightGrid = FlightGrid(m_box, margin);
    // Clusters touch after a bounce; with every contact sticking, none ever stay in touch.
    if (m_settings.stickingProbability < 1.0)
        m_touchingRule = TouchingRule::OnlyApproaching;
    if (perCluster())
        beginFlights();
    else
        beginStep(0.0, 0.0);
}

void AggregationEngine::Impl::joinSavedClusters()
{
    std::vector<double> masses;
    for (const Disk& d : m_scenario.disks)
        masses.push_back(d.mass);
    // Members touch within the engine's tolerance; a saved position carries round-off of the box's size.
    const double slack = 2.0 * m_settings.tolerance + 1e-9 * std::max(m_box.width, m_box.height);
    for (const std::vector<std::int32_t>& members : m_settings.clusters) {
        // Each member placed next to one it touches, across the periodic edges: the cluster
        // unwrapped however far it reaches round the box.
        const std::size_t m = members.size();
        std::vector<double> x(m), y(m), vx(m), vy(m);
        std::vector<char> placed(m, 0);
        std::vector<std::size_t> queue{0};
        const Disk& first = m_scenario.disks[static_cast<std::size_t>(members[0])];
        x[0] = first.x, y[0] = first.y, placed[0] = 1;
        for (std::size_t q = 0; q < queue.size(); ++q) {
            const std::size_t i = queue[q];
            const double ri = m_radii[static_cast<std::size_t>(members[i])];
            for (std::size_t j = 0; j < m; ++j) {
                const Disk& d = m_scenario.disks[static_cast<std::size_t>(members[j])];
                double dx = d.x - x[i], dy = d.y - y[i];
                dx -= m_box.width * std::round(dx / m_box.width);
                dy -= m_box.height * std::round(dy / m_box.height);
                const double reach = ri + d.radius + slack;
                if (placed[j] || dx * dx + dy * dy > reach * reach)
                    continue;
                x[j] = x[i] + dx, y[j] = y[i] + dy, placed[j] = 1;
                queue.push_back(j);
            }
        }
        if (queue.size() != m)
            throw std::invalid_argument("aggregation clusters: the members of a cluster must touch one another");
        for (std::size_t k = 0; k < m; ++k) {
            const auto disk = static_cast<std::size_t>(members[k]);
            vx[k] = m_scenario.disks[disk].vx;
            vy[k] = m_scenario.disks[disk].vy;
            m_alive[disk] = 0;
            m_clusters[disk] = RigidCluster{};
        }
        RigidCluster cluster = clusterOfMovingDisks(members, x, y, vx, vy, masses, m_radii, 0.0);
        wrap(cluster);
        m_largest = std::max<std::uint64_t>(m_largest, cluster.size());
        m_clusters.push_back(std::move(cluster));
        m_alive.push_back(1);
    }
    m_live.clear();
    for (std::size_t id = 0; id < m_clusters.size(); ++id)
        if (m_alive[id])
            m_live.push_back(static_cast<std::int32_t>(id));
}

void AggregationEngine::Impl::wrap(RigidCluster& c) const
{
    c.x -= m_box.width * std::floor(c.x / m_box.width);
    c.y -= m_box.height * std::floor(c.y / m_box.height);
}

std::map<std::string, RandomPosition> AggregationEngine::Impl::randomStreams() const
{
    // Per-cluster flights draw as they go: a resumed run draws its first flights from where
    // the stream stands.
    return {{std::string(kMotionStreamName), (perCluster() ? m_random : m_motionAtStepStart).position()},
            {std::string(kStickingStreamName), m_stickingDraws.position()}};
}

double AggregationEngine::Impl::diffusion(const RigidCluster& c) const
{
    return m_diffusionOfSize[c.size()];
}

double AggregationEngine::Impl::stepDuration(double horizon)
{
    if (m_settings.mobility != AggregationMobility::PowerLaw)
        return m_settings.step;
    // The smallest cluster diffuses fastest (gamma <= 0): it moves per step as far as a lone
    // disk does in `step`, and every other cluster less far.
    std::size_t smallest = m_scenario.disks.size();
    for (std::int32_t id : m_live)
        smallest = std::min(smallest, m_clusters[static_cast<std::size_t>(id)].size());
    const double resolved = m_settings.step * std::pow(static_cast<double>(smallest), -m_settings.mobilityExponent);
    // A free flight ends where the run is asked to stop, so the clusters are seen there at the
    // ends of their flights, where they are exactly Brownian, not part way along a line.
    if (horizon <= resolved)
        return resolved;
    return std::min(freeFlightDuration(resolved), horizon);
}

double AggregationEngine::Impl::freeFlightDuration(double floor)
{
    // A pair whose bounding circles are g apart moves relative to each other by a displacement
    // of standard deviation sqrt(2 (D_a + D_b) dt) per component over a step; while that is at
    // most g / kFreeFlightMargin the pair cannot come near touching in the step, and the
    // Gaussian end points are exactly Brownian ones whatever the step's length. Over all pairs
    // that is O(n^2): worth it only with few clusters, which is when they are far apart. It
    // stops as soon as some pair allows no more than `floor`.
    if (m_live.size() < 2 || m_live.size() > kMostClustersForFreeFlight)
        return floor;
    m_diffusions.clear();
    for (std::int32_t id : m_live)
        m_diffusions.push_back(diffusion(m_clusters[static_cast<std::size_t>(id)]));
    const double margin2 = kFreeFlightMargin * kFreeFlightMargin;
    double longest = std::numeric_limits<double>::infinity();
    for (std::size_t i = 0; i < m_live.size() && longest > floor; ++i) {
        const RigidCluster& a = m_clusters[static_cast<std::size_t>(m_live[i])];
        for (std::size_t j = i + 1; j < m_live.size(); ++j) {
            const RigidCluster& b = m_clusters[static_cast<std::size_t>(m_live[j])];
            // Circles that reach round the box meet through more than the nearest image.
            if (a.boundingRadius + b.boundingRadius >= 0.5 * std::min(m_box.width, m_box.height))
                return floor;
            const double dx = periodicDistance(b.x - a.x, m_box.width);
            const double dy = periodicDistance(b.y - a.y, m_box.height);
            const double gap = std::max(0.0, std::sqrt(dx * dx + dy * dy) - a.boundingRadius - b.boundingRadius);
            longest = std::min(longest, gap * gap / (2.0 * margin2 * (m_diffusions[i] + m_diffusions[j])));
        }
    }
    return std::max(floor, longest);
}

void AggregationEngine::Impl::drawVelocities(double duration)
{
    if (m_settings.mobility == AggregationMobility::PowerLaw) {
        // A straight segment of duration dt at a velocity drawn from N(0, 2 D_s / dt) per
        // component displaces the cluster by N(0, 2 D_s dt): diffusion at D_s, step by step.
        for (std::int32_t id : m_live) {
            RigidCluster& c = m_clusters[static_cast<std::size_t>(id)];
            const double speed = std::sqrt(2.0 * diffusion(c) / duration);
            c.vx = speed * m_random.normal();
            c.vy = speed * m_random.normal();
            c.omega = 0.0;
        }
        return;
    }
    const double kT = m_settings.temperature;
    for (std::int32_t id : m_live) {
        RigidCluster& c = m_clusters[static_cast<std::size_t>(id)];
        const double speed = std::sqrt(kT / c.mass);
        c.vx = speed * m_random.normal();
        c.vy = speed * m_random.normal();
        // Without rotation a merge's spin lasts only to the step's end, as its velocity does.
        c.omega = m_settings.rotation == AggregationRotation::Maxwell ? std::sqrt(kT / c.inertia) * m_random.normal()
                                                                      : 0.0;
    }
}

void AggregationEngine::Impl::beginStep(double start, double stop)
{
    for (std::int32_t id : m_live) {
        RigidCluster& c = m_clusters[static_cast<std::size_t>(id)];
        rebase(c, start);
        wrap(c);
    }
    m_motionAtStepStart = m_random;
    const double duration = m_settings.motion == AggregationMotion::Brownian ? stepDuration(stop - start)
                                                                             : m_settings.step;
    if (m_settings.motion == AggregationMotion::Brownian)
        drawVelocities(duration);
    ++m_steps;
    m_stepStart = start;
    m_stepEnd = start + duration;
    m_contacts = {};
    m_finder->beginStep(m_stepStart, m_stepEnd);
    for (std::int32_t id : m_live)
        predict(id, true);
}

void AggregationEngine::Impl::predict(std::int32_t c, bool onlyHigher, std::int32_t predictedAlready)
{
    m_candidates.clear();
    m_finder->candidates(c, m_now, onlyHigher, m_candidates);
    for (std::int32_t other : m_candidates) {
        if (other != predictedAlready)
            predictPair(c, other, m_stepEnd);
    }
}

void AggregationEngine::Impl::predictPair(std::int32_t c, std::int32_t other, double until)
{
    ++m_narrowPhaseCalls;
    // Always the lower id first: the same pair gives the same answer whoever asks.
    const std::int32_t a = std::min(c, other);
    const std::int32_t b = std::max(c, other);
    const auto contact = firstClusterContact(m_clusters[static_cast<std::size_t>(a)],
                                             m_clusters[static_cast<std::size_t>(b)], m_radii, m_now, until, m_box,
                                             m_settings.tolerance, m_workspace, m_touchingRule);
    if (contact)
        m_contacts.push({contact->time, a, b, contact->shiftX, contact->shiftY});
}

bool AggregationEngine::Impl::nothingMoves() const
{
    if (m_settings.motion == AggregationMotion::Brownian)
        return false;
    for (std::int32_t id : m_live)
        if (m_clusters[static_cast<std::size_t>(id)].vx != 0.0 || m_clusters[static_cast<std::size_t>(id)].vy != 0.0)
            return false;
    return true;
}

Snapshot AggregationEngine::Impl::snapshot() const
{
    Snapshot s;
    s.time = m_now;
    const std::size_t n = m_scenario.disks.size();
    s.x.resize(n);
    s.y.resize(n);
    s.vx.resize(n);
    s.vy.resize(n);
    s.wallPositions = {0.0, m_box.width, 0.0, m_box.height};
    for (std::int32_t id : m_live) {
        const RigidCluster& c = m_clusters[static_cast<std::size_t>(id)];
        const double angle = c.angleAt(m_now);
        const double cosA = std::cos(angle);
        const double sinA = std::sin(angle);
        for (std::size_t m = 0; m < c.size(); ++m) {
            const double ox = cosA * c.offsetX[m] - sinA * c.offsetY[m];
            const double oy = sinA * c.offsetX[m] + cosA * c.offsetY[m];
            const auto disk = static_cast<std::size_t>(c.members[m]);
            const double x = c.xAt(m_now) + ox;
            const double y = c.yAt(m_now) + oy;
            s.x[disk] = x - m_box.width * std::floor(x / m_box.width);
            s.y[disk] = y - m_box.height * std::floor(y / m_box.height);
            s.vx[disk] = c.vx - c.omega * oy;
            s.vy[disk] = c.vy + c.omega * ox;
        }
    }
    return s;
}

Totals AggregationEngine::Impl::totals() const
{
    Totals t;
    t.time = m_now;
    t.events = t.collisions = t.pairCollisions = contacts();
    return t;
}

AggregationStats AggregationEngine::Impl::stats() const
{
    AggregationStats s;
    s.clusters = m_live.size();
    s.largestCluster = m_largest;
    s.merges = m_formed.size();
    s.bounces = m_bounces;
    s.pairTests = m_finder->pairTests() + m_flightGrid.pairTests();
    s.narrowPhaseCalls = m_narrowPhaseCalls;
    s.memberSearches = m_workspace.memberSearches;
    s.steps = m_steps;
    s.formed = m_formed;
    s.clusterLabels.assign(m_scenario.disks.size(), -1);
    for (std::int32_t id : m_live) {
        const std::vector<std::int32_t>& members = m_clusters[static_cast<std::size_t>(id)].members;
        if (members.size() < 2)
            continue;
        const std::int32_t label = *std::min_element(members.begin(), members.end());
        for (std::int32_t disk : members)
            s.clusterLabels[static_cast<std::size_t>(disk)] = label;
    }
    return s;
}

std::vector<std::int32_t> AggregationEngine::Impl::clusterOfDisks() const
{
    std::vector<std::int32_t> of(m_scenario.disks.size(), -1);
    for (std::int32_t id : m_live)
        for (std::int32_t disk : m_clusters[static_cast<std::size_t>(id)].members)
            of[static_cast<std::size_t>(disk)] = id;
    return of;
}

} // namespace disklab
