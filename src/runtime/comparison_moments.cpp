#include "runtime/comparison_moments.h"

#include "runtime/live_view_checkpoints.h"

#include <algorithm>

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

ComparisonMoments::ComparisonMoments(const EngineComparison& comparison, std::uint64_t spacing)
    : m_spacing(spacing)
{
    m_moments.push_back({0, 0, comparison.moment()});
    // A moment of both engines takes the live view's memory bound by its whole size.
    m_capacity = liveViewCapacity(heldBytes(m_moments.front().moment));
}

void ComparisonMoments::offer(const EngineComparison& comparison, std::uint64_t gridStep, std::uint64_t logged)
{
    if (comparison.exact().collisions() < m_moments.back().moment.exactCollisions + m_spacing)
        return;
    m_moments.push_back({gridStep, logged, comparison.moment()});
    if (m_moments.size() > m_capacity)
        thin();
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

void ComparisonMoments::thin()
{
    std::vector<KeptMoment> kept;
    for (std::size_t i = 0; i < m_moments.size(); ++i)
        if (i % 2 == 0 || i + 1 == m_moments.size())
            kept.push_back(std::move(m_moments[i]));
    m_moments = std::move(kept);
    m_spacing *= 2;
}

} // namespace disklab
