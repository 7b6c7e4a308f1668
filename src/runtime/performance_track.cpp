#include "runtime/performance_track.h"

#include <algorithm>

namespace disklab {

PerformanceTrack::PerformanceTrack(std::size_t capacity) : m_capacity(std::max<std::size_t>(capacity, 1)) {}

bool PerformanceTrack::add(double time, double frameSeconds, std::uint64_t work, double engineSeconds, double queueSize)
{
    if (!m_samples.empty() && time < m_samples.back().time) {
        // The run was sought back: the samples after the moment shown are its future.
        while (!m_samples.empty() && m_samples.back().time > time)
            m_samples.pop_back();
        m_haveLast = false;
    }
    if (!m_haveLast || engineSeconds < m_lastSeconds || work < m_lastWork) {
        // The first frame of a run (or a restarted one) only sets the counters' origin.
        m_haveLast = true;
        m_lastWork = work;
        m_lastSeconds = engineSeconds;
        return false;
    }
    const double seconds = engineSeconds - m_lastSeconds;
    if (seconds <= 0.0)
        return false;
    PerformanceSample sample;
    sample.time = time;
    sample.frameSeconds = frameSeconds;
    sample.rate = static_cast<double>(work - m_lastWork) / seconds;
    sample.queueSize = queueSize;
    m_lastWork = work;
    m_lastSeconds = engineSeconds;
    m_samples.push_back(sample);
    if (m_samples.size() > m_capacity)
        m_samples.pop_front();
    return true;
}

void PerformanceTrack::clear()
{
    m_haveLast = false;
    m_lastWork = 0;
    m_lastSeconds = 0.0;
    m_samples.clear();
}

} // namespace disklab
