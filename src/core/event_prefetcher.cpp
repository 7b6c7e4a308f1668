#include "core/event_prefetcher.h"

#include <span>

namespace disklab::event_driven {

// Each chain of waits an event's prediction goes through (the disk's record gives its cell or
// list, which give the neighbours' records) is started a few events early, a link every two
// events, so that the links of coming events overlap with the work of this one. The calendar's
// coming tickets are counted one by one rather than a bucket at a time: buckets are sized for
// a few events, so some hold none, and a look-ahead by buckets skipped a link after each
// empty one (29 % of its runs at 10^6 disks), whose wait then fell on the event itself.
void EventPrefetcher::lookAhead(const std::vector<DiskState>& disks, const CellGrid& grid,
                                const NeighbourLists& lists, const EventCalendar& calendar, bool usesLists)
{
    const Memory memory{disks, grid, lists, calendar, usesLists};
    const std::span<const EventCalendar::Ticket> coming = calendar.coming();
    const std::uint64_t first = calendar.comingSerial();
    // Where the event after this one stands among the serial numbers: the tickets left in the
    // current bucket come before the coming ones.
    const std::uint64_t next = first - std::min<std::uint64_t>(first, calendar.leftInCurrentBucket() - 1);
    // The coming tickets less than `lead` events after this one that this stage has not seen.
    auto unseen = [&](std::uint64_t& seenUpTo, std::uint64_t lead) {
        const std::uint64_t from = std::max(seenUpTo, first);
        const std::uint64_t to = std::max(from, std::min(next + lead, first + coming.size()));
        seenUpTo = to;
        return coming.subspan(from - first, to - from);
    };
    for (const auto& ticket : unseen(m_lookedAhead.records, kRecordsAhead)) {
        __builtin_prefetch(&disks[static_cast<std::size_t>(ticket.item)]);
        if (usesLists)
            lists.fetch(ticket.item);
    }
    for (const auto& ticket : unseen(m_lookedAhead.cells, kCellsAhead)) {
        const DiskState& d = disks[static_cast<std::size_t>(ticket.item)];
        if (!usesLists)
            fetchCells(grid, cellPredictedFrom(d, grid));
        calendar.fetch(ticket.item);
        if (PendingEvent::isPair(d.pending)) {
            __builtin_prefetch(&disks[static_cast<std::size_t>(d.pending)]);
            calendar.fetch(d.pending);
            if (usesLists)
                lists.fetch(d.pending);
        }
    }
    for (const auto& ticket : unseen(m_lookedAhead.neighbours, kNeighboursAhead)) {
        const std::int32_t cell = cellPredictedFrom(disks[static_cast<std::size_t>(ticket.item)], grid);
        fetchNeighboursOf(memory, ticket.item, cell);
        m_recent.note(ticket.item, cell);
    }
}

} // namespace disklab::event_driven
