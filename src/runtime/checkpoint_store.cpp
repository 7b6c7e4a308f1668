#include "runtime/checkpoint_store.h"

#include <algorithm>
#include <stdexcept>

namespace disklab {

CheckpointStore::CheckpointStore(std::size_t capacity) : m_capacity(capacity)
{
    if (capacity < 3)
        throw std::invalid_argument("a checkpoint store keeps at least 3 checkpoints (the first, one between, the newest)");
}

bool CheckpointStore::add(Checkpoint checkpoint)
{
    const bool thinning = m_checkpoints.size() >= m_capacity;
    if (thinning)
        thin();
    checkpoint.serial = m_added++;
    m_checkpoints.push_back(std::move(checkpoint));
    if (added)
        added(m_checkpoints.back());
    return thinning;
}

void CheckpointStore::adopt(std::vector<Checkpoint> checkpoints)
{
    if (checkpoints.empty())
        throw std::invalid_argument("a run keeps at least its checkpoint at t = 0");
    m_checkpoints = std::move(checkpoints);
    m_added = m_checkpoints.back().serial + 1;
}

void CheckpointStore::thin()
{
    // Odd places go, counted among the unpinned ones after the first; the newest stays.
    std::vector<Checkpoint> kept;
    kept.reserve(m_checkpoints.size());
    std::size_t unpinned = 0;
    for (std::size_t k = 0; k < m_checkpoints.size(); ++k) {
        Checkpoint& c = m_checkpoints[k];
        const bool keep = k == 0 || k + 1 == m_checkpoints.size() || c.pinned || unpinned++ % 2 == 1;
        if (keep)
            kept.push_back(std::move(c));
        else if (dropped)
            dropped(c);
    }
    m_checkpoints = std::move(kept);
}

void CheckpointStore::discardAfter(const Checkpoint& checkpoint)
{
    while (!m_checkpoints.empty() && (m_checkpoints.back().time > checkpoint.time
                                      || m_checkpoints.back().collisions > checkpoint.collisions)) {
        if (dropped)
            dropped(m_checkpoints.back());
        m_checkpoints.pop_back();
    }
}

const Checkpoint* CheckpointStore::latestAtOrBefore(double time) const
{
    const auto after = std::upper_bound(m_checkpoints.begin(), m_checkpoints.end(), time,
                                        [](double t, const Checkpoint& c) { return t < c.time; });
    return after == m_checkpoints.begin() ? nullptr : &*std::prev(after);
}

std::size_t CheckpointStore::bytes() const
{
    std::size_t total = 0;
    for (const Checkpoint& c : m_checkpoints)
        total += c.state.size();
    return total;
}

} // namespace disklab
