#pragma once
// Asks memory early for what the event-driven engine's coming events will read. Core-private.
//
// In a large system a prediction waits on memory: the cell slots, then the neighbours'
// records, each a cache miss at a random place. So what an event will read is fetched as soon
// as it is known: a few events ahead (lookAhead), and again at the event the popped disk's
// neighbourhood (for a crossing, around the cell it enters) while its partner's counter is
// checked, and the partner's while the first disk is predicted. A prefetch never changes what
// the engine computes, only when its loads arrive.

#include "core/cell_grid.h"
#include "core/event_driven_records.h"
#include "core/neighbour_lists.h"

#include <algorithm>
#include <cstdint>
#include <vector>

namespace disklab::event_driven {

class EventPrefetcher {
public:
    /// Below this many disks everything sits in the core's own cache and the fetches only cost
    /// time: the engine then never calls this class.
    static constexpr std::size_t kFromDisks = 32768;

    /// The engine's state the fetches read. Passed by the engine at each call rather than
    /// held, so that the inlined fetches compile to the loads the engine would make itself.
    struct Memory {
        const std::vector<DiskState>& disks;
        const CellGrid& grid;
        const NeighbourLists& lists;
        const EventCalendar& calendar;
        bool usesLists;
    };

    /// At every event: fetches for the events the calendar has filed next the records
    /// kRecordsAhead events ahead, the cells (or list blocks), calendar records and partners
    /// kCellsAhead ahead, and the neighbours' records kNeighboursAhead ahead. An out-of-line
    /// call, so its arguments come in registers rather than as a Memory built on the stack.
    void lookAhead(const std::vector<DiskState>& disks, const CellGrid& grid, const NeighbourLists& lists,
                   const EventCalendar& calendar, bool usesLists);

    /// The neighbourhood disk i, just popped, will predict from, unless the look-ahead has
    /// just asked for it: it only sees events filed in the calendar's coarse bucket under way
    /// before it began (the great majority).
    [[gnu::always_inline]] void fetchForPopped(const Memory& memory, std::int32_t i)
    {
        const std::int32_t cell = cellPredictedFrom(memory.disks[static_cast<std::size_t>(i)], memory.grid);
        if (!m_recent.contains(i, cell))
            fetchNeighboursOf(memory, i, cell);
    }

    /// The records of the disks a prediction of disk i from this cell will read: its listed
    /// neighbours on neighbour lists, else the disks in the 3 x 3 cells around.
    // Inlined on purpose: as an out-of-line call the same fetches ran 5 % slower at N = 10^6.
    [[gnu::always_inline]] static void fetchNeighboursOf(const Memory& memory, std::int32_t i, std::int32_t cell)
    {
        if (memory.usesLists)
            fetchListed(memory, i);
        else
            fetchNeighbourhood(memory, cell);
    }

private:
    // How many events ahead each link of the chain is fetched: one link every two events
    // (10^5 and 10^6 disks, side by side: one link per event and one per three were slower).
    static constexpr std::uint64_t kRecordsAhead = 6;
    static constexpr std::uint64_t kCellsAhead = 4;
    static constexpr std::uint64_t kNeighboursAhead = 2;

    /// The first of the three adjacent cells in each row of the 3 x 3 cells around a cell;
    /// false at the edges, which the fetches skip like the prediction's fast path (a hint, not
    /// a duty).
    [[gnu::always_inline]] static bool rowsAround(const CellGrid& grid, std::int32_t cell, std::int32_t (&firsts)[3])
    {
        const int cx = grid.column(cell);
        const int cy = grid.row(cell);
        if (cx < 1 || cx >= grid.nx() - 1 || cy < 1 || cy >= grid.ny() - 1)
            return false;
        for (int row = 0; row < 3; ++row)
            firsts[row] = grid.index(cx - 1, cy - 1 + row);
        return true;
    }

    [[gnu::always_inline]] static void fetchNeighbourhood(const Memory& memory, std::int32_t cell)
    {
        const CellGrid& grid = memory.grid;
        std::int32_t firsts[3];
        if (!rowsAround(grid, cell, firsts))
            return;
        if (grid.capacity() == CellGrid::kFirstCapacity) {
            // Every slot of the three cells of a row, used or not, with no count and no loop
            // whose length a branch must guess: an empty slot asks for the line just before the
            // records, which stays in cache. (A prefetch never faults; the address is formed
            // as an integer.)
            const auto records = reinterpret_cast<std::uintptr_t>(memory.disks.data());
            for (const std::int32_t first : firsts) {
                const std::int32_t* members = grid.members(first);
                for (int k = 0; k < 3 * CellGrid::kFirstCapacity; ++k)
                    __builtin_prefetch(reinterpret_cast<const void*>(
                        records + static_cast<std::uintptr_t>(std::intptr_t{members[k]} * std::intptr_t{sizeof(DiskState)})));
            }
            return;
        }
        for (const std::int32_t first : firsts) {
            for (std::int32_t neighbour = first; neighbour < first + 3; ++neighbour) {
                const std::int32_t* members = grid.members(neighbour);
                for (int k = 0; k < grid.count(neighbour); ++k)
                    __builtin_prefetch(&memory.disks[static_cast<std::size_t>(members[k])]);
            }
        }
    }

    [[gnu::always_inline]] static void fetchListed(const Memory& memory, std::int32_t i)
    {
        const std::uint32_t* entries = memory.lists.entries(i);
        for (int k = 0; k < memory.lists.count(i); ++k)
            __builtin_prefetch(&memory.disks[static_cast<std::size_t>(NeighbourLists::neighbour(entries[k]))]);
    }

    /// The slots of the 3 x 3 cells around a cell.
    [[gnu::always_inline]] static void fetchCells(const CellGrid& grid, std::int32_t cell)
    {
        std::int32_t firsts[3];
        if (!rowsAround(grid, cell, firsts))
            return;
        for (const std::int32_t first : firsts) {
            __builtin_prefetch(grid.members(first));
            __builtin_prefetch(grid.members(first + 3) - 1);
        }
    }

    /// How far lookAhead() has gone through the calendar's coming tickets in each of its
    /// stages, by CalendarQueue::comingSerial().
    struct LookedAhead {
        std::uint64_t records = 0;
        std::uint64_t cells = 0;
        std::uint64_t neighbours = 0;
    };
    LookedAhead m_lookedAhead;

    /// The last few neighbourhoods (disk, cell predicted from) the look-ahead asked memory
    /// for, so that the event itself does not ask again: the lines are on their way, and
    /// asking twice cost about 350 instructions per collision at 10^5 disks, 6 % of all
    /// executed.
    class RecentNeighbourhoods {
    public:
        RecentNeighbourhoods() { std::ranges::fill(m_keys, kNoKey); }
        void note(std::int32_t disk, std::int32_t cell) { m_keys[m_next++ % kCount] = key(disk, cell); }
        bool contains(std::int32_t disk, std::int32_t cell) const
        {
            bool found = false;
            for (const std::uint64_t k : m_keys)
                found |= k == key(disk, cell);
            return found;
        }

    private:
        // The look-ahead fetches neighbourhoods kNeighboursAhead events before theirs, about
        // one an event, so eight cover them with room for bursts of tickets.
        static constexpr unsigned kCount = 8;
        static std::uint64_t key(std::int32_t disk, std::int32_t cell)
        {
            return std::uint64_t{static_cast<std::uint32_t>(disk)} << 32 | static_cast<std::uint32_t>(cell);
        }
        // No disk and cell make this key: disk indices are below 2^31.
        static constexpr std::uint64_t kNoKey = ~0ull;
        std::uint64_t m_keys[kCount];
        unsigned m_next = 0;
    };
    RecentNeighbourhoods m_recent;
};

} // namespace disklab::event_driven
