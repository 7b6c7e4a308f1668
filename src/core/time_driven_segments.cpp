// TimeDrivenEngine and interior walls (segments): candidates, both responses, bookkeeping.
#include "core/time_driven_engine_internals.h"

#include "core/free_flight.h"

#include <algorithm>
#include <cmath>

namespace disklab {

void TimeDrivenEngine::Impl::findSegmentCandidates(double start)
{
    // Each disk against each segment still standing: a disk's swept box (grown by its radius)
    // must meet the segment's bounding box. N x segments box tests, sorted by (disk, segment).
    m_segmentCandidates.clear();
    const std::size_t n = m_x.size();
    m_segmentStart.assign(n + 1, 0);
    for (std::size_t i = 0; i < n; ++i) {
        for (std::size_t k = 0; k < m_segments.size(); ++k) {
            const std::array<double, 4>& box = m_segmentBox[k];
            if (m_segmentRemoval[k] <= start || m_boxes.minX[i] > box[2] || m_boxes.maxX[i] < box[0]
                || m_boxes.minY[i] > box[3] || m_boxes.maxY[i] < box[1])
                continue;
            m_segmentCandidates.push_back({static_cast<std::int32_t>(i), static_cast<std::int32_t>(k)});
        }
        m_segmentStart[i + 1] = static_cast<std::uint32_t>(m_segmentCandidates.size());
    }
}

void TimeDrivenEngine::Impl::reflectOffSegment(std::size_t i, std::int32_t segment, double since)
{
    const std::pair<double, double> normal =
        kernels::segmentContactNormal(m_segments[static_cast<std::size_t>(segment)], m_x[i], m_y[i]);
    const double nx = normal.first, ny = normal.second;  // plain names, which lambdas may capture
    const double vx = m_vx[i], vy = m_vy[i];
    resolveAtPhysicalVelocities(
        std::array{i}, since,
        [&] {
            kernels::fixedWallReflection(nx, ny, m_vx[i], m_vy[i]);
            return true;
        },
        [&] { return m_vx[i] * nx + m_vy[i] * ny; });
    const double jx = m_mass[i] * (m_vx[i] - vx), jy = m_mass[i] * (m_vy[i] - vy);
    m_totals.segmentImpulse[0] += jx;
    m_totals.segmentImpulse[1] += jy;
    m_wallMomentum[0] += jx;
    m_wallMomentum[1] += jy;
    ++m_totals.events;
    ++m_totals.collisions;
    ++m_totals.wallCollisions;
    m_segmentResolved.push_back({static_cast<std::int32_t>(i), segment});
    if (m_listener)
        m_listener({timeInStep(since), CollisionRecord::Kind::Wall, static_cast<std::int32_t>(i), segmentWall(segment)});
}

void TimeDrivenEngine::Impl::noteSegmentContacts(double h)
{
    // The bookkeeping follows the step's free flight from its start, before the disks move.
    for (const CandidatePair& c : m_segmentCandidates) {
        const auto i = static_cast<std::size_t>(c.a);
        const kernels::SegmentGeometry& s = m_segments[static_cast<std::size_t>(c.b)];
        if (kernels::segmentContactTime(s, m_x[i], m_y[i], m_vx[i], m_vy[i], m_gx, m_gy, m_radius[i], h) != kernels::kNever)
            m_segmentTouched.push_back(c);
    }
}

void TimeDrivenEngine::Impl::stepNaiveSegments(double end)
{
    for (const CandidatePair& c : m_segmentCandidates) {
        const auto i = static_cast<std::size_t>(c.a);
        const kernels::SegmentGeometry& s = m_segments[static_cast<std::size_t>(c.b)];
        const double r = m_radius[i];
        // The dynamics see the end of the step only: a disk overlapping the segment is put back
        // against it on the side its centre is on, and reflected if it still moves into it.
        if (end >= m_segmentRemoval[static_cast<std::size_t>(c.b)])
            continue;
        const double distance = kernels::segmentDistance(s, m_x[i], m_y[i]);
        if (distance >= r)
            continue;
        const auto [nx, ny] = kernels::segmentContactNormal(s, m_x[i], m_y[i]);
        const double push = (r - distance) / std::hypot(nx, ny);
        m_x[i] += push * nx;
        m_y[i] += push * ny;
        if (m_vx[i] * nx + m_vy[i] * ny < 0.0)
            reflectOffSegment(i, c.b, m_stepLength);
    }
}

void TimeDrivenEngine::Impl::predictSegments(std::int32_t i, double h, double start)
{
    const auto k = static_cast<std::size_t>(i);
    const double tau = m_tau[k];
    const double r = m_radius[k];
    const double rest = h - tau;
    const double xEnd = flight::position(m_x[k], m_vx[k], m_gx, rest);
    const double yEnd = flight::position(m_y[k], m_vy[k], m_gy, rest);
    for (std::uint32_t e = m_segmentStart[k]; e < m_segmentStart[k + 1]; ++e) {
        const std::int32_t segment = m_segmentCandidates[e].b;
        const kernels::SegmentGeometry& s = m_segments[static_cast<std::size_t>(segment)];
        const double t = kernels::segmentContactTime(s, m_x[k], m_y[k], m_vx[k], m_vy[k], m_gx, m_gy, r, rest);
        // Just bounced off it and still touching: round-off must not make it bounce again.
        if (t == kernels::kNever || (t == 0.0 && m_lastSegment[k] == segment))
            continue;
        if (start + tau + t >= m_segmentRemoval[static_cast<std::size_t>(segment)])
            continue;
        // As with walls and pairs, only a disk overlapping the segment at the end of its free
        // flight is seen; one that crossed it within the step is a touch, and tunnels.
        const EventKind kind = kernels::segmentDistance(s, xEnd, yEnd) < r ? EventKind::Segment : EventKind::SegmentTouch;
        pushEvent({tau + t, kind, i, segment, m_changes[k], 0});
    }
}

std::uint64_t TimeDrivenEngine::Impl::finishSegmentContacts(double end)
{
    // As for pairs: contacts still overlapping stay open, those left behind unresolved are missed.
    m_segmentTouched.insert(m_segmentTouched.end(), m_segmentOpen.begin(), m_segmentOpen.end());
    auto byPair = [](const CandidatePair& u, const CandidatePair& v) { return u.a < v.a || (u.a == v.a && u.b < v.b); };
    std::sort(m_segmentTouched.begin(), m_segmentTouched.end(), byPair);
    m_segmentTouched.erase(std::unique(m_segmentTouched.begin(), m_segmentTouched.end()), m_segmentTouched.end());
    std::sort(m_segmentResolved.begin(), m_segmentResolved.end(), byPair);
    m_segmentOpen.clear();
    std::uint64_t missed = 0;
    for (const CandidatePair& c : m_segmentTouched) {
        if (std::binary_search(m_segmentResolved.begin(), m_segmentResolved.end(), c, byPair))
            continue;
        const auto i = static_cast<std::size_t>(c.a), k = static_cast<std::size_t>(c.b);
        if (end >= m_segmentRemoval[k])
            continue;  // the segment is gone: nothing left to miss
        if (kernels::segmentDistance(m_segments[k], m_x[i], m_y[i]) < m_radius[i])
            m_segmentOpen.push_back(c);
        else
            ++missed;
    }
    return missed;
}

} // namespace disklab
