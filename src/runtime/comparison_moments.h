#pragma once
// The moments a comparison keeps for its timeline: both engines and the figures so far, spaced by
// what a seek has to replay. A replay advances both engines in lock-step through every grid step
// on the way (the time-driven engine moves every disk, the deviation is measured at each), so a
// seek costs about the grid steps since the moment it starts from, whatever the exact engine's
// collisions; taking a moment copies both engines, about as much as a step or two. Moments start
// kComparisonMomentSteps grid steps apart, at the end of the lock-step advance that passed them,
// as many as fit the live view's memory bound (kLiveViewCheckpointBytes). A full store drops every
// second moment (the first and the newest kept, appendThinned) and doubles the spacing, as a
// single run's checkpoints do (CheckpointStore, CheckpointingEngine).

#include "runtime/engine_comparison.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace disklab {

/// Grid steps between a comparison's moments before any thinning: taking a moment then costs a
/// few per cent of the steps between (docs/benchmarks.md, "Seeking in comparison mode"), and a
/// seek replays fewer than this many steps until the store first fills.
inline constexpr std::uint64_t kComparisonMomentSteps = 64;
/// Keep as many moments as fit kLiveViewCheckpointBytes (at least kFewestLiveViewCheckpoints).
inline constexpr std::size_t kMomentsThatFitMemory = 0;

struct KeptMoment {
    std::uint64_t gridStep = 0;  ///< the lock-step grid point the comparison stood on
    std::uint64_t logged = 0;    ///< the event log's records by then
    ComparisonMoment moment;
};

class ComparisonMoments {
public:
    /// Keeps the comparison's t = 0; the next moments `spacing` grid steps apart, at most
    /// `capacity` of them (kMomentsThatFitMemory: as many as fit the memory bound).
    ComparisonMoments(const EngineComparison& comparison, std::uint64_t spacing = kComparisonMomentSteps,
                      std::size_t capacity = kMomentsThatFitMemory);

    /// The comparison stands on grid point `gridStep`, beyond every moment kept: keeps it if
    /// the spacing has passed since the newest.
    void offer(const EngineComparison& comparison, std::uint64_t gridStep, std::uint64_t logged);
    /// The latest moment at or before grid point `gridStep`.
    const KeptMoment& latestAtOrBefore(std::uint64_t gridStep) const;
    std::size_t size() const { return m_moments.size(); }
    std::size_t capacity() const { return m_capacity; }
    /// Grid steps between the moments taken from now on.
    std::uint64_t spacing() const { return m_spacing; }
    /// Bytes kept: both engines' insides and the measurements' snapshots.
    std::size_t bytes() const;

private:
    std::vector<KeptMoment> m_moments;
    std::uint64_t m_spacing;
    std::size_t m_capacity;
};

} // namespace disklab
