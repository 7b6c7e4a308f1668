#pragma once
// The checkpoints of one run, in memory, at most a stated number of them. When a new one would
// pass the bound, every second checkpoint (the first, the newest and the pinned ones kept) is
// dropped and the spacing doubles: a run of any length keeps between half and all of the
// bound, evenly spread, and a seek replays at most twice the spacing it started with per
// doubling. Who writes them to files hears of each one added and dropped.

#include "runtime/checkpoint.h"

#include <cstddef>
#include <functional>
#include <vector>

namespace disklab {

class CheckpointStore {
public:
    /// Checkpoints kept at most by default: with the default spacing (CheckpointPolicy) a run of
    /// 10^7 collisions fits before any thinning (docs/cli.md, "Checkpoints").
    static constexpr std::size_t kDefaultCapacity = 64;

    explicit CheckpointStore(std::size_t capacity = kDefaultCapacity);

    /// Adds the newest checkpoint (later than every other), numbering it (Checkpoint::serial);
    /// true when the store thinned to make room.
    bool add(Checkpoint checkpoint);
    /// The latest checkpoint at or before `time` (of those at the same time, the last taken);
    /// null when there is none.
    const Checkpoint* latestAtOrBefore(double time) const;
    /// Drops the checkpoints after `checkpoint`'s moment (later in time or in collisions): the
    /// lab changed the run there, so they belong to a history that no longer follows.
    void discardAfter(const Checkpoint& checkpoint);
    /// Holds `checkpoints` (of one run, in the order taken, numbered) instead of its own: a run
    /// file's. The next added is numbered after the last of them.
    void adopt(std::vector<Checkpoint> checkpoints);
    const Checkpoint* newest() const { return m_checkpoints.empty() ? nullptr : &m_checkpoints.back(); }
    const std::vector<Checkpoint>& checkpoints() const { return m_checkpoints; }
    std::size_t capacity() const { return m_capacity; }
    /// Bytes of inner state held (the scenarios, shared between checkpoints, not counted).
    std::size_t bytes() const;

    /// Called with each checkpoint as it is added, and as it is dropped by thinning.
    std::function<void(const Checkpoint&)> added;
    std::function<void(const Checkpoint&)> dropped;

private:
    void thin();

    std::size_t m_capacity;
    std::vector<Checkpoint> m_checkpoints;
    std::uint64_t m_added = 0;
};

} // namespace disklab
