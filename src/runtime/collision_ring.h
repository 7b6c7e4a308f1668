#pragma once
// The latest collision records of a run, kept in a fixed-size ring by the thread that owns the
// engine (its collision listener writes here) and copied into each published frame. Bounded in
// memory and time: a run with millions of collisions per second costs one store per record and
// never waits for the GUI; older records are simply overwritten.

#include "core/engine.h"

#include <cstdint>
#include <vector>

namespace disklab {

class CollisionRing {
public:
    /// Keeps the last `capacity` (> 0) records.
    explicit CollisionRing(std::size_t capacity = 256);

    /// Appends a record, overwriting the oldest when full. Engine thread. O(1).
    void push(const CollisionRecord& record);
    /// Forgets every record and restarts the count (a new trajectory). Engine thread.
    void clear();
    /// Forgets the records after number `count` (<= total()): the run went back to the moment
    /// of its count-th collision, and pushes go on from there. Engine thread.
    void cutTo(std::uint64_t count);
    /// The kept records, oldest first: the latest up to `capacity`, none forgotten by a cut.
    /// Engine thread. O(capacity).
    std::vector<CollisionRecord> recent() const;
    /// Records pushed since the last clear(), less those cut; the newest of recent() is number
    /// total() (counting from 1).
    std::uint64_t total() const { return m_total; }
    std::size_t capacity() const { return m_records.size(); }

private:
    /// The number (from 0) of the oldest record whose slot no later push has overwritten.
    std::uint64_t oldestInSlot() const;

    std::vector<CollisionRecord> m_records;
    std::uint64_t m_total = 0;
    std::uint64_t m_oldest = 0;  ///< no record before this number is kept (after a cut)
};

} // namespace disklab
