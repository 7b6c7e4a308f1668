#pragma once
// The per-disk records of the event-driven engine, shared by its event loop and its prefetcher.
// Core-private (see event_driven_engine_internals.h).

#include "core/calendar_queue.h"
#include "core/cell_grid.h"
#include "core/engine.h"

#include <cstdint>

namespace disklab::event_driven {

/// Cell-crossing directions, stored in the event's partner slot.
enum Direction : std::int32_t { West = 0, East = 1, South = 2, North = 3 };

/// What a disk's pending event is, or what it last hit, in one int, so that it fits in the
/// disk's cache line: another disk (its index, >= 0), a wall (box or interior, by its WallIndex,
/// the event log's numbering), a cell crossing, a shell exit, or nothing.
struct PendingEvent {
    static std::int32_t pair(std::int32_t partner) { return partner; }
    static std::int32_t crossing(Direction direction) { return -1 - direction; }  // -1 .. -4
    static std::int32_t wall(WallIndex wall) { return -5 - wall; }                // -5 ...
    static constexpr std::int32_t kNone = INT32_MIN;
    static constexpr std::int32_t kShellExit = INT32_MIN + 1;

    static bool isPair(std::int32_t code) { return code >= 0; }
    static bool isCrossing(std::int32_t code) { return code < 0 && code >= -4; }
    static bool isWall(std::int32_t code) { return code <= -5 && code > kShellExit; }
    static Direction direction(std::int32_t code) { return static_cast<Direction>(-1 - code); }
    static WallIndex wallOf(std::int32_t code) { return -5 - code; }
};

/// Everything an event reads about a disk, in one cache line: neighbours are visited in
/// random memory order, so one line per neighbour beats one line per field. What only the
/// disk's own events read is in OwnData.
struct alignas(64) DiskState {
    double x, y, vx, vy;
    double t;  // local clock: the state above is at this time
    double radius;
    std::uint32_t count;         // collisions this disk has had
    std::int32_t cell;           // on neighbour lists: the cell of its shell's centre
    std::int32_t pending;        // its pending event, see PendingEvent
    std::uint32_t partnerCount;  // a pending pair event's partner's count when predicted
};
static_assert(sizeof(DiskState) == 64);

/// What only a disk's own events read and write besides its record, kept in the calendar
/// with the disk's key (see CalendarQueue::payload): in a large system an event then waits
/// for one line of it, not three.
struct OwnData {
    double mass;
    std::int32_t lastHit;  // what it hit last, as a PendingEvent code; kNone before any
};

using EventCalendar = CalendarQueue<OwnData>;

/// The cell whose neighbourhood the disk's pending event will predict from: the one it is
/// about to enter for a crossing, else its own.
inline std::int32_t cellPredictedFrom(const DiskState& d, const CellGrid& grid)
{
    if (!PendingEvent::isCrossing(d.pending))
        return d.cell;
    static constexpr int kStepX[4] = {-1, 1, 0, 0};  // West, East, South, North
    static constexpr int kStepY[4] = {0, 0, -1, 1};
    const Direction direction = PendingEvent::direction(d.pending);
    const std::int32_t next = d.cell + kStepX[direction] + kStepY[direction] * grid.nx();
    // Across a periodic edge the next cell is elsewhere; the fetches skip edges anyway.
    return next >= 0 && next < grid.nx() * grid.ny() ? next : d.cell;
}

} // namespace disklab::event_driven
