#include "core/collision_log_matcher.h"

#include <algorithm>
#include <limits>

namespace disklab {
namespace {

bool sameCollision(const CollisionRecord& u, const CollisionRecord& v)
{
    return u.kind == v.kind && u.a == v.a && u.b == v.b;
}

bool earlier(const CollisionRecord& u, const CollisionRecord& v) { return u.time < v.time; }

} // namespace

CollisionLogMatcher::CollisionLogMatcher(double step) : m_step(step) {}

void CollisionLogMatcher::addReference(const CollisionRecord& record)
{
    if (!m_difference)
        m_reference.push_back(record);
}

void CollisionLogMatcher::addTrial(const CollisionRecord& record)
{
    if (!m_difference)
        m_incoming.push_back(record);
}

void CollisionLogMatcher::sync(double t)
{
    // A rollback record arrives at most a step after the step it belongs to: records older
    // than two steps are in their final order.
    const double settled = t - 2.0 * m_step;
    settleTrial(settled);
    match(settled);
}

void CollisionLogMatcher::finish(double t)
{
    const double infinity = std::numeric_limits<double>::infinity();
    settleTrial(infinity);
    match(infinity);
    if (m_difference)
        return;
    const double leftover = std::min(m_reference.empty() ? infinity : m_reference.front().time,
                                     m_trial.empty() ? infinity : m_trial.front().time);
    if (leftover <= t - 2.0 * m_step)
        part(leftover);
}

void CollisionLogMatcher::settleTrial(double until)
{
    std::stable_sort(m_incoming.begin(), m_incoming.end(), earlier);
    const auto end = std::upper_bound(m_incoming.begin(), m_incoming.end(), CollisionRecord{until, {}, 0, 0}, earlier);
    for (auto it = m_incoming.begin(); it != end; ++it)
        m_trial.insert(std::upper_bound(m_trial.begin(), m_trial.end(), *it, earlier), *it);
    m_incoming.erase(m_incoming.begin(), end);
}

void CollisionLogMatcher::match(double trialComplete)
{
    const double window = m_step * (1.0 + 1e-9);
    while (!m_difference && !m_reference.empty() && !m_trial.empty()) {
        const CollisionRecord r = m_reference.front();
        const CollisionRecord q = m_trial.front();
        auto found = m_trial.begin();
        if (!sameCollision(r, q)) {
            // Look for r among the trial records of the step the trial log has reached.
            const double windowEnd = q.time + window;
            if (windowEnd > trialComplete)
                return;
            found = std::find_if(m_trial.begin(), m_trial.end(), [&](const CollisionRecord& c) {
                return c.time > windowEnd || sameCollision(c, r);
            });
            if (found == m_trial.end() || found->time > windowEnd) {
                part(std::min(r.time, q.time));
                return;
            }
        }
        m_trial.erase(found);
        m_reference.pop_front();
        ++m_matched;
    }
}

void CollisionLogMatcher::part(double time)
{
    m_difference = time;
    m_reference.clear();
    m_incoming.clear();
    m_trial.clear();
}

} // namespace disklab
