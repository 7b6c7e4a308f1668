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
}

std::vector<CollisionRecord> CollisionRing::recent() const
{
    const std::uint64_t kept = std::min<std::uint64_t>(m_total, m_records.size());
    std::vector<CollisionRecord> out;
    out.reserve(kept);
    for (std::uint64_t k = m_total - kept; k < m_total; ++k)
        out.push_back(m_records[k % m_records.size()]);
    return out;
}

} // namespace disklab
