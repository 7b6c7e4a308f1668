// Predicting a disk's next event in the event-driven engine: the earliest of its cell crossing
// (or shell exit), its walls, the interior walls near it and its neighbours. predictWith is
// built once per kind of scenario (PredictPath) and its parts are inlined into it, so each
// prediction runs one straight piece of code with no test for what the scenario lacks.
#include "core/event_driven_engine_internals.h"

#include "core/kernels.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace disklab {

void EventDrivenEngine::Impl::predictOtherPath(std::int32_t i)
{
    if (m_predictPath == PredictPath::Gravity)
        predictWith<true, false, false>(i);
    else if (m_predictPath == PredictPath::Segments)
        predictWith<false, true, false>(i);
    else if (m_predictPath == PredictPath::Piston)
        predictWith<false, false, false, true>(i);
    else
        predictWith<true, true, false>(i);
}

template <bool Gravity>
[[gnu::always_inline]] inline EventDrivenEngine::Impl::Moved EventDrivenEngine::Impl::atNow(const DiskState& d) const
{
    const double dt = m_now - d.t;
    if constexpr (Gravity)
        return Moved{d.x + dt * (d.vx + 0.5 * m_gx * dt), d.y + dt * (d.vy + 0.5 * m_gy * dt), d.vx + m_gx * dt,
                     d.vy + m_gy * dt};
    else
        return Moved{d.x + dt * d.vx, d.y + dt * d.vy, d.vx, d.vy};
}

[[gnu::always_inline]] inline EventDrivenEngine::Impl::CellSides EventDrivenEngine::Impl::cellSides(std::int32_t cell) const
{
    const int cx = m_grid.column(cell);
    const int cy = m_grid.row(cell);
    return CellSides{cx,
                     cy,
                     m_grid.cellWidth(),
                     m_grid.cellHeight(),
                     m_periodic || cx > 0,
                     m_periodic || cx < m_grid.nx() - 1,
                     m_periodic || cy > 0,
                     m_periodic || cy < m_grid.ny() - 1};
}

template <bool Gravity>
[[gnu::always_inline]] inline void EventDrivenEngine::Impl::considerCrossings(const CellSides& c, const Moved& m,
                                                                              Prediction& p) const
{
    using kernels::gapClosingTime;
    const double gx = Gravity ? m_gx : 0.0;
    const double gy = Gravity ? m_gy : 0.0;
    if (c.west)
        p.consider(m_now + gapClosingTime(m.x - c.cx * c.cw, m.vx, gx), EventKind::Cell, event_driven::West);
    if (c.east)
        p.consider(m_now + gapClosingTime((c.cx + 1) * c.cw - m.x, -m.vx, -gx), EventKind::Cell, event_driven::East);
    if (c.south)
        p.consider(m_now + gapClosingTime(m.y - c.cy * c.ch, m.vy, gy), EventKind::Cell, event_driven::South);
    if (c.north)
        p.consider(m_now + gapClosingTime((c.cy + 1) * c.ch - m.y, -m.vy, -gy), EventKind::Cell, event_driven::North);
}

template <bool Gravity, bool Piston>
[[gnu::always_inline]] inline void EventDrivenEngine::Impl::considerWalls(const Moved& m, double r, Prediction& p) const
{
    using kernels::gapClosingTime;
    if (m_periodic)
        return;
    const double gx = Gravity ? m_gx : 0.0;
    const double gy = Gravity ? m_gy : 0.0;
    const double now = m_now;
    const double left = wallPosition(m_scenario, Side::Left, now);
    const double bottom = wallPosition(m_scenario, Side::Bottom, now);
    const double top = wallPosition(m_scenario, Side::Top, now);
    p.consider(now + gapClosingTime(m.x - r - left, m.vx - wallVelocity(Side::Left), gx), EventKind::Wall,
               boxWall(Side::Left));
    if constexpr (Piston) {
        p.consider(now + m_piston.flight.timeToReach(now, m.x, m.vx, r), EventKind::Wall, boxWall(Side::Right));
    } else {
        const double right = wallPosition(m_scenario, Side::Right, now);
        p.consider(now + gapClosingTime(right - m.x - r, wallVelocity(Side::Right) - m.vx, -gx), EventKind::Wall,
                   boxWall(Side::Right));
    }
    p.consider(now + gapClosingTime(m.y - r - bottom, m.vy - wallVelocity(Side::Bottom), gy), EventKind::Wall,
               boxWall(Side::Bottom));
    p.consider(now + gapClosingTime(top - m.y - r, wallVelocity(Side::Top) - m.vy, -gy), EventKind::Wall,
               boxWall(Side::Top));
}

// Only what happens before the best event so far matters, which spares the quartic endpoint
// search under gravity for far-away endpoints.
template <bool Gravity>
[[gnu::always_inline]] inline void EventDrivenEngine::Impl::considerSegments(std::int32_t i, std::int32_t cell,
                                                                             const Moved& m, double r,
                                                                             Prediction& p) const
{
    const double gx = Gravity ? m_gx : 0.0;
    const double gy = Gravity ? m_gy : 0.0;
    for (const std::int32_t segment : m_segmentCells.segmentsOf(cell)) {
        const double dt = kernels::segmentContactTime(m_segments[static_cast<std::size_t>(segment)], m.x, m.y, m.vx,
                                                      m.vy, gx, gy, r, p.best - m_now);
        // A disk still touching the segment it has just left is not hit by it again at once,
        // whatever round-off says (as for pairs).
        if (dt == 0.0 && m_queue.payload(i).lastHit == PendingEvent::wall(segmentWall(segment)))
            continue;
        if (dt != kernels::kNever)
            p.consider(m_now + dt, EventKind::Wall, segmentWall(segment));
    }
}

// The listed neighbours, or the disks in this and the eight neighbouring cells, all at once
// (see ContactBatch); in the cells the disk itself sits still at its own position and never
// meets.
template <bool Gravity, bool Lists>
[[gnu::always_inline]] inline std::size_t EventDrivenEngine::Impl::fillBatch(std::int32_t i, const CellSides& c,
                                                                             const Moved& m, double r)
{
    const std::uint32_t* entries = nullptr;
    const std::int32_t* disks = nullptr;
    std::size_t count;
    if constexpr (Lists) {
        entries = m_neighbourLists.entries(i);
        count = static_cast<std::size_t>(m_neighbourLists.count(i));
    } else {
        gatherNeighbours(c.cx, c.cy);
        disks = m_neighbourDisks.data();
        count = m_neighbourCount;
    }
    m_batch.resize(count);
    auto add = [&](std::size_t slot, std::int32_t j, double shiftX, double shiftY) {
        const DiskState& dj = m_disks[static_cast<std::size_t>(j)];
        const Moved moved = atNow<Gravity>(dj);
        m_batch.set(slot, moved.x + shiftX - m.x, moved.y + shiftY - m.y, moved.vx - m.vx, moved.vy - m.vy, r + dj.radius);
    };
    // Seen directly, without the shift of an image: the compiler must keep an added 0.0 (it
    // turns -0.0 into +0.0), two additions per neighbour that change no contact time.
    auto addDirect = [&](std::size_t slot, std::int32_t j) {
        const DiskState& dj = m_disks[static_cast<std::size_t>(j)];
        const Moved moved = atNow<Gravity>(dj);
        m_batch.set(slot, moved.x - m.x, moved.y - m.y, moved.vx - m.vx, moved.vy - m.vy, r + dj.radius);
    };
    if constexpr (Lists) {
        if (!m_periodic || m_neighbourLists.allDirect(i)) {
            for (std::size_t slot = 0; slot < count; ++slot)
                addDirect(slot, NeighbourLists::neighbour(entries[slot]));
        } else {
            for (std::size_t slot = 0; slot < count; ++slot) {
                const std::uint32_t image = NeighbourLists::image(entries[slot]);
                add(slot, NeighbourLists::neighbour(entries[slot]), m_imageShiftX[image], m_imageShiftY[image]);
            }
        }
    } else if (m_neighboursAllDirect) {
        for (std::size_t slot = 0; slot < count; ++slot)
            addDirect(slot, disks[slot]);
    } else {
        for (std::size_t slot = 0; slot < count; ++slot) {
            const std::int32_t image = m_neighbourImages[slot];
            add(slot, disks[slot], m_imageShiftX[image], m_imageShiftY[image]);
        }
    }
    return count;
}

// Only the earliest contact in the batch matters; a later one is looked at only if the
// earliest is a pair that has just collided and is still touching (round-off in the response
// can leave it "approaching" by 1e-17, and it must not collide again).
template <bool Lists>
[[gnu::always_inline]] inline void EventDrivenEngine::Impl::considerPartners(std::int32_t i, std::size_t count,
                                                                             Prediction& p)
{
    const std::uint32_t* entries = Lists ? m_neighbourLists.entries(i) : nullptr;
    const std::int32_t* disks = Lists ? nullptr : m_neighbourDisks.data();
    auto neighbour = [&](std::size_t slot) {
        if constexpr (Lists)
            return NeighbourLists::neighbour(entries[slot]);
        else
            return disks[slot];
    };
    m_batch.solve();
    for (;;) {
        const double dt = m_batch.earliest();
        const double t = m_now + dt;
        if (dt == kernels::kNever || !(t < p.best))
            return;
        // Of two disks met at the same instant, the one earlier in storage comes first, as the
        // calendar orders simultaneous events, whatever order the cells list them in.
        std::size_t slot = count;
        std::int32_t j = std::numeric_limits<std::int32_t>::max();
        m_batch.forEachAt(dt, [&](std::size_t other) {
            if (neighbour(other) < j) {
                slot = other;
                j = neighbour(other);
            }
        });
        const double dx = m_batch.dx(slot), dy = m_batch.dy(slot), contact = m_batch.contact(slot);
        if (dx * dx + dy * dy <= contact * contact * (1.0 + 1e-9)
            && m_queue.payload(i).lastHit == PendingEvent::pair(j) && m_queue.payload(j).lastHit == PendingEvent::pair(i)) {
            m_batch.exclude(slot);
            continue;
        }
        p.best = t;
        p.kind = EventKind::Pair;
        p.partner = j;
        return;
    }
}

// Leaving the shell: |e + v t| = skin / 2, e the offset from its centre. A straight line leaves
// a circle once, so a disk still inside it at the best time so far does not leave before; only
// otherwise is the root needed.
[[gnu::always_inline]] inline void EventDrivenEngine::Impl::considerShellExit(std::int32_t i, const Moved& m,
                                                                              Prediction& p) const
{
    const NeighbourLists::Centre centre = m_neighbourLists.centre(i);
    const double ex = m.x - centre.x, ey = m.y - centre.y;
    const double shell = 0.25 * m_skin * m_skin;
    const double ux = ex + m.vx * (p.best - m_now), uy = ey + m.vy * (p.best - m_now);
    if (!(ux * ux + uy * uy <= shell))
        p.consider(m_now + kernels::circleExitTime(ex, ey, m.vx, m.vy, shell), EventKind::Shell, 0);
}

template <bool Gravity, bool Segments, bool Lists, bool Piston>
void EventDrivenEngine::Impl::predictWith(std::int32_t i)
{
    static_assert(!(Lists && (Gravity || Segments)), "neighbour lists serve only straight flights without segments");
    const DiskState& di = m_disks[static_cast<std::size_t>(i)];
    const Moved m = atNow<Gravity>(di);
    const double r = di.radius;
    const CellSides c = cellSides(di.cell);
    Prediction p{kernels::kNever};
    // Leaving the cell. A straight flight leaves its (convex) cell once, so a disk still inside
    // at the best time so far does not leave before: without gravity the crossings are looked
    // at last, and their divisions are spared in most predictions. A parabola may leave and come
    // back, and interior walls are searched only up to the best time so far, so those paths
    // look at crossings first. (Neighbour lists have shells instead, looked at last too.)
    constexpr bool crossingsLast = !Gravity && !Segments;
    if constexpr (!Lists && !crossingsLast)
        considerCrossings<Gravity>(c, m, p);
    considerWalls<Gravity, Piston>(m, r, p);
    if constexpr (Segments)
        considerSegments<Gravity>(i, di.cell, m, r, p);
    considerPartners<Lists>(i, fillBatch<Gravity, Lists>(i, c, m, r), p);
    if constexpr (!Lists && crossingsLast) {
        const double dt = p.best - m_now;
        const double x = m.x + m.vx * dt, y = m.y + m.vy * dt;
        const bool inside = (!c.west || x >= c.cx * c.cw) && (!c.east || x <= (c.cx + 1) * c.cw)
                            && (!c.south || y >= c.cy * c.ch) && (!c.north || y <= (c.cy + 1) * c.ch);
        if (!inside)
            considerCrossings<Gravity>(c, m, p);
    }
    if constexpr (Lists)
        considerShellExit(i, m, p);
    setEvent(i, p.best, p.kind, p.partner);
}

template void EventDrivenEngine::Impl::predictWith<false, false, false>(std::int32_t);
template void EventDrivenEngine::Impl::predictWith<false, false, true>(std::int32_t);
template void EventDrivenEngine::Impl::predictWith<true, false, false>(std::int32_t);
template void EventDrivenEngine::Impl::predictWith<false, true, false>(std::int32_t);
template void EventDrivenEngine::Impl::predictWith<true, true, false>(std::int32_t);
template void EventDrivenEngine::Impl::predictWith<false, false, false, true>(std::int32_t);

void EventDrivenEngine::Impl::gatherNeighbours(int cx, int cy)
{
    // Every cell's slots are copied whole and the write position moves on by the cell's count
    // (see CellGrid), so the last cell may write up to one capacity beyond the neighbours.
    const int capacity = m_grid.capacity();
    const std::size_t room = 9 * static_cast<std::size_t>(capacity);
    if (m_neighbourDisks.size() < room) {
        m_neighbourDisks.resize(room);
        m_neighbourImages.resize(room);
    }
    std::int32_t* disks = m_neighbourDisks.data();
    std::size_t count = 0;
    auto collect = [&](std::int32_t cell) {
        const std::size_t first = count;
        count += m_grid.copyCell(cell, disks + count);
        return first;
    };
    const int nx = m_grid.nx();
    const int ny = m_grid.ny();
    if (cx > 0 && cx < nx - 1 && cy > 0 && cy < ny - 1) {
        // Away from the edges: three runs of three adjacent cells, all seen directly.
        m_neighboursAllDirect = true;
        if (capacity == CellGrid::kFirstCapacity) {
            // The common case with every size known: three rows of three cells of four slots.
            for (int row = cy - 1; row <= cy + 1; ++row)
                count += m_grid.copyThreeCells(m_grid.index(cx - 1, row), disks + count);
            m_neighbourCount = count;
            return;
        }
        for (int row = cy - 1; row <= cy + 1; ++row) {
            const std::int32_t first = m_grid.index(cx - 1, row);
            for (std::int32_t cell = first; cell < first + 3; ++cell)
                collect(cell);
        }
        m_neighbourCount = count;
        return;
    }
    // At an edge: walls cut the neighbourhood short, periodic boundaries wrap it and the
    // wrapped cells are seen through the image shifted by one box length.
    for (int dcy = -1; dcy <= 1; ++dcy) {
        int row = cy + dcy;
        if (!m_periodic && (row < 0 || row >= ny))
            continue;
        row = (row + ny) % ny;
        for (int dcx = -1; dcx <= 1; ++dcx) {
            int column = cx + dcx;
            if (!m_periodic && (column < 0 || column >= nx))
                continue;
            column = (column + nx) % nx;
            // Which box length the wrapped neighbour is seen through, as a 3 x 3 image index.
            const int imageX = cx + dcx < 0 ? 0 : (cx + dcx >= nx ? 2 : 1);
            const int imageY = cy + dcy < 0 ? 0 : (cy + dcy >= ny ? 2 : 1);
            const std::size_t first = collect(m_grid.index(column, row));
            std::fill(m_neighbourImages.begin() + static_cast<std::ptrdiff_t>(first),
                      m_neighbourImages.begin() + static_cast<std::ptrdiff_t>(count), imageY * 3 + imageX);
        }
    }
    m_neighbourCount = count;
    m_neighboursAllDirect = false;
}


} // namespace disklab
