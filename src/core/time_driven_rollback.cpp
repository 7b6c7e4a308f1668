// TimeDrivenEngine's rollback response: each contact a step detects is taken back to its exact
// time inside the step, resolved there, and the disks fly on (time_driven_engine_internals.h).
#include "core/time_driven_engine_internals.h"

#include "core/free_flight.h"
#include "core/kernels.h"

#include <algorithm>
#include <cmath>

namespace disklab {

void TimeDrivenEngine::Impl::flyTo(std::size_t i, double s)
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

void TimeDrivenEngine::Impl::pushEvent(const StepEvent& event)
{
    m_events.push_back(event);
    std::push_heap(m_events.begin(), m_events.end(), laterEvent);
}

bool TimeDrivenEngine::Impl::laterEvent(const StepEvent& u, const StepEvent& v)
{
    if (u.time != v.time)
        return u.time > v.time;
    if (u.kind != v.kind)
        return u.kind > v.kind;
    if (u.a != v.a)
        return u.a > v.a;
    return u.b > v.b;
}

void TimeDrivenEngine::Impl::predictPair(std::int32_t a, std::int32_t b, double h)
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

void TimeDrivenEngine::Impl::predictPartners(std::int32_t i, std::int32_t except, double h)
{
    const auto k = static_cast<std::size_t>(i);
    for (std::uint32_t e = m_partnerStart[k]; e < m_partnerStart[k + 1]; ++e)
        if (m_partners[e] != except)
            predictPair(i, m_partners[e], h);
}

double TimeDrivenEngine::Impl::wallContactTime(std::size_t i, Side side, double h, double start) const
{
    const bool vertical = isVertical(side), low = isLowSide(side);
    double s = m_tau[i];
    double q = vertical ? m_x[i] : m_y[i];
    double v = vertical ? m_vx[i] : m_vy[i];
    const double g = vertical ? m_gx : m_gy;
    const double r = m_radius[i];
    const BoxWall& motion = m_scenario.wall(side);
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

void TimeDrivenEngine::Impl::predictWalls(std::int32_t i, double h, double start)
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
            pushEvent({t, EventKind::Wall, i, boxWall(side), m_changes[k], 0});
    }
}

double TimeDrivenEngine::Impl::contactTimeBehind(std::size_t i, std::size_t j, double s, double start) const
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

void TimeDrivenEngine::Impl::listPartners()
{
    const std::size_t n = m_x.size();
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
}

void TimeDrivenEngine::Impl::rollBackPair(const StepEvent& e, double h, double start)
{
    const auto a = static_cast<std::size_t>(e.a);
    const auto b = static_cast<std::size_t>(e.b);
    flyTo(a, e.time);
    flyTo(b, e.time);
    const double contact = contactTimeBehind(a, b, e.time, start);
    flyTo(a, contact);
    flyTo(b, contact);
    resolvePair(e.a, e.b, contact);
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
}

void TimeDrivenEngine::Impl::stepRollback(double h, double start)
{
    const std::size_t n = m_x.size();
    listPartners();
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
        case EventKind::Pair:
            rollBackPair(e, h, start);
            break;
        case EventKind::Wall:
            flyTo(a, e.time);
            reflectOffWall(a, sideOf(e.b), e.time);
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
            reflectOffSegment(a, e.b, e.time);
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

} // namespace disklab
