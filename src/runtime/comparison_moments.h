#pragma once
// The moments a comparison keeps for its timeline: both engines and the figures so far, taken as
// the live view takes one engine's checkpoints (runtime/live_view_checkpoints.h): every so many
// of the exact engine's collisions (ComparisonSession gives the live view's spacing), at the end of the lock-step advance that passed the count,
// as many as fit the live view's memory bound. A full store drops every second moment (the first
// and the newest kept) and doubles the spacing, as CheckpointStore does.

#include "runtime/engine_comparison.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace disklab {

struct KeptMoment {
    std::uint64_t gridStep = 0;  ///< the lock-step grid point the comparison stood on
    std::uint64_t logged = 0;    ///< the event log's records by then
    ComparisonMoment moment;
};

class ComparisonMoments {
public:
    /// Keeps the comparison's t = 0; the next moments `spacing` of the exact engine's
    /// collisions apart (a session gives the live view's spacing, liveViewCheckpoints).
    ComparisonMoments(const EngineComparison& comparison, std::uint64_t spacing);

    /// The comparison stands on grid point `gridStep`, beyond every moment kept: keeps it if
    /// the spacing has passed since the newest.
    void offer(const EngineComparison& comparison, std::uint64_t gridStep, std::uint64_t logged);
    /// The latest moment at or before grid point `gridStep`.
    const KeptMoment& latestAtOrBefore(std::uint64_t gridStep) const;
    std::size_t size() const { return m_moments.size(); }
    /// Bytes kept: both engines' insides and the measurements' snapshots.
    std::size_t bytes() const;

private:
    void thin();

    std::vector<KeptMoment> m_moments;
    std::uint64_t m_spacing;
    std::size_t m_capacity;
};

} // namespace disklab
