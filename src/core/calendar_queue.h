#pragma once
// Event calendar: the event-driven engine's queue of one pending time per disk.
//
// Times are sorted into buckets of fixed width; only the current bucket is kept as a small
// binary heap, later buckets are unsorted intrusive lists, and times beyond one "year" of
// buckets wait in an overflow list that is re-scanned once a year. An update is O(1) unless it
// touches the current bucket (O(log of a few items)), against O(log N) with random memory
// access for a heap over all disks. The order is exactly that of a heap over all items,
// ties broken by the smaller item (eventBefore).
//
// In a calendar larger than the cache, every bucket's list is at a random place. So linking
// an item into a later bucket first only asks for that bucket's head; the item waits among a
// few "arriving" ones until its bucket comes up or room is needed, by when the head is at hand
// (and an item updated again meanwhile never touches it). Likewise, moving on to a bucket asks
// for the first item of the bucket after the next.

#include "core/event_queue.h"

#include <cmath>
#include <cstdint>
#include <limits>
#include <vector>

namespace disklab {

class CalendarQueue {
public:
    /// n items, all at +infinity; bucket width 1 until calibrate().
    void reset(std::int32_t count);
    /// Sets an item's time (earlier or later, +infinity for "never"; times are >= 0) and its
    /// rank among equal times (see eventBefore).
    void update(std::int32_t item, double time, std::int32_t rank);
    /// Re-sorts everything into buckets of the given width (> 0), for events typically this
    /// far apart; the engine calls it with (mean time to a disk's next event) / N.
    void calibrate(double bucketWidth);

    std::int32_t top() const { return m_heap.empty() ? 0 : m_heap.front(); }
    double topTime() const
    {
        return m_heap.empty() ? std::numeric_limits<double>::infinity() : entry(m_heap.front()).time;
    }
    double time(std::int32_t item) const { return entry(item).time; }
    std::int32_t size() const { return static_cast<std::int32_t>(m_entries.size()); }
    double bucketWidth() const { return m_width; }
    /// The first item listed in the bucket after the current one (-1 if none): likely among
    /// the next few to come to the top.
    std::int32_t comingItem() const
    {
        return m_ring[static_cast<std::size_t>((m_current + 1) & static_cast<std::int64_t>(m_ring.size() - 1))];
    }

private:
    static constexpr std::int64_t kNever = std::numeric_limits<std::int64_t>::max();
    enum class Where : std::uint8_t { Nowhere, Heap, Arriving, Ring, Overflow };
    /// Everything about one item in one place: an update touches one cache line of its own
    /// (and those of its list neighbours), not one per field.
    struct Entry {
        double time = std::numeric_limits<double>::infinity();
        std::int32_t rank = 0;
        std::int32_t next = -1, prev = -1;  // intrusive lists (ring buckets and overflow)
        std::int32_t heapPosition = -1;     // -1 when not in the heap
        Where where = Where::Nowhere;
    };
    static_assert(sizeof(Entry) == 32);

    Entry& entry(std::int32_t item) { return m_entries[static_cast<std::size_t>(item)]; }
    const Entry& entry(std::int32_t item) const { return m_entries[static_cast<std::size_t>(item)]; }

    std::int64_t bucketOf(double time) const;
    void place(std::int32_t item);
    void detach(std::int32_t item);
    void refill();
    static constexpr std::int64_t kEveryBucket = -1;
    /// Links the arriving items due in the given bucket (or all of them) into their buckets.
    void linkArriving(std::int64_t bucket);
    [[gnu::noinline]] void forgetArriving(std::int32_t item);  // rare: keeps detach() small enough to inline
    void linkInto(std::int32_t& head, std::int32_t item);
    void unlinkFrom(std::int32_t& head, std::int32_t item);
    void moveOverflowWithinYear();

    // Current-bucket heap.
    bool before(std::int32_t a, std::int32_t b) const
    {
        const Entry& ea = entry(a);
        const Entry& eb = entry(b);
        return eventBefore(ea.time, ea.rank, a, eb.time, eb.rank, b);
    }
    void heapPush(std::int32_t item);
    void heapRemove(std::int32_t item);
    void heapSet(std::size_t at, std::int32_t item);
    void siftUp(std::size_t at);
    void siftDown(std::size_t at);

    double m_width = 1.0;
    double m_inverseWidth = 1.0;
    std::int64_t m_current = 0;          // absolute index of the bucket held in the heap
    std::vector<Entry> m_entries;
    std::vector<std::int32_t> m_heap;
    std::vector<std::int32_t> m_ring;    // list head per bucket of the year, -1 if empty
    // Fetching ahead only pays once the calendar outgrows the core's own cache.
    static constexpr std::size_t kFetchAheadFromItems = 32768;
    bool m_fetchAhead = false;
    struct Arriving {
        std::int32_t item;
        std::int64_t bucket;
    };
    static constexpr int kMostArriving = 4;
    Arriving m_arriving[kMostArriving] = {};  // within the year, not yet in their bucket's list
    int m_arrivingCount = 0;
    std::int32_t m_overflow = -1;
    std::int64_t m_inRing = 0;
    std::int64_t m_inOverflow = 0;
};

static_assert(EventQueue<CalendarQueue>);

} // namespace disklab
