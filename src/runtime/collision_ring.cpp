#include "runtime/collision_ring.h"

#include <algorithm>

namespace disklab {

CollisionRing::CollisionRing(std::size_t capacity) : m_records(std::max<std::size_t>(capacity, 1)) {}

void CollisionRing::push(const CollisionRecord& record)
{
    m_records[m_total % m_records.size()] = record;
    ++m_total;
}

void CollisionRing::clear()
{
    m_total = 0;
    m_oldest = 0;
}

std::uint64_t CollisionRing::oldestInSlot() const
{
    return m_total > m_records.size() ? m_total - m_records.size() : 0;
}

void CollisionRing::cutTo(std::uint64_t count)
{
    // The records forgotten had overwritten older ones: only those from the oldest still in its
    // slot on are kept, and the next pushes overwrite the slots of the forgotten ones first.
    m_oldest = std::min(std::max(m_oldest, oldestInSlot()), count);
    m_total = std::min(m_total, count);
}

std::vector<CollisionRecord> CollisionRing::recent() const
{
    const std::uint64_t first = std::max(m_oldest, oldestInSlot());
    std::vector<CollisionRecord> out;
    out.reserve(m_total - first);
    for (std::uint64_t k = first; k < m_total; ++k)
        out.push_back(m_records[k % m_records.size()]);
    return out;
}

} // namespace disklab
