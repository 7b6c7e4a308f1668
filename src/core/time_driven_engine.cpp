#include "core/time_driven_engine.h"

#include "core/free_flight.h"
#include "core/kernels.h"
#include "core/overlap_check.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <stdexcept>

namespace disklab {
namespace {

/// Overlaps shallower than this share of r_i + r_j are contacts, not overlaps (as measureOverlaps,
/// so both counts agree).
constexpr double kOverlapDepth = 1e-10;
/// A requested time this close to a grid point, in steps, is that grid point.
constexpr double kGridSnap = 1e-9;
/// Swept boxes are grown by this share of the radius so a box always holds its rounded path.
constexpr double kBoxPadding = 1e-9;

bool isVertical(Side side) { return side == Side::Left || side == Side::Right; }
bool isLowSide(Side side) { return side == Side::Left || side == Side::Bottom; }

} // namespace

TimeDrivenEngine::TimeDrivenEngine(const Scenario& scenario, const EngineConfig& settings)
    : m_scenario(scenario),
      m_settings(settings),
      m_finder(makeBroadphaseFinder(settings.broadphase)),
      m_gx(scenario.gravityX),
      m_gy(scenario.gravityY),
      m_periodic(scenario.boundary == Boundary::Periodic)
{
    if (!(settings.dt > 0.0) || !std::isfinite(settings.dt))
        throw std::invalid_argument("time step must be a positive number");
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

TimeDrivenEngine::~TimeDrivenEngine() = default;

void TimeDrivenEngine::setCollisionListener(std::function<void(const CollisionRecord&)> listener)
{
    m_listener = std::move(listener);
}

double TimeDrivenEngine::wallVelocity(Side side, double t) const
{
    const WallMotion& w = m_scenario.wall(side);
    return t < w.stopTime ? w.velocity : 0.0;
}

void TimeDrivenEngine::minimumImage(double& dx, double& dy) const
{
    if (m_periodic) {
        dx -= m_scenario.width * std::round(dx / m_scenario.width);
        dy -= m_scenario.height * std::round(dy / m_scenario.height);
    }
}

void TimeDrivenEngine::advanceTo(double t)
{
    const double dt = m_settings.dt;
    while (m_now < t) {
        const double next = static_cast<double>(m_gridSteps + 1) * dt;
        if (std::abs(next - t) <= kGridSnap * dt) {
            // t is that grid point up to round-off: step to the grid value, so the dynamics do
            // not depend on how callers chunk time, and report t.
            step(next);
            ++m_gridSteps;
            m_now = t;
            return;
        }
        if (next > t) {
            step(t);  // partial step; the grid point is still ahead
            return;
        }
        step(next);
        ++m_gridSteps;
    }
}

bool TimeDrivenEngine::advanceCollisions(std::uint64_t count)
{
    const bool moving = m_gx != 0.0 || m_gy != 0.0
        || std::any_of(m_vx.begin(), m_vx.end(), [](double v) { return v != 0.0; })
        || std::any_of(m_vy.begin(), m_vy.end(), [](double v) { return v != 0.0; })
        || std::any_of(m_scenario.walls.begin(), m_scenario.walls.end(),
                       [&](const WallMotion& w) { return w.velocity != 0.0 && m_clock < w.stopTime; });
    if (!moving)
        return count == 0;
    const std::uint64_t target = m_totals.collisions + count;
    while (m_totals.collisions < target) {
        step(static_cast<double>(m_gridSteps + 1) * m_settings.dt);
        ++m_gridSteps;
    }
    return true;
}

void TimeDrivenEngine::step(double end)
{
    const auto clockStart = std::chrono::steady_clock::now();
    const double start = m_clock;
    const double h = end - start;

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

void TimeDrivenEngine::buildBoxes(double h)
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

void TimeDrivenEngine::resolvePair(std::int32_t a, std::int32_t b, double time)
{
    const auto i = static_cast<std::size_t>(a), j = static_cast<std::size_t>(b);
    double dx = m_x[j] - m_x[i], dy = m_y[j] - m_y[i];
    minimumImage(dx, dy);
    m_totals.virial += kernels::elasticCollision(dx, dy, m_vx[j] - m_vx[i], m_vy[j] - m_vy[i], m_mass[i], m_mass[j],
                                                 m_vx[i], m_vy[i], m_vx[j], m_vy[j]);
    ++m_totals.events;
    ++m_totals.collisions;
    ++m_totals.pairCollisions;
    m_resolved.push_back({a, b});
    if (m_listener)
        m_listener({time, CollisionRecord::Kind::Pair, a, b});
}

void TimeDrivenEngine::reflectOffWall(std::size_t i, Side side, double time)
{
    const bool vertical = isVertical(side);
    double& normal = vertical ? m_vx[i] : m_vy[i];
    const double u = wallVelocity(side, time);
    const double m = m_mass[i];
    m_totals.wallWork += 2.0 * m * u * (u - normal);
    const double impulse = kernels::wallReflection(normal, u, m);
    m_totals.wallImpulse[static_cast<std::size_t>(side)] += std::abs(impulse);
    m_wallMomentum[vertical ? 0 : 1] += impulse;
    ++m_totals.events;
    ++m_totals.collisions;
    ++m_totals.wallCollisions;
    if (m_listener)
        m_listener({time, CollisionRecord::Kind::Wall, static_cast<std::int32_t>(i), static_cast<std::int32_t>(side)});
}

void TimeDrivenEngine::notePairContacts(double h)
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

void TimeDrivenEngine::stepNaive(double h, double end)
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
            resolvePair(p.a, p.b, end);
    }
    if (m_periodic)
        return;
    for (Side side : kAllSides) {
        const double wall = wallPosition(m_scenario, side, end);
        const double u = wallVelocity(side, end);
        const bool vertical = isVertical(side), low = isLowSide(side);
        for (std::size_t i = 0; i < n; ++i) {
            const double r = m_radius[i];
            double& q = vertical ? m_x[i] : m_y[i];
            if (low ? q - r >= wall : q + r <= wall)
                continue;
            q = low ? wall + r : wall - r;
            const double v = vertical ? m_vx[i] : m_vy[i];
            if (low ? v < u : v > u)
                reflectOffWall(i, side, end);
        }
    }
    stepNaiveSegments(end);
}

void TimeDrivenEngine::flyTo(std::size_t i, double s)
{
    const double dt = s - m_tau[i];
    if (dt == 0.0)
        return;
    m_totals.kineticIntegral += flight::kineticIntegral(m_mass[i], m_vx[i], m_vy[i], m_gx, m_gy, dt);
    m_x[i] = flight::position(m_x[i], m_vx[i], m_gx, dt);
    m_y[i] = flight::position(m_y[i], m_vy[i], m_gy, dt);
    m_vx[i] += m_gx * dt;
    m_vy[i] += m_gy * dt;
    m_tau[i] = s;
}

void TimeDrivenEngine::pushEvent(const StepEvent& event)
{
    m_events.push_back(event);
    std::push_heap(m_events.begin(), m_events.end(), laterEvent);
}

bool TimeDrivenEngine::laterEvent(const StepEvent& u, const StepEvent& v)
{
    if (u.time != v.time)
        return u.time > v.time;
    if (u.kind != v.kind)
        return u.kind > v.kind;
    if (u.a != v.a)
        return u.a > v.a;
    return u.b > v.b;
}

void TimeDrivenEngine::predictPair(std::int32_t a, std::int32_t b, double h)
{
    if (a > b)
        std::swap(a, b);
    const auto i = static_cast<std::size_t>(a), j = static_cast<std::size_t>(b);
    const double s = std::max(m_tau[i], m_tau[j]);
    const double si = s - m_tau[i], sj = s - m_tau[j];
    double dx = flight::position(m_x[j], m_vx[j], m_gx, sj) - flight::position(m_x[i], m_vx[i], m_gx, si);
    double dy = flight::position(m_y[j], m_vy[j], m_gy, sj) - flight::position(m_y[i], m_vy[i], m_gy, si);
    minimumImage(dx, dy);
    const double dvx = (m_vx[j] + m_gx * sj) - (m_vx[i] + m_gx * si);
    const double dvy = (m_vy[j] + m_gy * sj) - (m_vy[i] + m_gy * si);
    const double contact = m_radius[i] + m_radius[j];
    const double t = kernels::pairContactTime(dx, dy, dvx, dvy, contact);
    if (t == kernels::kNever || s + t > h)
        return;
    // Only a pair that still overlaps at the end of the step is seen by the time-driven check;
    // one that has already passed through is a touch the bookkeeping notes, nothing more.
    const double ex = dx + dvx * (h - s), ey = dy + dvy * (h - s);
    const EventKind kind = ex * ex + ey * ey < contact * contact ? EventKind::Pair : EventKind::Touch;
    pushEvent({s + t, kind, a, b, m_changes[i], m_changes[j]});
}

void TimeDrivenEngine::predictPartners(std::int32_t i, std::int32_t except, double h)
{
    const auto k = static_cast<std::size_t>(i);
    for (std::uint32_t e = m_partnerStart[k]; e < m_partnerStart[k + 1]; ++e)
        if (m_partners[e] != except)
            predictPair(i, m_partners[e], h);
}

double TimeDrivenEngine::wallContactTime(std::size_t i, Side side, double h, double start) const
{
    const bool vertical = isVertical(side), low = isLowSide(side);
    double s = m_tau[i];
    double q = vertical ? m_x[i] : m_y[i];
    double v = vertical ? m_vx[i] : m_vy[i];
    const double g = vertical ? m_gx : m_gy;
    const double r = m_radius[i];
    const WallMotion& motion = m_scenario.wall(side);
    const double stop = motion.stopTime - start;  // step time at which the wall halts
    auto gap = [&] {
        const double wall = wallPosition(m_scenario, side, start + s);
        return low ? q - r - wall : wall - q - r;
    };
    if (motion.velocity != 0.0 && s < stop) {
        // The wall still moves: a straight line against the disk's parabola, until it stops.
        const double u = motion.velocity;
        const double t = kernels::gapClosingTime(gap(), low ? v - u : u - v, low ? g : -g);
        const double segmentEnd = std::min(h, stop);
        if (s + t <= segmentEnd)
            return s + t;
        if (segmentEnd >= h)
            return kernels::kNever;
        q = flight::position(q, v, g, segmentEnd - s);
        v += g * (segmentEnd - s);
        s = segmentEnd;
    }
    const double t = kernels::gapClosingTime(gap(), low ? v : -v, low ? g : -g);
    return s + t <= h ? s + t : kernels::kNever;
}

void TimeDrivenEngine::predictWalls(std::int32_t i, double h, double start)
{
    if (m_periodic)
        return;
    const auto k = static_cast<std::size_t>(i);
    const double rest = h - m_tau[k];
    const double xEnd = flight::position(m_x[k], m_vx[k], m_gx, rest);
    const double yEnd = flight::position(m_y[k], m_vy[k], m_gy, rest);
    const double r = m_radius[k];
    for (Side side : kAllSides) {
        // As with pairs, only a disk beyond the wall at the end of the step is seen.
        const double wall = wallPosition(m_scenario, side, start + h);
        const double q = isVertical(side) ? xEnd : yEnd;
        if (isLowSide(side) ? q - r >= wall : q + r <= wall)
            continue;
        const double t = wallContactTime(k, side, h, start);
        if (t != kernels::kNever)
            pushEvent({t, EventKind::Wall, i, static_cast<std::int32_t>(side), m_changes[k], 0});
    }
}

double TimeDrivenEngine::contactTimeBehind(std::size_t i, std::size_t j, double s, double start) const
{
    double dx = m_x[j] - m_x[i], dy = m_y[j] - m_y[i];
    minimumImage(dx, dy);
    const double dvx = m_vx[j] - m_vx[i], dvy = m_vy[j] - m_vy[i];
    const double contact = m_radius[i] + m_radius[j];
    const double c = dx * dx + dy * dy - contact * contact;
    if (c >= 0.0)
        return s;
    // Entry root of |d + dv t| = contact, t <= 0, in the form without cancellation.
    const double b = dx * dvx + dy * dvy;
    const double a = dvx * dvx + dvy * dvy;
    const double root = std::sqrt(std::max(0.0, b * b - a * c));
    const double back = -b + root > 0.0 ? c / (-b + root) : 0.0;
    // Neither disk can be taken back past its own last change of course.
    return std::max(s + back, std::max(m_freeSince[i], m_freeSince[j]) - start);
}

void TimeDrivenEngine::stepRollback(double h, double start)
{
    const std::size_t n = m_x.size();
    // Each disk's candidates, from the step's sorted pairs: a compressed adjacency list.
    m_partnerStart.assign(n + 1, 0);
    for (const CandidatePair& p : m_pairs)
        ++m_partnerStart[static_cast<std::size_t>(p.a) + 1], ++m_partnerStart[static_cast<std::size_t>(p.b) + 1];
    for (std::size_t k = 1; k <= n; ++k)
        m_partnerStart[k] += m_partnerStart[k - 1];
    m_counts.assign(m_partnerStart.begin(), m_partnerStart.end() - 1);
    m_partners.resize(2 * m_pairs.size());
    for (const CandidatePair& p : m_pairs) {
        m_partners[m_counts[static_cast<std::size_t>(p.a)]++] = p.b;
        m_partners[m_counts[static_cast<std::size_t>(p.b)]++] = p.a;
    }
    std::fill(m_tau.begin(), m_tau.end(), 0.0);
    std::fill(m_changes.begin(), m_changes.end(), 0u);
    m_events.clear();
    for (const CandidatePair& p : m_pairs)
        predictPair(p.a, p.b, h);
    for (std::size_t i = 0; i < n; ++i)
        predictWalls(static_cast<std::int32_t>(i), h, start);
    m_lastSegment.assign(m_segments.empty() ? 0 : n, -1);
    for (std::size_t i = 0; i < n && !m_segments.empty(); ++i)
        predictSegments(static_cast<std::int32_t>(i), h, start);

    while (!m_events.empty()) {
        std::pop_heap(m_events.begin(), m_events.end(), laterEvent);
        const StepEvent e = m_events.back();
        m_events.pop_back();
        const auto a = static_cast<std::size_t>(e.a);
        if (m_changes[a] != e.changesA)
            continue;
        const bool withDisk = e.kind == EventKind::Pair || e.kind == EventKind::Touch;
        if (withDisk && m_changes[static_cast<std::size_t>(e.b)] != e.changesB)
            continue;
        switch (e.kind) {
        case EventKind::Touch:
            m_touched.push_back({e.a, e.b});
            break;
        case EventKind::Pair: {
            const auto b = static_cast<std::size_t>(e.b);
            flyTo(a, e.time);
            flyTo(b, e.time);
            const double contact = contactTimeBehind(a, b, e.time, start);
            flyTo(a, contact);
            flyTo(b, contact);
            resolvePair(e.a, e.b, start + contact);
            m_freeSince[a] = m_freeSince[b] = start + contact;
            flyTo(a, e.time);
            flyTo(b, e.time);
            ++m_changes[a], ++m_changes[b];
            predictWalls(e.a, h, start);
            predictWalls(e.b, h, start);
            if (!m_segments.empty()) {
                m_lastSegment[a] = m_lastSegment[b] = -1;
                predictSegments(e.a, h, start);
                predictSegments(e.b, h, start);
            }
            // The pair just resolved is touching and receding; round-off must not make it collide again.
            predictPartners(e.a, e.b, h);
            predictPartners(e.b, e.a, h);
            break;
        }
        case EventKind::Wall:
            flyTo(a, e.time);
            reflectOffWall(a, static_cast<Side>(e.b), start + e.time);
            m_freeSince[a] = start + e.time;
            ++m_changes[a];
            predictWalls(e.a, h, start);
            if (!m_segments.empty()) {
                m_lastSegment[a] = -1;
                predictSegments(e.a, h, start);
            }
            predictPartners(e.a, -1, h);
            break;
        case EventKind::Segment:
            flyTo(a, e.time);
            reflectOffSegment(a, e.b, start + e.time);
            m_freeSince[a] = start + e.time;
            ++m_changes[a];
            m_lastSegment[a] = e.b;
            predictWalls(e.a, h, start);
            predictSegments(e.a, h, start);
            predictPartners(e.a, -1, h);
            break;
        case EventKind::SegmentTouch:
            m_segmentTouched.push_back({e.a, e.b});
            break;
        }
    }
    for (std::size_t i = 0; i < n; ++i)
        flyTo(i, h);
}

void TimeDrivenEngine::wrapIntoBox()
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

void TimeDrivenEngine::countEndOverlaps()
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

void TimeDrivenEngine::finishStep()
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

Snapshot TimeDrivenEngine::snapshot() const
{
    Snapshot s;
    s.time = m_now;
    s.x = m_x, s.y = m_y, s.vx = m_vx, s.vy = m_vy;
    for (Side side : kAllSides)
        s.wallPositions[static_cast<std::size_t>(side)] = wallPosition(m_scenario, side, m_clock);
    return s;
}

Totals TimeDrivenEngine::totals() const
{
    Totals totals = m_totals;
    totals.time = m_now;
    return totals;
}

void TimeDrivenEngine::setMissedCollisionListener(std::function<void(std::int32_t a, std::int32_t b)> listener)
{
    m_missedListener = std::move(listener);
}

TimeDrivenStats TimeDrivenEngine::stats() const
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
    stats.energyDrift = (energy - m_energy0 - m_totals.wallWork) / scale;
    const double ex = px - m_momentum0[0] - m_wallMomentum[0] - mass * m_gx * m_clock;
    const double ey = py - m_momentum0[1] - m_wallMomentum[1] - mass * m_gy * m_clock;
    stats.momentumDrift = std::hypot(ex, ey) / m_momentumScale;
    return stats;
}

} // namespace disklab
