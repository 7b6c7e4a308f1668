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
    /// The kept records, oldest first. Engine thread. O(capacity).
    std::vector<CollisionRecord> recent() const;
    /// Records pushed since the last clear(); the newest of recent() is number total().
    std::uint64_t total() const { return m_total; }
    std::size_t capacity() const { return m_records.size(); }

private:
    std::vector<CollisionRecord> m_records;
    std::uint64_t m_total = 0;
};

} // namespace disklab
