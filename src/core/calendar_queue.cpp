#include "core/calendar_queue.h"

#include <algorithm>
#include <bit>

namespace disklab {

void CalendarQueue::reset(std::int32_t count)
{
    const auto n = static_cast<std::size_t>(count);
    m_keys.assign(n, Key{});
    for (std::size_t i = 0; i < n; ++i)
        m_keys[i].rank = static_cast<std::int32_t>(i);
    // A year of about two buckets per item keeps most pending events out of the overflow.
    const std::size_t year = std::bit_ceil(std::max<std::size_t>(2 * n, 16));
    m_fineBits = (std::countr_zero(year) + 1) / 2;
    m_coarse.assign(year >> m_fineBits, {});
    m_window.clear();
    m_windowStart.assign(static_cast<std::size_t>(fineCount()) + 1, 0);
    m_windowFill.assign(static_cast<std::size_t>(fineCount()), 0);
    m_overflow.clear();
    m_heap.clear();
    m_late.clear();
    m_coarseTickets = 0;
    m_width = 1.0;
    m_inverseWidth = 1.0;
    setCurrent(0);
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

void CalendarQueue::setCurrent(std::int64_t bucket)
{
    m_current = bucket;
    const std::int64_t coarse = bucket >> m_fineBits;
    m_dueBelow = static_cast<double>(bucket + 1);
    m_coarseEnd = static_cast<double>((coarse + 1) << m_fineBits);
    m_yearEnd = static_cast<double>((coarse + coarseCount()) << m_fineBits);
}

void CalendarQueue::file(const Ticket& ticket)
{
    const double scaled = ticket.time * m_inverseWidth;
    if (scaled < m_dueBelow) {
        push(m_heap, ticket);
    } else if (scaled < m_coarseEnd) {
        push(m_late, ticket);
    } else if (scaled < m_yearEnd) {
        const std::int64_t coarse = static_cast<std::int64_t>(scaled) >> m_fineBits;
        m_coarse[static_cast<std::size_t>(coarse & (coarseCount() - 1))].push_back(ticket);
        ++m_coarseTickets;
    } else if (ticket.time != std::numeric_limits<double>::infinity()) {
        m_overflow.push_back(ticket);
    }
}

void CalendarQueue::update(std::int32_t item, double time, std::int32_t rank)
{
    m_keys[static_cast<std::size_t>(item)] = {time, rank};
    // A non-empty heap has a current ticket on top; only this item's tickets went out of date.
    const bool settled = !m_heap.empty();
    file({time, item, rank});
    if (!settled || m_heap.front().item == item)
        settleTop();
}

void CalendarQueue::settleTop()
{
    for (;;) {
        while (!m_heap.empty()) {
            if (isCurrent(m_heap.front()))
                return;
            pop(m_heap);
        }
        if (!m_late.empty() || windowTicketsAfterCurrent() > 0) {
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
        m_heap.assign(first, last);
        std::make_heap(m_heap.begin(), m_heap.end(), Later{});
        while (!m_late.empty() && m_late.front().time * m_inverseWidth < m_dueBelow) {
            push(m_heap, m_late.front());
            pop(m_late);
        }
    }
}

void CalendarQueue::enterCoarseBucket()
{
    const std::int64_t coarse = m_current >> m_fineBits;
    // Once a year, times that were too far ahead come within reach (before this bucket is
    // sorted, since some may belong to it).
    if ((coarse & (coarseCount() - 1)) == 0)
        moveOverflowWithinYear();
    std::vector<Ticket>& tickets = m_coarse[static_cast<std::size_t>(coarse & (coarseCount() - 1))];
    m_coarseTickets -= tickets.size();
    std::erase_if(tickets, [this](const Ticket& ticket) { return !isCurrent(ticket); });
    // Counting sort by fine bucket.
    const auto fineOf = [this](const Ticket& ticket) {
        return static_cast<std::size_t>(static_cast<std::int64_t>(ticket.time * m_inverseWidth) & (fineCount() - 1));
    };
    std::fill(m_windowStart.begin(), m_windowStart.end(), 0);
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

void CalendarQueue::jumpToEarliestOverflow()
{
    std::erase_if(m_overflow, [this](const Ticket& ticket) { return !isCurrent(ticket); });
    std::int64_t earliest = kNever;
    for (const Ticket& ticket : m_overflow)
        earliest = std::min(earliest, bucketOf(ticket.time));
    if (earliest == kNever)
        return;
    setCurrent((earliest >> m_fineBits) << m_fineBits);
    moveOverflowWithinYear();
}

void CalendarQueue::moveOverflowWithinYear()
{
    std::erase_if(m_overflow, [this](const Ticket& ticket) {
        if (!isCurrent(ticket))
            return true;
        if (!(ticket.time * m_inverseWidth < m_yearEnd))
            return false;
        const std::int64_t coarse = bucketOf(ticket.time) >> m_fineBits;
        m_coarse[static_cast<std::size_t>(coarse & (coarseCount() - 1))].push_back(ticket);
        ++m_coarseTickets;
        return true;
    });
}

void CalendarQueue::calibrate(double bucketWidth)
{
    if (!(bucketWidth > 0.0) || !std::isfinite(bucketWidth))
        return;
    m_heap.clear();
    m_late.clear();
    for (std::vector<Ticket>& bucket : m_coarse)
        bucket.clear();
    m_coarseTickets = 0;
    m_overflow.clear();
    m_window.clear();
    std::fill(m_windowStart.begin(), m_windowStart.end(), 0);
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
    settleTop();
}

void CalendarQueue::push(std::vector<Ticket>& heap, const Ticket& ticket)
{
    heap.push_back(ticket);
    std::push_heap(heap.begin(), heap.end(), Later{});
}

void CalendarQueue::pop(std::vector<Ticket>& heap)
{
    std::pop_heap(heap.begin(), heap.end(), Later{});
    heap.pop_back();
}

} // namespace disklab
