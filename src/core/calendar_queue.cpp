#include "core/calendar_queue.h"

#include <algorithm>
#include <bit>

namespace disklab {

void CalendarQueue::reset(std::int32_t count)
{
    const auto n = static_cast<std::size_t>(count);
    m_entries.assign(n, Entry{});
    for (std::size_t i = 0; i < n; ++i)
        m_entries[i].rank = static_cast<std::int32_t>(i);
    m_heap.clear();
    // A year of about two buckets per item keeps most pending events out of the overflow.
    m_ring.assign(std::bit_ceil(std::max<std::size_t>(2 * n, 16)), -1);
    m_fetchAhead = n >= kFetchAheadFromItems;
    m_arrivingCount = 0;
    m_overflow = -1;
    m_inRing = 0;
    m_inOverflow = 0;
    m_current = 0;
    m_width = 1.0;
    m_inverseWidth = 1.0;
}

std::int64_t CalendarQueue::bucketOf(double time) const
{
    // Simulated times are never negative, so truncation is floor; any monotone map of time to
    // buckets keeps the order exact.
    const double index = time * m_inverseWidth;
    if (!(index < 4e18))
        return time == std::numeric_limits<double>::infinity() ? kNever : kNever - 1;  // beyond any year
    return static_cast<std::int64_t>(index);
}

void CalendarQueue::linkInto(std::int32_t& head, std::int32_t item)
{
    Entry& e = entry(item);
    e.prev = -1;
    e.next = head;
    if (head >= 0)
        entry(head).prev = item;
    head = item;
}

void CalendarQueue::unlinkFrom(std::int32_t& head, std::int32_t item)
{
    const Entry& e = entry(item);
    if (e.prev >= 0)
        entry(e.prev).next = e.next;
    else
        head = e.next;
    if (e.next >= 0)
        entry(e.next).prev = e.prev;
}

void CalendarQueue::detach(std::int32_t item)
{
    Entry& e = entry(item);
    const auto year = static_cast<std::int64_t>(m_ring.size());
    switch (e.where) {
    case Where::Heap:
        heapRemove(item);
        break;
    case Where::Arriving:
        forgetArriving(item);
        --m_inRing;
        break;
    case Where::Ring:
        unlinkFrom(m_ring[static_cast<std::size_t>(bucketOf(e.time) & (year - 1))], item);
        --m_inRing;
        break;
    case Where::Overflow:
        unlinkFrom(m_overflow, item);
        --m_inOverflow;
        break;
    case Where::Nowhere:
        break;
    }
    e.where = Where::Nowhere;
}

void CalendarQueue::place(std::int32_t item)
{
    Entry& e = entry(item);
    const std::int64_t k = bucketOf(e.time);
    const auto year = static_cast<std::int64_t>(m_ring.size());
    if (k == kNever) {
        e.where = Where::Nowhere;
    } else if (k <= m_current) {
        heapPush(item);
    } else if (k < m_current + year) {
        std::int32_t& head = m_ring[static_cast<std::size_t>(k & (year - 1))];
        if (m_fetchAhead) {
            if (m_arrivingCount == kMostArriving)
                linkArriving(kEveryBucket);
            __builtin_prefetch(&head, 1);
            m_arriving[m_arrivingCount++] = {item, k};
            e.where = Where::Arriving;
        } else {
            linkInto(head, item);
            e.where = Where::Ring;
        }
        ++m_inRing;
    } else {
        linkInto(m_overflow, item);
        e.where = Where::Overflow;
        ++m_inOverflow;
    }
}

void CalendarQueue::forgetArriving(std::int32_t item)
{
    Arriving* const last = m_arriving + --m_arrivingCount;
    *std::find_if(m_arriving, last + 1, [item](const Arriving& a) { return a.item == item; }) = *last;
}

void CalendarQueue::linkArriving(std::int64_t bucket)
{
    const auto year = static_cast<std::int64_t>(m_ring.size());
    int kept = 0;
    for (int a = 0; a < m_arrivingCount; ++a) {
        const Arriving arriving = m_arriving[a];
        if (bucket != kEveryBucket && arriving.bucket != bucket) {
            m_arriving[kept++] = arriving;
            continue;
        }
        linkInto(m_ring[static_cast<std::size_t>(arriving.bucket & (year - 1))], arriving.item);
        entry(arriving.item).where = Where::Ring;
    }
    m_arrivingCount = kept;
}

void CalendarQueue::update(std::int32_t item, double time, std::int32_t rank)
{
    detach(item);
    Entry& e = entry(item);
    e.time = time;
    e.rank = rank;
    place(item);
    if (m_heap.empty())
        refill();
}

void CalendarQueue::moveOverflowWithinYear()
{
    const auto year = static_cast<std::int64_t>(m_ring.size());
    for (std::int32_t item = m_overflow; item >= 0;) {
        const std::int32_t next = entry(item).next;
        const std::int64_t k = bucketOf(entry(item).time);
        if (k < m_current + year) {
            unlinkFrom(m_overflow, item);
            --m_inOverflow;
            linkInto(m_ring[static_cast<std::size_t>(k & (year - 1))], item);
            entry(item).where = Where::Ring;
            ++m_inRing;
        }
        item = next;
    }
}

void CalendarQueue::refill()
{
    const auto year = static_cast<std::int64_t>(m_ring.size());
    while (m_heap.empty() && m_inRing + m_inOverflow > 0) {
        if (m_inRing == 0) {
            // Nothing within the year: jump straight to the earliest overflow bucket.
            std::int64_t earliest = kNever;
            for (std::int32_t item = m_overflow; item >= 0; item = entry(item).next)
                earliest = std::min(earliest, bucketOf(entry(item).time));
            m_current = earliest;
            moveOverflowWithinYear();
        } else {
            ++m_current;
            // Once a year, times that were too far ahead come within reach.
            if ((m_current & (year - 1)) == 0)
                moveOverflowWithinYear();
        }
        if (m_arrivingCount > 0)
            linkArriving(m_current);
        std::int32_t& head = m_ring[static_cast<std::size_t>(m_current & (year - 1))];
        for (std::int32_t item = head; item >= 0;) {
            const std::int32_t next = entry(item).next;
            --m_inRing;
            heapPush(item);
            item = next;
        }
        head = -1;
        if (m_fetchAhead) {
            const std::int32_t comingHead = m_ring[static_cast<std::size_t>((m_current + 2) & (year - 1))];
            if (comingHead >= 0)
                __builtin_prefetch(&entry(comingHead));
        }
    }
}

void CalendarQueue::calibrate(double bucketWidth)
{
    if (!(bucketWidth > 0.0) || !std::isfinite(bucketWidth))
        return;
    double earliest = std::numeric_limits<double>::infinity();
    for (Entry& e : m_entries) {
        earliest = std::min(earliest, e.time);
        e.heapPosition = -1;
        e.where = Where::Nowhere;
    }
    std::fill(m_ring.begin(), m_ring.end(), -1);
    m_arrivingCount = 0;
    m_heap.clear();
    m_overflow = -1;
    m_inRing = 0;
    m_inOverflow = 0;
    m_width = bucketWidth;
    m_inverseWidth = 1.0 / bucketWidth;
    m_current = bucketOf(earliest) == kNever ? 0 : bucketOf(earliest);
    for (std::int32_t item = 0; item < size(); ++item)
        place(item);
    if (m_heap.empty())
        refill();
}

void CalendarQueue::heapSet(std::size_t at, std::int32_t item)
{
    m_heap[at] = item;
    entry(item).heapPosition = static_cast<std::int32_t>(at);
}

void CalendarQueue::heapPush(std::int32_t item)
{
    entry(item).where = Where::Heap;
    m_heap.push_back(item);
    heapSet(m_heap.size() - 1, item);
    siftUp(m_heap.size() - 1);
}

void CalendarQueue::heapRemove(std::int32_t item)
{
    const auto at = static_cast<std::size_t>(entry(item).heapPosition);
    entry(item).heapPosition = -1;
    const std::int32_t last = m_heap.back();
    m_heap.pop_back();
    if (at == m_heap.size())
        return;
    heapSet(at, last);
    siftUp(at);
    siftDown(static_cast<std::size_t>(entry(last).heapPosition));
}

void CalendarQueue::siftUp(std::size_t at)
{
    const std::int32_t item = m_heap[at];
    while (at > 0) {
        const std::size_t parent = (at - 1) / 2;
        if (!before(item, m_heap[parent]))
            break;
        heapSet(at, m_heap[parent]);
        at = parent;
    }
    heapSet(at, item);
}

void CalendarQueue::siftDown(std::size_t at)
{
    const std::size_t count = m_heap.size();
    const std::int32_t item = m_heap[at];
    for (;;) {
        std::size_t child = 2 * at + 1;
        if (child >= count)
            break;
        if (child + 1 < count && before(m_heap[child + 1], m_heap[child]))
            ++child;
        if (!before(m_heap[child], item))
            break;
        heapSet(at, m_heap[child]);
        at = child;
    }
    heapSet(at, item);
}

} // namespace disklab
