#pragma once
// Event calendar: the event-driven engine's queue of one pending time per disk.
//
// Times are sorted into buckets of fixed width; only the current bucket is kept as a small
// binary heap. The order is exactly that of a heap over all items, ties broken by the smaller
// item (eventBefore), at O(1) per update instead of O(log N) with random memory access.
//
// In a calendar larger than the cache, whatever an update touches at a random place costs a
// wait on memory. So an update reads nothing: it writes the item's new key and files a
// "ticket" (time, item, rank) by value at the end of an array. The ticket it replaces stays
// where it is and is dropped when it comes up, since it no longer matches its item's key (one
// that still matches stands for the very same event, so a second copy is harmless).
// Buckets come in two tiers so that the arrays written to are few: a ring of
// coarse buckets covers the "year", each coarse bucket as long as about sqrt(year) fine ones;
// times beyond the year wait in an overflow array looked through once a year. Moving on to a
// coarse bucket sorts its tickets by fine bucket into one flat window, read front to back as
// the fine buckets come up; tickets filed meanwhile for a later fine bucket of the coarse
// bucket under way (a few) wait in a small heap of their own until their bucket comes up.
// Tickets for later coarse buckets are written one after another into one array and handed to
// their buckets all together when the calendar moves on to the next coarse bucket: about
// sqrt(year) bucket ends would each be out of cache again by the time their next ticket came,
// while the one array's end stays in cache, and each bucket's end is then fetched once for the
// two or so tickets it gets.

#include "core/event_queue.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <span>
#include <vector>

namespace disklab {

/// For a calendar whose items carry nothing besides their keys.
struct NoPayload {};

/// Payload: what the calendar's owner keeps of each item next to its key (see payload()).
template <class Payload = NoPayload>
class CalendarQueue {
public:
    /// Everything, for a checkpoint (core/state_archive.h): the tickets stay where they lie in
    /// the heap and the buckets, so equal times come out in the same order after a restore.
    template <class Self, class Archive>
    static void transferState(Self& self, Archive& archive)
    {
        archive(self.m_width), archive(self.m_inverseWidth), archive(self.m_current), archive(self.m_fineBits);
        archive(self.m_dueBelow), archive(self.m_coarseEnd), archive(self.m_yearEnd), archive(self.m_keys);
        archive(self.m_heap), archive(self.m_late), archive(self.m_window), archive(self.m_windowStart);
        archive(self.m_windowSerial), archive(self.m_coarse), archive(self.m_arriving), archive(self.m_overflow);
        archive(self.m_coarseTickets);
    }
    /// One filed event, by value.
    struct Ticket {
        double time;
        std::int32_t item;
        std::int32_t rank;
    };

    /// n items, all at +infinity, with default payloads; bucket width 1 until calibrate().
    void reset(std::int32_t count);
    /// Sets an item's time (earlier or later, +infinity for "never"; times are >= 0) and its
    /// rank among equal times (see eventBefore).
    void update(std::int32_t item, double time, std::int32_t rank);
    /// Re-sorts everything into buckets of the given width (> 0), for events typically this
    /// far apart; the engine calls it with a small multiple of (mean time to a disk's next event) / N.
    void calibrate(double bucketWidth);

    std::int32_t top() const { return m_heap.empty() ? 0 : m_heap.front().item; }
    double topTime() const { return m_heap.empty() ? std::numeric_limits<double>::infinity() : m_heap.front().time; }
    double time(std::int32_t item) const { return m_keys[static_cast<std::size_t>(item)].time; }
    std::int32_t size() const { return static_cast<std::int32_t>(m_keys.size()); }
    /// What the owner keeps of an item beside its key, in the same cache line: an update writes
    /// the key and the item's event reads it, so in a calendar larger than the cache whatever
    /// else the owner reads and writes at that event comes with it instead of costing another
    /// wait on memory. The calendar itself never looks at it.
    Payload& payload(std::int32_t item) { return m_keys[static_cast<std::size_t>(item)].payload; }
    const Payload& payload(std::int32_t item) const { return m_keys[static_cast<std::size_t>(item)].payload; }
    /// Asks memory for an item's key and payload ahead of its event.
    void fetch(std::int32_t item) const { __builtin_prefetch(&m_keys[static_cast<std::size_t>(item)]); }
    double bucketWidth() const { return m_width; }
    /// The tickets filed for the fine buckets after the current one, up to the end of the coarse
    /// bucket under way, in bucket order (some perhaps replaced since): the items likely to come
    /// to the top next, in about that order. Empty in the coarse bucket's last fine bucket.
    std::span<const Ticket> coming() const
    {
        return std::span<const Ticket>(m_window).subspan(comingStart());
    }
    /// A number for coming().front() that grows with every ticket passed on the way: a ticket
    /// keeps its number (comingSerial() + its place in coming()) while it is among the coming
    /// ones, so that a reader can tell which of them it has seen.
    std::uint64_t comingSerial() const { return m_windowSerial + comingStart(); }
    /// Tickets left in the current fine bucket, the top's included (some perhaps replaced):
    /// about how many events come before coming().front().
    std::size_t leftInCurrentBucket() const { return m_heap.size(); }

private:
    static constexpr std::int64_t kNever = std::numeric_limits<std::int64_t>::max();
    /// What an item's valid ticket must match, and the owner's payload. Aligned to its size
    /// rounded up to a power of two, so that no key straddles two cache lines.
    struct KeyFields {
        double time = std::numeric_limits<double>::infinity();
        std::int32_t rank = 0;
        [[no_unique_address]] Payload payload{};
    };
    struct alignas(std::bit_ceil(sizeof(KeyFields))) Key : KeyFields {};

    std::int64_t fineCount() const { return std::int64_t{1} << m_fineBits; }
    std::int64_t coarseCount() const { return static_cast<std::int64_t>(m_coarse.size()); }
    std::int64_t bucketOf(double time) const;
    /// The ring's array for the coarse bucket of this absolute index.
    std::vector<Ticket>& coarseBucket(std::int64_t coarse) { return m_coarse[static_cast<std::size_t>(coarse & (coarseCount() - 1))]; }
    bool isCurrent(const Ticket& ticket) const
    {
        const Key& key = m_keys[static_cast<std::size_t>(ticket.item)];
        return key.time == ticket.time && key.rank == ticket.rank;
    }
    /// Makes `bucket` the current fine bucket and works out the bounds file() sorts by.
    void setCurrent(std::int64_t bucket);
    void file(const Ticket& ticket);
    /// Drops replaced tickets from the top of the heap and moves on through the buckets until a
    /// current ticket is on top, or nothing is left.
    void settleTop();
    /// Files the tickets that arrived for later coarse buckets into their buckets.
    void sortArriving();
    /// Sorts the current coarse bucket's tickets into the window.
    void enterCoarseBucket();
    /// Removes the tickets that no longer match their items' keys.
    void dropReplaced(std::vector<Ticket>& tickets);
    void jumpToEarliestOverflow();
    void moveOverflowWithinYear();
    std::size_t comingStart() const { return m_windowStart[static_cast<std::size_t>(m_current & (fineCount() - 1)) + 1]; }
    /// Empties the window, numbering on from the tickets it held (see comingSerial()).
    void clearWindow()
    {
        m_windowSerial += m_window.size();
        m_window.clear();
        std::fill(m_windowStart.begin(), m_windowStart.end(), 0);
    }

    // Heaps, earliest first.
    struct Later {
        bool operator()(const Ticket& a, const Ticket& b) const
        {
            return eventBefore(b.time, b.rank, b.item, a.time, a.rank, a.item);
        }
    };
    static void push(std::vector<Ticket>& heap, const Ticket& ticket);
    static void pop(std::vector<Ticket>& heap);

    double m_width = 1.0;
    double m_inverseWidth = 1.0;
    std::int64_t m_current = 0;  // absolute index of the fine bucket whose tickets are in the heap
    int m_fineBits = 0;          // log2 of fine buckets per coarse bucket
    // Bounds on time / width, set with m_current (a bucket index b is below an integer bound B
    // exactly when time / width is): a new ticket below m_dueBelow goes into the heap, else one
    // below m_coarseEnd among the late ones, else one below m_yearEnd into the ring, else it
    // overflows.
    double m_dueBelow = 1.0;
    double m_coarseEnd = 1.0;
    double m_yearEnd = 1.0;
    std::vector<Key> m_keys;
    std::vector<Ticket> m_heap;                  // the current fine bucket
    std::vector<Ticket> m_late;                  // later in the coarse bucket, filed after it began
    std::vector<Ticket> m_window;                // the coarse bucket under way, by fine bucket
    std::vector<std::size_t> m_windowStart;      // where each fine bucket begins in m_window
    std::uint64_t m_windowSerial = 0;            // tickets in the windows before this one
    std::vector<std::size_t> m_windowFill;       // scratch for sorting a coarse bucket into it
    std::vector<std::vector<Ticket>> m_coarse;  // the rest of the year, by coarse bucket
    std::vector<Ticket> m_arriving;             // for m_coarse, filed since the coarse bucket under way began
    std::vector<Ticket> m_overflow;
    std::size_t m_coarseTickets = 0;
};

static_assert(EventQueue<CalendarQueue<>>);

template <class Payload>
void CalendarQueue<Payload>::reset(std::int32_t count)
{
    const auto n = static_cast<std::size_t>(count);
    m_keys.assign(n, Key{});
    for (std::size_t i = 0; i < n; ++i)
        m_keys[i].rank = static_cast<std::int32_t>(i);
    // A year of about two buckets per item keeps most pending events out of the overflow.
    const std::size_t year = std::bit_ceil(std::max<std::size_t>(2 * n, 16));
    m_fineBits = (std::countr_zero(year) + 1) / 2;
    m_coarse.assign(year >> m_fineBits, {});
    m_arriving.clear();
    m_windowStart.assign(static_cast<std::size_t>(fineCount()) + 1, 0);
    clearWindow();
    m_windowFill.assign(static_cast<std::size_t>(fineCount()), 0);
    m_overflow.clear();
    m_heap.clear();
    m_late.clear();
    m_coarseTickets = 0;
    m_width = 1.0;
    m_inverseWidth = 1.0;
    setCurrent(0);
}

template <class Payload>
std::int64_t CalendarQueue<Payload>::bucketOf(double time) const
{
    // Simulated times are never negative, so truncation is floor; any monotone map of time to
    // buckets keeps the order exact.
    const double index = time * m_inverseWidth;
    if (!(index < 4e18))
        return time == std::numeric_limits<double>::infinity() ? kNever : kNever - 1;  // beyond any year
    return static_cast<std::int64_t>(index);
}

template <class Payload>
void CalendarQueue<Payload>::setCurrent(std::int64_t bucket)
{
    m_current = bucket;
    const std::int64_t coarse = bucket >> m_fineBits;
    m_dueBelow = static_cast<double>(bucket + 1);
    m_coarseEnd = static_cast<double>((coarse + 1) << m_fineBits);
    m_yearEnd = static_cast<double>((coarse + coarseCount()) << m_fineBits);
}

template <class Payload>
void CalendarQueue<Payload>::file(const Ticket& ticket)
{
    const double scaled = ticket.time * m_inverseWidth;
    if (scaled < m_dueBelow) {
        push(m_heap, ticket);
    } else if (scaled < m_coarseEnd) {
        push(m_late, ticket);
    } else if (scaled < m_yearEnd) {
        m_arriving.push_back(ticket);
        ++m_coarseTickets;
    } else if (ticket.time != std::numeric_limits<double>::infinity()) {
        m_overflow.push_back(ticket);
    }
}

template <class Payload>
void CalendarQueue<Payload>::update(std::int32_t item, double time, std::int32_t rank)
{
    Key& key = m_keys[static_cast<std::size_t>(item)];
    key.time = time;
    key.rank = rank;
    // A non-empty heap has a current ticket on top; only this item's tickets went out of date.
    const bool settled = !m_heap.empty();
    file({time, item, rank});
    if (!settled || m_heap.front().item == item)
        settleTop();
}

template <class Payload>
void CalendarQueue<Payload>::settleTop()
{
    for (;;) {
        while (!m_heap.empty()) {
            if (isCurrent(m_heap.front()))
                return;
            pop(m_heap);
        }
        if (!m_late.empty() || !coming().empty()) {
            // Never past the coarse bucket: what is left of it lies within.
            ++m_current;
            m_dueBelow += 1.0;
        } else if (m_coarseTickets > 0) {
            setCurrent(((m_current >> m_fineBits) + 1) << m_fineBits);
            enterCoarseBucket();
        } else if (!m_overflow.empty()) {
            jumpToEarliestOverflow();
            if (m_coarseTickets == 0)
                return;  // every ticket there was out of date
            enterCoarseBucket();
        } else {
            return;  // nothing pending
        }
        const auto fine = static_cast<std::size_t>(m_current & (fineCount() - 1));
        const auto first = m_window.begin() + static_cast<std::ptrdiff_t>(m_windowStart[fine]);
        const auto last = m_window.begin() + static_cast<std::ptrdiff_t>(m_windowStart[fine + 1]);
        // The heap is empty here. A bucket holds a couple of tickets: appended one by one, not
        // by assign(), whose call to the library's memmove cost more than the copy.
        for (auto ticket = first; ticket != last; ++ticket)
            m_heap.push_back(*ticket);
        std::make_heap(m_heap.begin(), m_heap.end(), Later{});
        while (!m_late.empty() && m_late.front().time * m_inverseWidth < m_dueBelow) {
            push(m_heap, m_late.front());
            pop(m_late);
        }
    }
}

template <class Payload>
void CalendarQueue<Payload>::sortArriving()
{
    for (const Ticket& ticket : m_arriving)
        coarseBucket(bucketOf(ticket.time) >> m_fineBits).push_back(ticket);
    m_arriving.clear();
}

template <class Payload>
void CalendarQueue<Payload>::enterCoarseBucket()
{
    sortArriving();
    const std::int64_t coarse = m_current >> m_fineBits;
    // Once a year, times that were too far ahead come within reach (before this bucket is
    // sorted, since some may belong to it).
    if ((coarse & (coarseCount() - 1)) == 0)
        moveOverflowWithinYear();
    std::vector<Ticket>& tickets = coarseBucket(coarse);
    m_coarseTickets -= tickets.size();
    dropReplaced(tickets);
    // Counting sort by fine bucket.
    const auto fineOf = [this](const Ticket& ticket) {
        return static_cast<std::size_t>(bucketOf(ticket.time) & (fineCount() - 1));
    };
    clearWindow();
    for (const Ticket& ticket : tickets)
        ++m_windowStart[fineOf(ticket) + 1];
    for (std::size_t fine = 1; fine < m_windowStart.size(); ++fine)
        m_windowStart[fine] += m_windowStart[fine - 1];
    std::copy(m_windowStart.begin(), m_windowStart.end() - 1, m_windowFill.begin());
    m_window.resize(tickets.size());
    for (const Ticket& ticket : tickets)
        m_window[m_windowFill[fineOf(ticket)]++] = ticket;
    tickets.clear();
}

template <class Payload>
void CalendarQueue<Payload>::dropReplaced(std::vector<Ticket>& tickets)
{
    // Each key is at a random place; in a calendar larger than the cache asking for them some
    // tickets ahead keeps many misses in flight instead of a branch's worth.
    constexpr std::size_t kAhead = 16;
    std::size_t kept = 0;
    for (std::size_t k = 0; k < tickets.size(); ++k) {
        if (k + kAhead < tickets.size())
            fetch(tickets[k + kAhead].item);
        if (isCurrent(tickets[k]))
            tickets[kept++] = tickets[k];
    }
    tickets.resize(kept);
}

template <class Payload>
void CalendarQueue<Payload>::jumpToEarliestOverflow()
{
    dropReplaced(m_overflow);
    std::int64_t earliest = kNever;
    for (const Ticket& ticket : m_overflow)
        earliest = std::min(earliest, bucketOf(ticket.time));
    if (earliest == kNever)
        return;
    setCurrent((earliest >> m_fineBits) << m_fineBits);
    moveOverflowWithinYear();
}

template <class Payload>
void CalendarQueue<Payload>::moveOverflowWithinYear()
{
    std::erase_if(m_overflow, [this](const Ticket& ticket) {
        if (!isCurrent(ticket))
            return true;
        if (!(ticket.time * m_inverseWidth < m_yearEnd))
            return false;
        coarseBucket(bucketOf(ticket.time) >> m_fineBits).push_back(ticket);
        ++m_coarseTickets;
        return true;
    });
}

template <class Payload>
void CalendarQueue<Payload>::calibrate(double bucketWidth)
{
    if (!(bucketWidth > 0.0) || !std::isfinite(bucketWidth))
        return;
    m_heap.clear();
    m_late.clear();
    for (std::vector<Ticket>& bucket : m_coarse)
        bucket.clear();
    m_arriving.clear();
    m_coarseTickets = 0;
    m_overflow.clear();
    clearWindow();
    m_width = bucketWidth;
    m_inverseWidth = 1.0 / bucketWidth;
    double earliest = std::numeric_limits<double>::infinity();
    for (const Key& key : m_keys)
        earliest = std::min(earliest, key.time);
    setCurrent(bucketOf(earliest) == kNever ? 0 : bucketOf(earliest));
    for (std::int32_t item = 0; item < size(); ++item) {
        const Key& key = m_keys[static_cast<std::size_t>(item)];
        file({key.time, item, key.rank});
    }
    // Filing every item at once made the arrivals as many as the items; from now on they are
    // only those of one coarse bucket's time.
    sortArriving();
    m_arriving.shrink_to_fit();
    settleTop();
}

template <class Payload>
void CalendarQueue<Payload>::push(std::vector<Ticket>& heap, const Ticket& ticket)
{
    heap.push_back(ticket);
    std::push_heap(heap.begin(), heap.end(), Later{});
}

template <class Payload>
void CalendarQueue<Payload>::pop(std::vector<Ticket>& heap)
{
    std::pop_heap(heap.begin(), heap.end(), Later{});
    heap.pop_back();
}

} // namespace disklab
