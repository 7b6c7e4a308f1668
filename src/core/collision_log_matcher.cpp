#include "core/collision_log_matcher.h"

#include <algorithm>
#include <tuple>
#include <vector>

namespace disklab {
namespace {

auto identity(const CollisionRecord& r) { return std::make_tuple(r.kind, r.a, r.b); }

} // namespace

void CollisionLogMatcher::addReference(const CollisionRecord& record)
{
    if (!m_difference)
        m_reference.push_back(record);
}

void CollisionLogMatcher::addTrial(const CollisionRecord& record)
{
    if (m_difference)
        return;
    // A record with a new time closes the block before it.
    const bool closesBlock = !m_trial.empty() && m_trial.back().time != record.time;
    m_trial.push_back(record);
    if (closesBlock)
        compare(false);
}

void CollisionLogMatcher::sync()
{
    compare(true);
}

void CollisionLogMatcher::finish()
{
    compare(true);
    if (m_difference)
        return;
    if (!m_reference.empty())
        m_difference = m_reference.front().time;
    else if (!m_trial.empty())
        m_difference = m_trial.front().time;
    m_reference.clear();
    m_trial.clear();
}

void CollisionLogMatcher::compare(bool trialComplete)
{
    std::vector<CollisionRecord> block, group;
    while (!m_difference && !m_trial.empty()) {
        std::size_t size = 1;
        while (size < m_trial.size() && m_trial[size].time == m_trial.front().time)
            ++size;
        if (size == m_trial.size() && !trialComplete)
            return;  // the last block may still grow
        if (m_reference.size() < size)
            return;  // the reference has not got that far yet
        block.assign(m_trial.begin(), m_trial.begin() + static_cast<std::ptrdiff_t>(size));
        group.assign(m_reference.begin(), m_reference.begin() + static_cast<std::ptrdiff_t>(size));
        auto byIdentity = [](const CollisionRecord& u, const CollisionRecord& v) { return identity(u) < identity(v); };
        std::sort(block.begin(), block.end(), byIdentity);
        for (const CollisionRecord& r : group) {
            // Multiset difference: remove each reference record from the block as it is found.
            const auto it = std::lower_bound(block.begin(), block.end(), r, byIdentity);
            if (it == block.end() || identity(*it) != identity(r)) {
                m_difference = r.time;
                break;
            }
            block.erase(it);
        }
        if (m_difference) {
            m_reference.clear();
            m_trial.clear();
            return;
        }
        m_matched += size;
        m_reference.erase(m_reference.begin(), m_reference.begin() + static_cast<std::ptrdiff_t>(size));
        m_trial.erase(m_trial.begin(), m_trial.begin() + static_cast<std::ptrdiff_t>(size));
    }
}

} // namespace disklab
