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
// Buckets come in two tiers so that the arrays written to are few and stay in cache: a ring of
// coarse buckets covers the "year", each coarse bucket as long as about sqrt(year) fine ones;
// times beyond the year wait in an overflow array looked through once a year. Moving on to a
// coarse bucket sorts its tickets by fine bucket into one flat window, read front to back as
// the fine buckets come up; tickets filed meanwhile for a later fine bucket of the coarse
// bucket under way (a few) wait in a small heap of their own until their bucket comes up.

#include "core/event_queue.h"

#include <cmath>
#include <cstdint>
#include <limits>
#include <span>
#include <vector>

namespace disklab {

class CalendarQueue {
public:
    /// One filed event, by value.
    struct Ticket {
        double time;
        std::int32_t item;
        std::int32_t rank;
    };

    /// n items, all at +infinity; bucket width 1 until calibrate().
    void reset(std::int32_t count);
    /// Sets an item's time (earlier or later, +infinity for "never"; times are >= 0) and its
    /// rank among equal times (see eventBefore).
    void update(std::int32_t item, double time, std::int32_t rank);
    /// Re-sorts everything into buckets of the given width (> 0), for events typically this
    /// far apart; the engine calls it with (mean time to a disk's next event) / N.
    void calibrate(double bucketWidth);

    std::int32_t top() const { return m_heap.empty() ? 0 : m_heap.front().item; }
    double topTime() const { return m_heap.empty() ? std::numeric_limits<double>::infinity() : m_heap.front().time; }
    double time(std::int32_t item) const { return m_keys[static_cast<std::size_t>(item)].time; }
    std::int32_t size() const { return static_cast<std::int32_t>(m_keys.size()); }
    double bucketWidth() const { return m_width; }
    /// The fine bucket now under way; it changes when the calendar moves on.
    std::int64_t currentBucket() const { return m_current; }
    /// The tickets filed so far in the fine bucket `ahead` (>= 1) buckets after the current one,
    /// some perhaps replaced since: the items likely to come to the top in about that many
    /// events. Empty beyond the coarse bucket under way.
    std::span<const Ticket> upcoming(std::int64_t ahead) const
    {
        const std::int64_t bucket = m_current + ahead;
        if ((bucket >> m_fineBits) != (m_current >> m_fineBits))
            return {};
        const auto fine = static_cast<std::size_t>(bucket & (fineCount() - 1));
        return std::span<const Ticket>(m_window).subspan(m_windowStart[fine], m_windowStart[fine + 1] - m_windowStart[fine]);
    }

private:
    static constexpr std::int64_t kNever = std::numeric_limits<std::int64_t>::max();
    /// What an item's valid ticket must match.
    struct Key {
        double time = std::numeric_limits<double>::infinity();
        std::int32_t rank = 0;
    };

    std::int64_t fineCount() const { return std::int64_t{1} << m_fineBits; }
    std::int64_t coarseCount() const { return static_cast<std::int64_t>(m_coarse.size()); }
    std::int64_t bucketOf(double time) const;
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
    /// Sorts the current coarse bucket's tickets into the window.
    void enterCoarseBucket();
    void jumpToEarliestOverflow();
    void moveOverflowWithinYear();
    std::size_t windowTicketsAfterCurrent() const
    {
        return m_window.size() - m_windowStart[static_cast<std::size_t>(m_current & (fineCount() - 1)) + 1];
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
    std::vector<std::size_t> m_windowFill;       // scratch for sorting a coarse bucket into it
    std::vector<std::vector<Ticket>> m_coarse;  // the rest of the year, by coarse bucket
    std::vector<Ticket> m_overflow;
    std::size_t m_coarseTickets = 0;
};

static_assert(EventQueue<CalendarQueue>);

} // namespace disklab
