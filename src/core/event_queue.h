#pragma once
// The event queue holds one entry per disk: the time of that disk's next predicted event.
// Any type satisfying EventQueue can drive the event-driven engine; tests check the fast
// queue against a trivial linear-scan one.

#include <cstdint>
#include <type_traits>

namespace disklab {

template <class Q>
concept EventQueue = requires(Q q, const Q cq, std::int32_t item, double time) {
    q.reset(item);        ///< n items, all at +infinity
    q.update(item, time); ///< set an item's time (earlier or later)
    requires std::is_convertible_v<decltype(cq.top()), std::int32_t>;  ///< item with the smallest time
    requires std::is_convertible_v<decltype(cq.topTime()), double>;
    requires std::is_convertible_v<decltype(cq.time(item)), double>;
    requires std::is_convertible_v<decltype(cq.size()), std::int32_t>;
};

/// Ties are broken by the smaller item, so the processing order is the same on every run.
inline bool eventBefore(double timeA, std::int32_t a, double timeB, std::int32_t b)
{
    return timeA < timeB || (timeA == timeB && a < b);
}

} // namespace disklab
