// TimeDrivenEngine: setting up, the step and its naive response, the end-of-step bookkeeping and
// the reports. The rollback response is in time_driven_rollback.cpp, interior walls in
// time_driven_segments.cpp.
#include "core/time_driven_engine_internals.h"

#include "core/box_wall_hit.h"
#include "core/free_flight.h"
#include "core/kernels.h"
#include "core/overlap_check.h"
#include "core/random_streams.h"
#include "core/scenario_validation.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <stdexcept>

namespace disklab {
namespace {

/// Overlaps shallower than this share of r_i + r_j are contacts, not overlaps (as measureOverlaps,
/// so both counts agree).
constexpr double kOverlapDepth = 1e-10;
/// Swept boxes are grown by this share of the radius so a box always holds its rounded path.
constexpr double kBoxPadding = 1e-9;

} // namespace

TimeDrivenEngine::Impl::Impl(const Scenario& scenario, const EngineConfig& settings)
    : m_scenario(scenario),
      m_settings(settings),
      m_grid(settings.dt),
      m_finder(makeBroadphaseFinder(settings.broadphase)),
      m_gx(scenario.gravityX),
      m_gy(scenario.gravityY),
      m_periodic(scenario.boundary == Boundary::Periodic),
      m_wallNoise(randomStream(scenario, kWallStreamName, thermalWallSeed(scenario.seed)))
{
    if (!(settings.dt > 0.0) || !std::isfinite(settings.dt))
        throw std::invalid_argument("time step must be a positive number");
    if (scenario.hasForces())
        throw std::invalid_argument(kForcesNeedForceEngine);
    if (scenario.hasFreePiston())
        throw std::invalid_argument(kFreePistonNeedsEventDriven);
    if (scenario.pump)
        throw std::invalid_argument(kPumpNeedsEventDriven);
    const std::size_t n = scenario.disks.size();
    if (n > static_cast<std::size_t>(INT32_MAX))
        throw std::invalid_argument("too many disks");
    m_x.resize(n), m_y.resize(n), m_vx.resize(n), m_vy.resize(n), m_tau.assign(n, 0.0);
    m_radius.resize(n), m_mass.resize(n), m_changes.assign(n, 0), m_freeSince.assign(n, 0.0);
    double momentumScale = 0.0;
    for (std::size_t i = 0; i < n; ++i) {
        const Disk& d = scenario.disks[i];
        m_x[i] = d.x, m_y[i] = d.y, m_vx[i] = d.vx, m_vy[i] = d.vy;
        m_radius[i] = d.radius, m_mass[i] = d.mass;
        m_momentum0[0] += d.mass * d.vx;
        m_momentum0[1] += d.mass * d.vy;
        momentumScale += d.mass * std::hypot(d.vx, d.vy);
    }
    m_momentumScale = momentumScale > 0.0 ? momentumScale : 1.0;
    if (m_periodic) {
        // A centre on the far edge is the same point as the near edge; the start carries no wrap energy.
        for (std::size_t i = 0; i < n; ++i) {
            m_x[i] -= scenario.width * std::floor(m_x[i] / scenario.width);
            m_y[i] -= scenario.height * std::floor(m_y[i] / scenario.height);
        }
    }
    for (const SegmentWall& w : scenario.segments) {
        m_segments.push_back(kernels::segmentGeometry(w.x0, w.y0, w.x1, w.y1));
        m_segmentRemoval.push_back(w.removeTime);
        m_segmentBox.push_back({std::min(w.x0, w.x1), std::min(w.y0, w.y1), std::max(w.x0, w.x1), std::max(w.y0, w.y1)});
    }
    if (!m_segments.empty() && m_periodic)
        throw std::invalid_argument("interior walls need a walled box");
    double energy = 0.0;
    for (std::size_t i = 0; i < n; ++i)
        energy += 0.5 * m_mass[i] * (m_vx[i] * m_vx[i] + m_vy[i] * m_vy[i]) - m_mass[i] * (m_gx * m_x[i] + m_gy * m_y[i]);
    m_energy0 = energy;
}

void TimeDrivenEngine::Impl::setCollisionListener(std::function<void(const CollisionRecord&)> listener)
{
    m_listener = std::move(listener);
}

void TimeDrivenEngine::Impl::minimumImage(double& dx, double& dy) const
{
    if (m_periodic) {
        dx -= m_scenario.width * std::round(dx / m_scenario.width);
        dy -= m_scenario.height * std::round(dy / m_scenario.height);
    }
}

void TimeDrivenEngine::Impl::advanceTo(double t)
{
    while (m_now < t) {
        if (m_grid.alreadyAt(m_gridSteps, m_clock, t)) {
            m_now = t;
            return;
        }
        const StepGrid::Step next = m_grid.stepTowards(m_gridSteps, t);
        step(next.end);
        if (next.reachesPoint)
            ++m_gridSteps;
        if (next.reachesT) {
            m_now = t;  // also when the step ended on the grid point t stands for
            return;
        }
    }
}

bool TimeDrivenEngine::Impl::advanceCollisions(std::uint64_t count)
{
    const bool moving = m_gx != 0.0 || m_gy != 0.0
        || std::any_of(m_vx.begin(), m_vx.end(), [](double v) { return v != 0.0; })
        || std::any_of(m_vy.begin(), m_vy.end(), [](double v) { return v != 0.0; })
        || std::any_of(m_scenario.walls.begin(), m_scenario.walls.end(),
                       [&](const BoxWall& w) { return w.velocity != 0.0 && m_clock < w.stopTime; });
    if (!moving)
        return count == 0;
    const std::uint64_t target = m_totals.collisions + count;
    while (m_totals.collisions < target) {
        step(m_grid.point(m_gridSteps + 1));
        ++m_gridSteps;
    }
    return true;
}

void TimeDrivenEngine::Impl::step(double end)
{
    const auto clockStart = std::chrono::steady_clock::now();
    const double start = m_clock;
    const double h = m_grid.stepLength(m_gridSteps, start, end);
    m_stepLength = h;
    m_stepEnd = end;

    buildBoxes(h);
    m_pairs.clear();
    const std::uint64_t tests = m_finder->findPairs(m_boxes, m_pairs);
    sortCandidatePairs(m_pairs, m_x.size(), m_pairScratch, m_counts);
    countEndOverlaps();
    m_touched.clear();
    m_resolved.clear();
    m_segmentTouched.clear();
    m_segmentResolved.clear();
    if (!m_segments.empty())
        findSegmentCandidates(start);
    if (m_settings.response == Response::Naive)
        stepNaive(h, end);
    else
        stepRollback(h, start);
    m_clock = m_now = end;
    finishStep();

    m_stats.steps += 1;
    m_stats.lastStepDuration = h;
    m_stats.lastStepPairTests = tests;
    m_stats.pairTests += tests;
    m_stats.candidatePairs += m_pairs.size();
    const std::chrono::duration<double> seconds = std::chrono::steady_clock::now() - clockStart;
    m_stats.lastStepSeconds = seconds.count();
    m_stats.wallSeconds += seconds.count();
}

void TimeDrivenEngine::Impl::buildBoxes(double h)
{
    m_boxes.clear();
    const std::size_t n = m_x.size();
    for (std::size_t i = 0; i < n; ++i) {
        const auto [x0, x1] = flight::extent(m_x[i], m_vx[i], m_gx, h);
        const auto [y0, y1] = flight::extent(m_y[i], m_vy[i], m_gy, h);
        const double pad = m_radius[i] * (1.0 + kBoxPadding);
        m_boxes.add(x0 - pad, y0 - pad, x1 + pad, y1 + pad, static_cast<std::int32_t>(i));
    }
    if (!m_periodic)
        return;
    // Boxes crossing an edge also enter at the opposite edge; their owner stays the disk.
    const double w = m_scenario.width, ht = m_scenario.height;
    for (std::size_t i = 0; i < n; ++i) {
        const double x0 = m_boxes.minX[i], x1 = m_boxes.maxX[i], y0 = m_boxes.minY[i], y1 = m_boxes.maxY[i];
        if (x0 >= 0.0 && x1 <= w && y0 >= 0.0 && y1 <= ht)
            continue;  // most boxes: inside, no image
        const double shiftX[2] = {x0 < 0.0 ? w : 0.0, x1 > w ? -w : 0.0};
        const double shiftY[2] = {y0 < 0.0 ? ht : 0.0, y1 > ht ? -ht : 0.0};
        for (double sx : {0.0, shiftX[0], shiftX[1]}) {
            for (double sy : {0.0, shiftY[0], shiftY[1]}) {
                if (sx == 0.0 && sy == 0.0)
                    continue;
                m_boxes.add(x0 + sx, y0 + sy, x1 + sx, y1 + sy, static_cast<std::int32_t>(i));
            }
        }
    }
}

void TimeDrivenEngine::Impl::resolvePair(std::int32_t a, std::int32_t b, double since)
{
    const auto i = static_cast<std::size_t>(a), j = static_cast<std::size_t>(b);
    double dx = m_x[j] - m_x[i], dy = m_y[j] - m_y[i];
    minimumImage(dx, dy);
    m_totals.virial += resolveAtPhysicalVelocities(
        std::array{i, j}, since,
        [&] {
            return kernels::elasticCollision(dx, dy, m_vx[j] - m_vx[i], m_vy[j] - m_vy[i], m_mass[i], m_mass[j], m_vx[i],
                                             m_vy[i], m_vx[j], m_vy[j]);
        },
        [&] { return dx * (m_vx[j] - m_vx[i]) + dy * (m_vy[j] - m_vy[i]); });
    ++m_totals.events;
    ++m_totals.collisions;
    ++m_totals.pairCollisions;
    m_resolved.push_back({a, b});
    if (m_listener)
        m_listener({timeInStep(since), CollisionRecord::Kind::Pair, a, b});
}

void TimeDrivenEngine::Impl::reflectOffWall(std::size_t i, Side side, double since)
{
    const double time = timeInStep(since);
    const bool vertical = isVertical(side);
    const double u = wallVelocity(m_scenario, side, time);
    const double inward = isLowSide(side) ? 1.0 : -1.0;
    const WallExchange e = resolveAtPhysicalVelocities(
        std::array{i}, since,
        [&] { return bounceOffBoxWall(m_scenario.wall(side), side, m_wallNoise, m_mass[i], u, m_vx[i], m_vy[i]); },
        [&] { return inward * ((vertical ? m_vx[i] : m_vy[i]) - u); }, m_scenario.wall(side).temperature > 0.0);
    addWallExchange(m_totals, side, e);
    m_wallMomentum[vertical ? 0 : 1] += e.impulse;
    m_wallMomentum[vertical ? 1 : 0] += e.tangentialImpulse;
    ++m_totals.events;
    ++m_totals.collisions;
    ++m_totals.wallCollisions;
    if (m_listener)
        m_listener({time, CollisionRecord::Kind::Wall, static_cast<std::int32_t>(i), boxWall(side)});
}

void TimeDrivenEngine::Impl::notePairContacts(double h)
{
    // The contact bookkeeping follows the step's straight relative flight from its start; looking
    // before the disks move spares a copy of the whole start state every step.
    for (const CandidatePair& p : m_pairs) {
        const auto i = static_cast<std::size_t>(p.a), j = static_cast<std::size_t>(p.b);
        double dx = m_x[j] - m_x[i], dy = m_y[j] - m_y[i];
        minimumImage(dx, dy);
        if (kernels::pairContactTime(dx, dy, m_vx[j] - m_vx[i], m_vy[j] - m_vy[i], m_radius[i] + m_radius[j]) <= h)
            m_touched.push_back(p);
    }
}

void TimeDrivenEngine::Impl::stepNaive(double h, double end)
{
    const std::size_t n = m_x.size();
    notePairContacts(h);
    if (!m_segments.empty())
        noteSegmentContacts(h);
    for (std::size_t i = 0; i < n; ++i) {
        m_totals.kineticIntegral += flight::kineticIntegral(m_mass[i], m_vx[i], m_vy[i], m_gx, m_gy, h);
        m_x[i] = flight::position(m_x[i], m_vx[i], m_gx, h);
        m_y[i] = flight::position(m_y[i], m_vy[i], m_gy, h);
        m_vx[i] += m_gx * h;
        m_vy[i] += m_gy * h;
    }
    // The dynamics see only the end of the step.
    for (const CandidatePair& p : m_pairs) {
        const auto i = static_cast<std::size_t>(p.a), j = static_cast<std::size_t>(p.b);
        const double contact = m_radius[i] + m_radius[j];
        double dx = m_x[j] - m_x[i], dy = m_y[j] - m_y[i];
        minimumImage(dx, dy);
        const bool overlapping = dx * dx + dy * dy < contact * contact;
        const bool approaching = dx * (m_vx[j] - m_vx[i]) + dy * (m_vy[j] - m_vy[i]) < 0.0;
        if (overlapping && approaching)
            resolvePair(p.a, p.b, h);
    }
    if (m_periodic)
        return;
    for (Side side : kAllSides) {
        const double wall = wallPosition(m_scenario, side, end);
        const double u = wallVelocity(m_scenario, side, end);
        const bool vertical = isVertical(side), low = isLowSide(side);
        for (std::size_t i = 0; i < n; ++i) {
            const double r = m_radius[i];
            double& q = vertical ? m_x[i] : m_y[i];
            if (low ? q - r >= wall : q + r <= wall)
                continue;
            q = low ? wall + r : wall - r;
            const double v = vertical ? m_vx[i] : m_vy[i];
            if (low ? v < u : v > u)
                reflectOffWall(i, side, h);
        }
    }
    stepNaiveSegments(end);
}

void TimeDrivenEngine::Impl::wrapIntoBox()
{
    const double w = m_scenario.width, h = m_scenario.height;
    // A centre below these bounds divides to less than one box length even after rounding, so
    // almost every disk skips the divisions.
    constexpr double kSafeShare = 1.0 - 0x1.0p-40;
    const double safeX = w * kSafeShare, safeY = h * kSafeShare;
    for (std::size_t i = 0; i < m_x.size(); ++i) {
        if (m_x[i] >= 0.0 && m_x[i] < safeX && m_y[i] >= 0.0 && m_y[i] < safeY)
            continue;
        const double kx = std::floor(m_x[i] / w), ky = std::floor(m_y[i] / h);
        if (kx != 0.0) {
            m_x[i] -= kx * w;
            m_totals.wrapPotential += m_mass[i] * m_gx * w * kx;
        }
        if (ky != 0.0) {
            m_y[i] -= ky * h;
            m_totals.wrapPotential += m_mass[i] * m_gy * h * ky;
        }
    }
}

void TimeDrivenEngine::Impl::countEndOverlaps()
{
    // The step's candidates hold every pair that overlaps at its start, which is the end of
    // the step before.
    if (m_stats.steps == 0)
        return;
    if (!m_endOverlaps) {
        OverlapReport report;
        for (const CandidatePair& p : m_pairs) {
            const auto i = static_cast<std::size_t>(p.a), j = static_cast<std::size_t>(p.b);
            double dx = m_x[j] - m_x[i], dy = m_y[j] - m_y[i];
            minimumImage(dx, dy);
            const double depth = 1.0 - std::sqrt(dx * dx + dy * dy) / (m_radius[i] + m_radius[j]);
            if (depth > 0.0)
                report.maxOverlap = std::max(report.maxOverlap, depth);
            if (depth > kOverlapDepth)
                ++report.overlappingPairs;
        }
        m_endOverlaps = report;
    }
    m_stats.overlapsCumulative += m_endOverlaps->overlappingPairs;
    m_stats.maxOverlapEver = std::max(m_stats.maxOverlapEver, m_endOverlaps->maxOverlap);
    m_endOverlaps.reset();
}

void TimeDrivenEngine::Impl::finishStep()
{
    if (m_periodic)
        wrapIntoBox();
    auto distance = [&](const CandidatePair& p) {
        const auto i = static_cast<std::size_t>(p.a), j = static_cast<std::size_t>(p.b);
        double dx = m_x[j] - m_x[i], dy = m_y[j] - m_y[i];
        minimumImage(dx, dy);
        return std::sqrt(dx * dx + dy * dy);
    };

    // Contacts: touched this step or still open from before; resolved ones are closed; the
    // rest stay open while the pair overlaps and are missed once it has come apart unresolved.
    m_touched.insert(m_touched.end(), m_open.begin(), m_open.end());
    auto byPair = [](const CandidatePair& u, const CandidatePair& v) { return u.a < v.a || (u.a == v.a && u.b < v.b); };
    std::sort(m_touched.begin(), m_touched.end(), byPair);
    m_touched.erase(std::unique(m_touched.begin(), m_touched.end()), m_touched.end());
    std::sort(m_resolved.begin(), m_resolved.end(), byPair);
    m_open.clear();
    std::uint64_t missed = 0;
    for (const CandidatePair& p : m_touched) {
        if (std::binary_search(m_resolved.begin(), m_resolved.end(), p, byPair))
            continue;
        const double contact = m_radius[static_cast<std::size_t>(p.a)] + m_radius[static_cast<std::size_t>(p.b)];
        if (distance(p) < contact) {
            m_open.push_back(p);
        } else {
            ++missed;
            if (m_missedListener)
                m_missedListener(p.a, p.b);
        }
    }
    const std::uint64_t missedSegments = m_segments.empty() ? 0 : finishSegmentContacts(m_clock);
    m_stats.lastStepMissed = missed + missedSegments;
    m_stats.missedCollisions += missed + missedSegments;
    m_stats.missedSegmentCollisions += missedSegments;
}

Snapshot TimeDrivenEngine::Impl::snapshot() const
{
    Snapshot s;
    s.time = m_now;
    s.x = m_x, s.y = m_y, s.vx = m_vx, s.vy = m_vy;
    for (Side side : kAllSides) {
        s.wallPositions[static_cast<std::size_t>(side)] = wallPosition(m_scenario, side, m_clock);
        s.wallVelocities[static_cast<std::size_t>(side)] = wallVelocity(m_scenario, side, m_clock);
    }
    return s;
}

Totals TimeDrivenEngine::Impl::totals() const
{
    Totals totals = m_totals;
    totals.time = m_now;
    return totals;
}

void TimeDrivenEngine::Impl::addDriftLead(std::size_t i, double since, double sign)
{
    const std::array<double, 2> lead = m_driftLead(i, since, m_vx[i], m_vy[i]);
    m_vx[i] += sign * lead[0];
    m_vy[i] += sign * lead[1];
}

void TimeDrivenEngine::Impl::kick(const DiskKick& kick)
{
    kick(m_x, m_y, m_vx, m_vy);
    std::fill(m_freeSince.begin(), m_freeSince.end(), m_clock);
}

void TimeDrivenEngine::Impl::setMissedCollisionListener(std::function<void(std::int32_t a, std::int32_t b)> listener)
{
    m_missedListener = std::move(listener);
}

TimeDrivenStats TimeDrivenEngine::Impl::stats() const
{
    TimeDrivenStats stats = m_stats;
    // The last step's end is counted by the next step; until then, count it here, once.
    if (!m_endOverlaps)
        m_endOverlaps = measureOverlaps(m_scenario, m_x, m_y);
    stats.overlapsNow = m_endOverlaps->overlappingPairs;
    stats.maxOverlapNow = m_endOverlaps->maxOverlap;
    if (stats.steps > 0) {
        stats.overlapsCumulative += stats.overlapsNow;
        stats.maxOverlapEver = std::max(stats.maxOverlapEver, stats.maxOverlapNow);
    }
    double energy = 0.0, px = 0.0, py = 0.0, mass = 0.0;
    for (std::size_t i = 0; i < m_x.size(); ++i) {
        const double m = m_mass[i];
        energy += 0.5 * m * (m_vx[i] * m_vx[i] + m_vy[i] * m_vy[i]) - m * (m_gx * m_x[i] + m_gy * m_y[i]);
        px += m * m_vx[i], py += m * m_vy[i], mass += m;
    }
    energy -= m_totals.wrapPotential;
    const double scale = m_energy0 != 0.0 ? std::abs(m_energy0) : 1.0;
    stats.energyDrift = (energy - m_energy0 - m_totals.wallWork - m_totals.wallHeat) / scale;
    const double ex = px - m_momentum0[0] - m_wallMomentum[0] - mass * m_gx * m_clock;
    const double ey = py - m_momentum0[1] - m_wallMomentum[1] - mass * m_gy * m_clock;
    stats.momentumDrift = std::hypot(ex, ey) / m_momentumScale;
    return stats;
}

// TimeDrivenEngine's public face: each call goes to its Impl, once per call, not per step. In
// the step's file, as EventDrivenEngine's is in its loop's, so that the inline functions the
// linker keeps are the ones compiled beside the step.
TimeDrivenEngine::TimeDrivenEngine(const Scenario& scenario, const EngineConfig& settings)
    : m_impl(std::make_unique<Impl>(scenario, settings))
{
}
TimeDrivenEngine::~TimeDrivenEngine() = default;

void TimeDrivenEngine::advanceTo(double t) { m_impl->advanceTo(t); }
bool TimeDrivenEngine::advanceCollisions(std::uint64_t count) { return m_impl->advanceCollisions(count); }
double TimeDrivenEngine::nextStopTime(double t) const { return m_impl->nextStopTime(t); }
double TimeDrivenEngine::time() const { return m_impl->time(); }
Snapshot TimeDrivenEngine::snapshot() const { return m_impl->snapshot(); }
const std::vector<double>& TimeDrivenEngine::x() const { return m_impl->x(); }
const std::vector<double>& TimeDrivenEngine::y() const { return m_impl->y(); }
Totals TimeDrivenEngine::totals() const { return m_impl->totals(); }
const Scenario& TimeDrivenEngine::scenario() const { return m_impl->scenario(); }

void TimeDrivenEngine::setCollisionListener(std::function<void(const CollisionRecord&)> listener)
{
    m_impl->setCollisionListener(std::move(listener));
}

void TimeDrivenEngine::setMissedCollisionListener(std::function<void(std::int32_t a, std::int32_t b)> listener)
{
    m_impl->setMissedCollisionListener(std::move(listener));
}

TimeDrivenStats TimeDrivenEngine::stats() const { return m_impl->stats(); }
std::vector<std::byte> TimeDrivenEngine::innerState() const { return m_impl->innerState(); }
void TimeDrivenEngine::restoreInnerState(const Scenario& scenario, std::span<const std::byte> state)
{
    m_impl->restoreInnerState(scenario, state);
}
std::map<std::string, RandomPosition> TimeDrivenEngine::randomStreams() const
{
    return {{std::string(kWallStreamName), m_impl->wallNoisePosition()}};
}
void TimeDrivenEngine::kick(const DiskKick& kick) { m_impl->kick(kick); }
void TimeDrivenEngine::moveStep(double end, const DiskMove& move) { m_impl->moveStep(end, move); }
void TimeDrivenEngine::setDriftLead(DriftLead lead) { m_impl->setDriftLead(std::move(lead)); }
const EngineConfig& TimeDrivenEngine::settings() const { return m_impl->settings(); }

} // namespace disklab
