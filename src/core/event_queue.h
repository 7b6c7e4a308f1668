#pragma once
// The event queue holds one entry per disk: the time of that disk's next predicted event.
// Any type satisfying EventQueue can drive the event-driven engine; tests check the fast
// queue against a trivially ordered one.

#include <cstdint>
#include <type_traits>

namespace disklab {

template <class Q>
concept EventQueue = requires(Q q, const Q cq, std::int32_t item, double time) {
    q.reset(item);        ///< n items, all at +infinity
    q.update(item, time, item); ///< set an item's time (earlier or later) and its rank among equal times
    requires std::is_convertible_v<decltype(cq.top()), std::int32_t>;  ///< item with the smallest time
    requires std::is_convertible_v<decltype(cq.topTime()), double>;
    requires std::is_convertible_v<decltype(cq.time(item)), double>;
    requires std::is_convertible_v<decltype(cq.size()), std::int32_t>;
};

/// Equal times are ordered by rank, then by item, so the processing order is the same on every
/// run. The engine ranks a pair event by its smaller disk, so simultaneous collisions come in
/// the order of their disks whichever disk of each pair holds the event.
inline bool eventBefore(double timeA, std::int32_t rankA, std::int32_t a, double timeB, std::int32_t rankB,
                        std::int32_t b)
{
    return timeA < timeB || (timeA == timeB && (rankA < rankB || (rankA == rankB && a < b)));
}

} // namespace disklab
