#pragma once
// Binary min-heap over a fixed set of items 0..n-1 with their positions tracked, so an item's
// time can be changed in O(log n). The event-driven engine keeps one entry per disk.

#include "core/event_queue.h"

#include <cstdint>
#include <limits>
#include <vector>

namespace disklab {

class IndexedHeap {
public:
    void reset(std::int32_t count)
    {
        m_times.assign(static_cast<std::size_t>(count), std::numeric_limits<double>::infinity());
        m_heap.resize(static_cast<std::size_t>(count));
        m_position.resize(static_cast<std::size_t>(count));
        for (std::int32_t i = 0; i < count; ++i) {
            m_heap[static_cast<std::size_t>(i)] = i;
            m_position[static_cast<std::size_t>(i)] = i;
        }
    }

    void update(std::int32_t item, double time)
    {
        const double old = m_times[static_cast<std::size_t>(item)];
        m_times[static_cast<std::size_t>(item)] = time;
        const std::int32_t at = m_position[static_cast<std::size_t>(item)];
        if (time < old)
            siftUp(at);
        else
            siftDown(at);
    }

    std::int32_t top() const { return m_heap.front(); }
    double topTime() const { return m_times[static_cast<std::size_t>(m_heap.front())]; }
    double time(std::int32_t item) const { return m_times[static_cast<std::size_t>(item)]; }
    std::int32_t size() const { return static_cast<std::int32_t>(m_heap.size()); }

private:
    bool before(std::int32_t a, std::int32_t b) const
    {
        return eventBefore(m_times[static_cast<std::size_t>(a)], a, m_times[static_cast<std::size_t>(b)], b);
    }

    void place(std::int32_t at, std::int32_t item)
    {
        m_heap[static_cast<std::size_t>(at)] = item;
        m_position[static_cast<std::size_t>(item)] = at;
    }

    void siftUp(std::int32_t at)
    {
        const std::int32_t item = m_heap[static_cast<std::size_t>(at)];
        while (at > 0) {
            const std::int32_t parent = (at - 1) / 2;
            const std::int32_t above = m_heap[static_cast<std::size_t>(parent)];
            if (!before(item, above))
                break;
            place(at, above);
            at = parent;
        }
        place(at, item);
    }

    void siftDown(std::int32_t at)
    {
        const std::int32_t count = size();
        const std::int32_t item = m_heap[static_cast<std::size_t>(at)];
        for (;;) {
            std::int32_t child = 2 * at + 1;
            if (child >= count)
                break;
            if (child + 1 < count
                && before(m_heap[static_cast<std::size_t>(child + 1)], m_heap[static_cast<std::size_t>(child)]))
                ++child;
            const std::int32_t below = m_heap[static_cast<std::size_t>(child)];
            if (!before(below, item))
                break;
            place(at, below);
            at = child;
        }
        place(at, item);
    }

    std::vector<double> m_times;
    std::vector<std::int32_t> m_heap;
    std::vector<std::int32_t> m_position;
};

static_assert(EventQueue<IndexedHeap>);

} // namespace disklab
