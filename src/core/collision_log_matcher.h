#pragma once
// Finds where two collision logs of the same scenario part: the exact (event-driven) log as
// the reference, a time-driven one as the trial. Fed as the engines run, in lock-step chunks,
// and it keeps only the records not yet matched, so memory stays small over long runs.
//
// Records are compared by identity (kind, a, b), not time: the time-driven engine resolves
// late by design. Trial records that share a time (one naive step) are compared as a set with
// the same number of reference records, since a fixed step cannot order what happens inside
// it. The first difference is reported at the reference time of the first reference record
// the trial lacks (or of the first extra trial record once the reference has run out).

#include "core/engine.h"

#include <cstdint>
#include <deque>
#include <optional>

namespace disklab {

class CollisionLogMatcher {
public:
    /// A record of the reference log, in log order. Ignored once the logs have parted.
    void addReference(const CollisionRecord& record);
    /// A record of the trial log, in log order. Ignored once the logs have parted.
    void addTrial(const CollisionRecord& record);
    /// Both engines have reached the same time: every trial step so far is complete, so
    /// compare as far as both logs go.
    void sync();
    /// The run is over: whatever one log holds beyond the other is a difference.
    void finish();

    /// Records matched before the logs parted (or in all, if they never did).
    std::uint64_t matched() const { return m_matched; }
    /// Simulated time of the first different collision, if any.
    std::optional<double> firstDifferenceTime() const { return m_difference; }

private:
    void compare(bool trialComplete);

    std::deque<CollisionRecord> m_reference;
    std::deque<CollisionRecord> m_trial;
    std::uint64_t m_matched = 0;
    std::optional<double> m_difference;
};

} // namespace disklab
