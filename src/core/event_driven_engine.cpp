// The event loop of the event-driven engine: processing events, predicting each disk's next one,
// and fetching ahead what coming events will read. Setting up and rebuilding the engine's state
// is in event_driven_setup.cpp, the neighbour lists' shells in event_driven_lists.cpp.
#include "core/event_driven_engine_internals.h"

#include "core/free_flight.h"
#include "core/kernels.h"

#include <algorithm>
#include <cmath>

namespace disklab {

double EventDrivenEngine::Impl::wallVelocity(Side side) const
{
    const WallMotion& w = m_scenario.wall(side);
    return m_now < w.stopTime ? w.velocity : 0.0;
}

void EventDrivenEngine::Impl::moveTo(std::int32_t i, double t)
{
    DiskState& d = m_disks[static_cast<std::size_t>(i)];
    const double dt = t - d.t;
    if (dt == 0.0)
        return;
    m_totals.kineticIntegral += flight::kineticIntegral(m_queue.payload(i).mass, d.vx, d.vy, m_gx, m_gy, dt);
    d.x += dt * (d.vx + 0.5 * m_gx * dt);
    d.y += dt * (d.vy + 0.5 * m_gy * dt);
    d.vx += m_gx * dt;
    d.vy += m_gy * dt;
    d.t = t;
}

void EventDrivenEngine::Impl::setEvent(std::int32_t i, double t, EventKind kind, std::int32_t partner)
{
    DiskState& d = m_disks[static_cast<std::size_t>(i)];
    switch (kind) {
    case EventKind::Pair:
        d.pending = PendingEvent::pair(partner);
        d.partnerCount = m_disks[static_cast<std::size_t>(partner)].count;
        break;
    case EventKind::Cell:
        d.pending = PendingEvent::crossing(static_cast<Direction>(partner));
        break;
    case EventKind::Wall:
        d.pending = PendingEvent::wall(static_cast<Side>(partner));
        break;
    case EventKind::Segment:
        d.pending = PendingEvent::segment(partner);
        break;
    case EventKind::Shell:
        d.pending = PendingEvent::kShellExit;
        break;
    case EventKind::None:
        d.pending = PendingEvent::kNone;
        break;
    }
    m_queue.update(i, t, kind == EventKind::Pair ? std::min(i, partner) : i);
}

void EventDrivenEngine::Impl::predict(std::int32_t i)
{
    // One test on the hot path, as before interior walls existed; the rest out of line.
    if (m_predictPath == PredictPath::Straight) [[likely]]
        predictWith<false, false, false>(i);
    else if (m_predictPath == PredictPath::Lists) [[likely]]
        predictWith<false, false, true>(i);
    else
        predictOtherPath(i);
}

void EventDrivenEngine::Impl::predictOtherPath(std::int32_t i)
{
    if (m_predictPath == PredictPath::Gravity)
        predictWith<true, false, false>(i);
    else if (m_predictPath == PredictPath::Segments)
        predictWith<false, true, false>(i);
    else
        predictWith<true, true, false>(i);
}

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
        const std::int32_t* members = m_grid.members(cell);
        std::copy_n(members, capacity, disks + count);
        const std::size_t first = count;
        count += static_cast<std::size_t>(m_grid.count(cell));
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

// The first of the three adjacent cells in each row of the 3 x 3 cells around a cell; false
// at the edges, which the fetches skip like gatherNeighbours' fast path (a hint, not a duty).
[[gnu::always_inline]] inline bool EventDrivenEngine::Impl::rowsAround(std::int32_t cell, std::int32_t (&firsts)[3]) const
{
    const int cx = m_grid.column(cell);
    const int cy = m_grid.row(cell);
    if (cx < 1 || cx >= m_grid.nx() - 1 || cy < 1 || cy >= m_grid.ny() - 1)
        return false;
    for (int row = 0; row < 3; ++row)
        firsts[row] = m_grid.index(cx - 1, cy - 1 + row);
    return true;
}

// Inlined on purpose: as an out-of-line call the same fetches ran 5 % slower at N = 10^6.
[[gnu::always_inline]] inline void EventDrivenEngine::Impl::fetchNeighbourhood(std::int32_t cell)
{
    std::int32_t firsts[3];
    if (!rowsAround(cell, firsts))
        return;
    if (m_grid.capacity() == CellGrid::kFirstCapacity) {
        // Every slot of the three cells of a row, used or not, with no count and no loop whose
        // length a branch must guess: an empty slot asks for the line just before the records,
        // which stays in cache. (A prefetch never faults; the address is formed as an integer.)
        const auto records = reinterpret_cast<std::uintptr_t>(m_disks.data());
        for (const std::int32_t first : firsts) {
            const std::int32_t* members = m_grid.members(first);
            for (int k = 0; k < 3 * CellGrid::kFirstCapacity; ++k)
                __builtin_prefetch(reinterpret_cast<const void*>(
                    records + static_cast<std::uintptr_t>(std::intptr_t{members[k]} * std::intptr_t{sizeof(DiskState)})));
        }
        return;
    }
    for (const std::int32_t first : firsts) {
        for (std::int32_t neighbour = first; neighbour < first + 3; ++neighbour) {
            const std::int32_t* members = m_grid.members(neighbour);
            for (int k = 0; k < m_grid.count(neighbour); ++k)
                __builtin_prefetch(&m_disks[static_cast<std::size_t>(members[k])]);
        }
    }
}

[[gnu::always_inline]] inline void EventDrivenEngine::Impl::fetchListed(std::int32_t i)
{
    const std::uint32_t* entries = m_neighbourLists.entries(i);
    for (int k = 0; k < m_neighbourLists.count(i); ++k)
        __builtin_prefetch(&m_disks[static_cast<std::size_t>(NeighbourLists::neighbour(entries[k]))]);
}

// The records of the disks a prediction of disk i from this cell will read: its listed
// neighbours on neighbour lists, else the disks in the 3 x 3 cells around.
[[gnu::always_inline]] inline void EventDrivenEngine::Impl::fetchNeighboursOf(std::int32_t i, std::int32_t cell)
{
    if (usesNeighbourLists())
        fetchListed(i);
    else
        fetchNeighbourhood(cell);
}

// The slots of the 3 x 3 cells around a cell.
[[gnu::always_inline]] inline void EventDrivenEngine::Impl::fetchCells(std::int32_t cell)
{
    std::int32_t firsts[3];
    if (!rowsAround(cell, firsts))
        return;
    for (const std::int32_t first : firsts) {
        __builtin_prefetch(m_grid.members(first));
        __builtin_prefetch(m_grid.members(first + 3) - 1);
    }
}

// Each chain of waits an event's prediction goes through (the disk's record gives its cell or
// list, which give the neighbours' records) is started a few events early, a link every two
// events, so that the links of coming events overlap with the work of this one. The calendar's coming
// tickets are counted one by one rather than a bucket at a time: buckets are sized for about
// one event, so many hold none, and a look-ahead by buckets skipped a link after each empty
// one (29 % of its runs at 10^6 disks), whose wait then fell on the event itself.
void EventDrivenEngine::Impl::lookAhead()
{
    const std::span<const CalendarQueue<OwnData>::Ticket> coming = m_queue.coming();
    const std::uint64_t first = m_queue.comingSerial();
    // Where the event after this one stands among the serial numbers: the tickets left in the
    // current bucket come before the coming ones.
    const std::uint64_t next = first - std::min<std::uint64_t>(first, m_queue.leftInCurrentBucket() - 1);
    // The coming tickets less than `lead` events after this one that this stage has not seen.
    auto unseen = [&](std::uint64_t& seenUpTo, std::uint64_t lead) {
        const std::uint64_t from = std::max(seenUpTo, first);
        const std::uint64_t to = std::max(from, std::min(next + lead, first + coming.size()));
        seenUpTo = to;
        return coming.subspan(from - first, to - from);
    };
    const bool lists = usesNeighbourLists();
    for (const auto& ticket : unseen(m_lookedAhead.records, kRecordsAhead)) {
        __builtin_prefetch(&m_disks[static_cast<std::size_t>(ticket.item)]);
        if (lists)
            m_neighbourLists.fetch(ticket.item);
    }
    for (const auto& ticket : unseen(m_lookedAhead.cells, kCellsAhead)) {
        const DiskState& d = m_disks[static_cast<std::size_t>(ticket.item)];
        if (!lists)
            fetchCells(cellPredictedFrom(d));
        m_queue.fetch(ticket.item);
        if (PendingEvent::isPair(d.pending)) {
            __builtin_prefetch(&m_disks[static_cast<std::size_t>(d.pending)]);
            m_queue.fetch(d.pending);
            if (lists)
                m_neighbourLists.fetch(d.pending);
        }
    }
    for (const auto& ticket : unseen(m_lookedAhead.neighbours, kNeighboursAhead)) {
        const std::int32_t cell = cellPredictedFrom(m_disks[static_cast<std::size_t>(ticket.item)]);
        fetchNeighboursOf(ticket.item, cell);
        m_neighbourhoodsFetched.note(ticket.item, cell);
    }
}

std::int32_t EventDrivenEngine::Impl::cellPredictedFrom(const DiskState& d) const
{
    if (!PendingEvent::isCrossing(d.pending))
        return d.cell;
    static constexpr int kStepX[4] = {-1, 1, 0, 0};  // West, East, South, North
    static constexpr int kStepY[4] = {0, 0, -1, 1};
    const Direction direction = PendingEvent::direction(d.pending);
    const std::int32_t next = d.cell + kStepX[direction] + kStepY[direction] * m_grid.nx();
    // Across a periodic edge the next cell is elsewhere; fetchNeighbourhood skips edges anyway.
    return next >= 0 && next < m_grid.nx() * m_grid.ny() ? next : d.cell;
}

template <bool Gravity, bool Segments, bool Lists>
void EventDrivenEngine::Impl::predictWith(std::int32_t i)
{
    using kernels::gapClosingTime;
    const auto k = static_cast<std::size_t>(i);
    const double now = m_now;
    const double gx = Gravity ? m_gx : 0.0;
    const double gy = Gravity ? m_gy : 0.0;
    // Position and velocity of a disk at `now` from its local clock.
    struct Moved {
        double x, y, vx, vy;
    };
    auto atNow = [&](const DiskState& d) {
        const double dt = now - d.t;
        if constexpr (Gravity)
            return Moved{d.x + dt * (d.vx + 0.5 * gx * dt), d.y + dt * (d.vy + 0.5 * gy * dt), d.vx + gx * dt,
                         d.vy + gy * dt};
        else
            return Moved{d.x + dt * d.vx, d.y + dt * d.vy, d.vx, d.vy};
    };
    const DiskState& di = m_disks[k];
    const auto [xi, yi, vxi, vyi] = atNow(di);
    const double ri = di.radius;

    double best = kernels::kNever;
    EventKind kind = EventKind::None;
    std::int32_t partner = -1;
    auto consider = [&](double t, EventKind candidateKind, std::int32_t candidatePartner) {
        if (t < best) {
            best = t;
            kind = candidateKind;
            partner = candidatePartner;
        }
    };

    const int cx = m_grid.column(di.cell);
    const int cy = m_grid.row(di.cell);
    // Leaving the cell. A straight flight leaves its (convex) cell once, so a disk still inside
    // at the best time so far does not leave before: without gravity the crossings are looked
    // at last, and their divisions are spared in most predictions. A parabola may leave and come
    // back, and interior walls are searched only up to the best time so far, so those paths
    // look at crossings first. (Neighbour lists have shells instead, looked at last too.)
    constexpr bool crossingsLast = !Gravity && !Segments;
    const double cw = m_grid.cellWidth();
    const double ch = m_grid.cellHeight();
    const bool west = m_periodic || cx > 0, east = m_periodic || cx < m_grid.nx() - 1;
    const bool south = m_periodic || cy > 0, north = m_periodic || cy < m_grid.ny() - 1;
    auto considerCrossings = [&] {
        if (west)
            consider(now + gapClosingTime(xi - cx * cw, vxi, gx), EventKind::Cell, West);
        if (east)
            consider(now + gapClosingTime((cx + 1) * cw - xi, -vxi, -gx), EventKind::Cell, East);
        if (south)
            consider(now + gapClosingTime(yi - cy * ch, vyi, gy), EventKind::Cell, South);
        if (north)
            consider(now + gapClosingTime((cy + 1) * ch - yi, -vyi, -gy), EventKind::Cell, North);
    };
    if constexpr (!Lists && !crossingsLast)
        considerCrossings();

    // Walls, moving or not.
    if (!m_periodic) {
        const double left = wallPosition(m_scenario, Side::Left, now);
        const double right = wallPosition(m_scenario, Side::Right, now);
        const double bottom = wallPosition(m_scenario, Side::Bottom, now);
        const double top = wallPosition(m_scenario, Side::Top, now);
        consider(now + gapClosingTime(xi - ri - left, vxi - wallVelocity(Side::Left), gx), EventKind::Wall,
                 static_cast<std::int32_t>(Side::Left));
        consider(now + gapClosingTime(right - xi - ri, wallVelocity(Side::Right) - vxi, -gx), EventKind::Wall,
                 static_cast<std::int32_t>(Side::Right));
        consider(now + gapClosingTime(yi - ri - bottom, vyi - wallVelocity(Side::Bottom), gy), EventKind::Wall,
                 static_cast<std::int32_t>(Side::Bottom));
        consider(now + gapClosingTime(top - yi - ri, wallVelocity(Side::Top) - vyi, -gy), EventKind::Wall,
                 static_cast<std::int32_t>(Side::Top));
    }

    // Interior walls near this cell. Only what happens before the best event so far matters,
    // which spares the quartic endpoint search under gravity for far-away endpoints.
    if constexpr (Segments) {
        for (const std::int32_t segment : m_segmentCells.segmentsOf(di.cell)) {
            const double dt = kernels::segmentContactTime(m_segments[static_cast<std::size_t>(segment)], xi, yi, vxi,
                                                          vyi, gx, gy, ri, best - now);
            // A disk still touching the segment it has just left is not hit by it again at once,
            // whatever round-off says (as for pairs below).
            if (dt == 0.0 && m_queue.payload(i).lastPartner == -2 - segment)
                continue;
            if (dt != kernels::kNever)
                consider(now + dt, EventKind::Segment, segment);
        }
    }

    // The listed neighbours, or the disks in this and the eight neighbouring cells, all at once
    // (see ContactBatch); in the cells the disk itself sits still at its own position and never
    // meets.
    const std::uint32_t* entries = nullptr;
    const std::int32_t* disks = nullptr;
    std::size_t neighbourCount;
    if constexpr (Lists) {
        entries = m_neighbourLists.entries(i);
        neighbourCount = static_cast<std::size_t>(m_neighbourLists.count(i));
    } else {
        gatherNeighbours(cx, cy);
        disks = m_neighbourDisks.data();
        neighbourCount = m_neighbourCount;
    }
    auto neighbour = [&](std::size_t slot) {
        if constexpr (Lists)
            return NeighbourLists::neighbour(entries[slot]);
        else
            return disks[slot];
    };
    m_batch.resize(neighbourCount);
    auto addNeighbour = [&](std::size_t slot, double shiftX, double shiftY) {
        const DiskState& dj = m_disks[static_cast<std::size_t>(neighbour(slot))];
        const Moved moved = atNow(dj);
        m_batch.set(slot, moved.x + shiftX - xi, moved.y + shiftY - yi, moved.vx - vxi, moved.vy - vyi, ri + dj.radius);
    };
    if constexpr (Lists) {
        if (!m_periodic) {
            for (std::size_t slot = 0; slot < neighbourCount; ++slot)
                addNeighbour(slot, 0.0, 0.0);
        } else {
            for (std::size_t slot = 0; slot < neighbourCount; ++slot) {
                const std::uint32_t image = NeighbourLists::image(entries[slot]);
                addNeighbour(slot, m_imageShiftX[image], m_imageShiftY[image]);
            }
        }
    } else if (m_neighboursAllDirect) {
        for (std::size_t slot = 0; slot < neighbourCount; ++slot)
            addNeighbour(slot, 0.0, 0.0);
    } else {
        for (std::size_t slot = 0; slot < neighbourCount; ++slot) {
            const std::int32_t image = m_neighbourImages[slot];
            addNeighbour(slot, m_imageShiftX[image], m_imageShiftY[image]);
        }
    }
    m_batch.solve();
    // Only the earliest contact matters; a later one is looked at only if the earliest is a
    // pair that has just collided and is still touching (round-off in the response can leave
    // it "approaching" by 1e-17, and it must not collide again).
    for (;;) {
        const double dt = m_batch.earliest();
        const double t = now + dt;
        if (dt == kernels::kNever || !(t < best))
            break;
        // Of two disks met at the same instant, the one earlier in storage comes first, as the
        // calendar orders simultaneous events, whatever order the cells list them in.
        std::size_t slot = 0;
        std::int32_t j = INT32_MAX;
        for (std::size_t other = 0; other < neighbourCount; ++other) {
            if (m_batch.time(other) == dt && neighbour(other) < j) {
                slot = other;
                j = neighbour(other);
            }
        }
        const double dx = m_batch.dx(slot), dy = m_batch.dy(slot), contact = m_batch.contact(slot);
        if (dx * dx + dy * dy <= contact * contact * (1.0 + 1e-9) && m_queue.payload(i).lastPartner == j &&
            m_queue.payload(j).lastPartner == i) {
            m_batch.exclude(slot);
            continue;
        }
        best = t;
        kind = EventKind::Pair;
        partner = j;
        break;
    }
    if constexpr (!Lists && crossingsLast) {
        const double dt = best - now;
        const double x = xi + vxi * dt, y = yi + vyi * dt;
        const bool inside = (!west || x >= cx * cw) && (!east || x <= (cx + 1) * cw) && (!south || y >= cy * ch) &&
                            (!north || y <= (cy + 1) * ch);
        if (!inside)
            considerCrossings();
    }
    if constexpr (Lists) {
        // Leaving the shell: |e + v t| = skin / 2, e the offset from its centre. A straight line
        // leaves a circle once, so a disk still inside it at the best time so far does not leave
        // before; only otherwise is the root needed.
        static_assert(!Gravity);
        const NeighbourLists::Centre centre = m_neighbourLists.centre(i);
        const double ex = xi - centre.x, ey = yi - centre.y;
        const double shell = 0.25 * m_skin * m_skin;
        const double ux = ex + vxi * (best - now), uy = ey + vyi * (best - now);
        if (!(ux * ux + uy * uy <= shell))
            consider(now + kernels::circleExitTime(ex, ey, vxi, vyi, shell), EventKind::Shell, 0);
    }
    setEvent(i, best, kind, partner);
}

template <bool FetchAhead>
EventDrivenEngine::Impl::Step EventDrivenEngine::Impl::processNext(double limit)
{
    const double stopTime = m_nextGlobalEvent < m_globalEvents.size() ? m_globalEvents[m_nextGlobalEvent].time
                                                                       : kernels::kNever;
    const double top = m_queue.size() > 0 ? m_queue.topTime() : kernels::kNever;
    if (stopTime <= top) {
        if (stopTime > limit || stopTime == kernels::kNever)
            return Step::Beyond;
        m_now = std::max(m_now, stopTime);
        processGlobalEvent();
        return Step::Other;
    }
    if (top > limit || top == kernels::kNever)
        return Step::Beyond;
    const std::int32_t i = m_queue.top();
    const DiskState& d = m_disks[static_cast<std::size_t>(i)];
    m_now = top;
    const std::int32_t pending = d.pending;
    if (usesNeighbourLists()) {
        // The event reads the disk's list block and, for a collision, its partner's: even at
        // 10^4 disks they are often outside the core's L2 by then (blocks and records together
        // outgrow it), so both are asked for at once.
        m_neighbourLists.fetch(i);
        if (PendingEvent::isPair(pending))
            m_neighbourLists.fetch(pending);
    }
    if constexpr (FetchAhead) {
        // The look-ahead only sees events filed in the calendar's coarse bucket under way
        // before it began (the great majority); the popped disk's own neighbourhood is asked
        // for here unless the look-ahead has just done so.
        lookAhead();
        const std::int32_t cell = cellPredictedFrom(d);
        if (!m_neighbourhoodsFetched.contains(i, cell))
            fetchNeighboursOf(i, cell);
    }
    if (PendingEvent::isPair(pending)) {
        if (m_disks[static_cast<std::size_t>(pending)].count != d.partnerCount) {
            predict(i);  // the partner changed course since this was predicted
            return Step::Other;
        }
        processPair<FetchAhead>(i, pending, top);
        return Step::Collision;
    }
    if (PendingEvent::isCrossing(pending)) {
        processCellCrossing(i, PendingEvent::direction(pending), top);
        return Step::Other;
    }
    if (PendingEvent::isWall(pending)) {
        processWall(i, PendingEvent::side(pending), top);
        return Step::Collision;
    }
    if (PendingEvent::isSegment(pending)) {
        processSegment(i, PendingEvent::segmentOf(pending), top);
        return Step::Collision;
    }
    if (pending == PendingEvent::kShellExit) {
        processShellExit(i, top);
        return Step::Other;
    }
    return Step::Beyond;
}

template <bool FetchAhead>
void EventDrivenEngine::Impl::processPair(std::int32_t i, std::int32_t j, double t)
{
    moveTo(i, t);
    moveTo(j, t);
    DiskState& a = m_disks[static_cast<std::size_t>(i)];
    DiskState& b = m_disks[static_cast<std::size_t>(j)];
    double dx = b.x - a.x;
    double dy = b.y - a.y;
    if (m_periodic) {
        // Contact distance is below a third of the box, so the nearest image is the touching one.
        const double w = m_grid.width(), h = m_grid.height();
        dx -= w * std::round(dx / w);
        dy -= h * std::round(dy / h);
    }
    OwnData& ownA = m_queue.payload(i);
    OwnData& ownB = m_queue.payload(j);
    m_totals.virial += kernels::elasticCollision(dx, dy, b.vx - a.vx, b.vy - a.vy, ownA.mass, ownB.mass, a.vx, a.vy,
                                                 b.vx, b.vy);
    ++a.count;
    ++b.count;
    ownA.lastPartner = j;
    ownB.lastPartner = i;
    ++m_totals.events;
    ++m_totals.collisions;
    ++m_totals.pairCollisions;
    if constexpr (FetchAhead)
        fetchNeighboursOf(j, b.cell);
    if (m_listener)
        m_listener({t, CollisionRecord::Kind::Pair, std::min(m_fileIndex[static_cast<std::size_t>(i)], m_fileIndex[static_cast<std::size_t>(j)]),
                    std::max(m_fileIndex[static_cast<std::size_t>(i)], m_fileIndex[static_cast<std::size_t>(j)])});
    predict(i);
    predict(j);
}

void EventDrivenEngine::Impl::processWall(std::int32_t i, Side side, double t)
{
    moveTo(i, t);
    DiskState& d = m_disks[static_cast<std::size_t>(i)];
    const bool vertical = side == Side::Left || side == Side::Right;
    double& normal = vertical ? d.vx : d.vy;
    const double u = wallVelocity(side);
    const double mass = m_queue.payload(i).mass;
    m_totals.wallWork += 2.0 * mass * u * (u - normal);
    m_totals.wallImpulse[static_cast<std::size_t>(side)] += std::abs(kernels::wallReflection(normal, u, mass));
    ++d.count;
    m_queue.payload(i).lastPartner = -1;
    ++m_totals.events;
    ++m_totals.collisions;
    ++m_totals.wallCollisions;
    if (m_listener)
        m_listener({t, CollisionRecord::Kind::Wall, m_fileIndex[static_cast<std::size_t>(i)], static_cast<std::int32_t>(side)});
    predict(i);
}

void EventDrivenEngine::Impl::processSegment(std::int32_t i, std::int32_t segment, double t)
{
    moveTo(i, t);
    DiskState& d = m_disks[static_cast<std::size_t>(i)];
    const auto [nx, ny] = kernels::segmentContactNormal(m_segments[static_cast<std::size_t>(segment)], d.x, d.y);
    const double vx = d.vx, vy = d.vy;
    kernels::fixedWallReflection(nx, ny, d.vx, d.vy);
    const double mass = m_queue.payload(i).mass;
    m_totals.segmentImpulse[0] += mass * (d.vx - vx);
    m_totals.segmentImpulse[1] += mass * (d.vy - vy);
    ++d.count;
    m_queue.payload(i).lastPartner = -2 - segment;
    ++m_totals.events;
    ++m_totals.collisions;
    ++m_totals.wallCollisions;
    if (m_listener)
        m_listener({t, CollisionRecord::Kind::Wall, m_fileIndex[static_cast<std::size_t>(i)], kFirstSegmentWall + segment});
    predict(i);
}

void EventDrivenEngine::Impl::processCellCrossing(std::int32_t i, Direction direction, double t)
{
    moveTo(i, t);
    DiskState& d = m_disks[static_cast<std::size_t>(i)];
    int column = m_grid.column(d.cell);
    int row = m_grid.row(d.cell);
    const double w = m_grid.width(), h = m_grid.height();
    // Wrapping moves the disk by one box length; under gravity that shifts its potential energy.
    const double mass = m_queue.payload(i).mass;
    switch (direction) {
    case West:
        if (--column < 0) {
            column += m_grid.nx();
            d.x += w;
            m_totals.wrapPotential -= mass * m_gx * w;
        }
        break;
    case East:
        if (++column >= m_grid.nx()) {
            column -= m_grid.nx();
            d.x -= w;
            m_totals.wrapPotential += mass * m_gx * w;
        }
        break;
    case South:
        if (--row < 0) {
            row += m_grid.ny();
            d.y += h;
            m_totals.wrapPotential -= mass * m_gy * h;
        }
        break;
    case North:
        if (++row >= m_grid.ny()) {
            row -= m_grid.ny();
            d.y -= h;
            m_totals.wrapPotential += mass * m_gy * h;
        }
        break;
    }
    m_grid.remove(i, d.cell);
    d.cell = m_grid.index(column, row);
    m_grid.insert(i, d.cell);
    ++m_totals.events;
    ++m_totals.cellCrossings;
    predict(i);
    maintain();
}

void EventDrivenEngine::Impl::processShellExit(std::int32_t i, double t)
{
    moveTo(i, t);
    relink(i);
    ++m_totals.events;
    ++m_totals.cellCrossings;
    predict(i);
    maintain();
}

void EventDrivenEngine::Impl::maintain()
{
    // The event rate drifts as a gas heats, cools or is compressed; re-aim the calendar now
    // and then (O(N) every few N events).
    if (m_totals.events - m_eventsAtCalibration > 8 * m_disks.size() + 1024)
        calibrateQueue();
    // Disks wander away from their memory neighbours; restoring the order costs O(N log N)
    // once every 50 N events.
    if (m_disks.size() >= kSortThreshold && m_totals.events - m_eventsAtSort > 50 * m_disks.size())
        sortByCell();
}

template <bool FetchAhead>
bool EventDrivenEngine::Impl::processUntil(double limit, std::uint64_t collisions)
{
    while (m_totals.collisions < collisions) {
        if (processNext<FetchAhead>(limit) == Step::Beyond)
            return false;
    }
    return true;
}

void EventDrivenEngine::Impl::advanceTo(double t)
{
    constexpr std::uint64_t kAnyNumberOfCollisions = UINT64_MAX;
    if (m_fetchingAhead)
        processUntil<true>(t, kAnyNumberOfCollisions);
    else
        processUntil<false>(t, kAnyNumberOfCollisions);
    m_now = std::max(m_now, t);
}

bool EventDrivenEngine::Impl::advanceCollisions(std::uint64_t count)
{
    const std::uint64_t target = m_totals.collisions + count;
    return m_fetchingAhead ? processUntil<true>(kernels::kNever, target) : processUntil<false>(kernels::kNever, target);
}

} // namespace disklab
