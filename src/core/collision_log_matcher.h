#pragma once
// Finds where two collision logs of the same scenario part: the exact (event-driven) log as
// the reference, a time-driven one as the trial. Fed as the engines run in lock-step, it keeps
// only the records not yet matched, so memory stays small over long runs.
//
// The logs are compared in order of time by identity (kind and disks), not by time: the
// time-driven engine resolves late by design, and later and later as its trajectory drifts.
// Within one step of the trial log the order is free, since a fixed step cannot order what
// happens inside it (a naive step logs all its collisions at its end; a rollback log is in
// resolution order, up to a step behind the contact times, and is re-sorted by time here).
// The first difference is the earliest reference collision the trial log does not have where
// it should, or the earliest trial collision the reference does not have, whichever is first.

#include "core/engine.h"

#include <cstdint>
#include <deque>
#include <optional>
#include <vector>

namespace disklab {

class CollisionLogMatcher {
public:
    /// step: the time-driven engine's dt, simulated time units.
    explicit CollisionLogMatcher(double step);

    /// A record of the reference log, in log (time) order. Ignored once the logs have parted.
    void addReference(const CollisionRecord& record);
    /// A record of the trial log, in log order. Ignored once the logs have parted.
    void addTrial(const CollisionRecord& record);
    /// Both engines have reached simulated time t: match what can no longer change.
    void sync(double t);
    /// The run is over at time t: match everything. A record left over in one log counts as a
    /// difference unless it falls in the last two steps, which the other engine may not have
    /// resolved yet.
    void finish(double t);

    /// Reference collisions matched before the logs parted (or in all, if they never did).
    std::uint64_t matched() const { return m_matched; }
    /// Simulated time of the first different collision, if any.
    std::optional<double> firstDifferenceTime() const { return m_difference; }

private:
    void settleTrial(double until);
    void match(double trialComplete);
    void part(double time);

    double m_step;
    std::deque<CollisionRecord> m_reference;
    std::vector<CollisionRecord> m_incoming;  // trial records that may still be preceded by later arrivals
    std::deque<CollisionRecord> m_trial;      // settled trial records, in time order
    std::uint64_t m_matched = 0;
    std::optional<double> m_difference;
};

} // namespace disklab
