#include "runtime/comparison_moments.h"

#include "runtime/live_view_checkpoints.h"
#include "runtime/thinned_samples.h"

#include <algorithm>
#include <limits>
#include <stdexcept>

namespace disklab {
namespace {

std::size_t snapshotBytes(const Snapshot& snapshot)
{
    return 4 * sizeof(double) * snapshot.size();
}

/// What a moment holds per disk: both engines' insides and the measurements' snapshots (the
/// collision-log matcher holds a few steps' records, nothing per disk).
std::size_t heldBytes(const ComparisonMoment& moment)
{
    return moment.exact.size() + moment.stepped.size() + snapshotBytes(moment.exactRun.first)
        + snapshotBytes(moment.exactRun.last) + snapshotBytes(moment.steppedRun.first)
        + snapshotBytes(moment.steppedRun.last);
}

} // namespace

ComparisonMoments::ComparisonMoments(const EngineComparison& comparison, std::uint64_t spacing, std::size_t capacity)
    : m_spacing(spacing), m_capacity(capacity)
{
    if (spacing == 0)
        throw std::invalid_argument("a comparison's moments are at least one grid step apart");
    m_moments.push_back({0, 0, comparison.moment()});
    if (m_capacity == kMomentsThatFitMemory)
        // As many as fit the live view's memory bound, and unlike a single run's checkpoints not
        // held to the command line's 64: a moment is small beside the replay it saves.
        m_capacity = liveViewCapacity(heldBytes(m_moments.front().moment), std::numeric_limits<std::size_t>::max());
    // Thinning keeps the first, the newest and one between.
    m_capacity = std::max<std::size_t>(m_capacity, 3);
}

void ComparisonMoments::offer(const EngineComparison& comparison, std::uint64_t gridStep, std::uint64_t logged)
{
    if (gridStep < m_moments.back().gridStep + m_spacing)
        return;
    const bool thinning = m_moments.size() >= m_capacity;
    appendThinned(m_moments, m_capacity, KeptMoment{gridStep, logged, comparison.moment()});
    if (thinning)
        m_spacing *= 2;
}

const KeptMoment& ComparisonMoments::latestAtOrBefore(std::uint64_t gridStep) const
{
    const auto after = std::upper_bound(m_moments.begin(), m_moments.end(), gridStep,
                                        [](std::uint64_t step, const KeptMoment& kept) { return step < kept.gridStep; });
    return *std::prev(after);  // the first moment, at grid point 0, is never after
}

std::size_t ComparisonMoments::bytes() const
{
    std::size_t total = 0;
    for (const KeptMoment& kept : m_moments)
        total += heldBytes(kept.moment);
    return total;
}

} // namespace disklab
