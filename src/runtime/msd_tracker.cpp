#include "runtime/msd_tracker.h"

#include <algorithm>
#include <cmath>

namespace disklab {

LinearFit fitLine(const std::deque<MsdSample>& samples, double from)
{
    double n = 0.0, st = 0.0, sm = 0.0, stt = 0.0, stm = 0.0;
    for (const MsdSample& s : samples) {
        if (s.time < from)
            continue;
        n += 1.0;
        st += s.time;
        sm += s.msd;
        stt += s.time * s.time;
        stm += s.time * s.msd;
    }
    LinearFit fit;
    fit.points = static_cast<int>(n);
    const double denominator = n * stt - st * st;
    if (n < 2.0 || denominator <= 0.0)
        return fit;
    fit.slope = (n * stm - st * sm) / denominator;
    fit.intercept = (sm - fit.slope * st) / n;
    return fit;
}

MsdTracker::MsdTracker(std::size_t capacity) : m_capacity(std::max<std::size_t>(capacity, 4)) {}

void MsdTracker::start(const Scenario& scenario, const Snapshot& state, std::size_t maxTracked)
{
    const std::size_t n = state.size();
    const std::size_t count = std::min(n, std::max<std::size_t>(maxTracked, 1));
    std::vector<std::int32_t> disks;
    for (std::size_t k = 0; k < count; ++k)
        disks.push_back(static_cast<std::int32_t>(k * n / count));
    start(scenario, state, std::move(disks));
}

void MsdTracker::start(const Scenario& scenario, const Snapshot& state, std::vector<std::int32_t> disks)
{
    m_started = true;
    m_startTime = m_lastTime = state.time;
    m_interval = 0.0;
    m_currentMsd = 0.0;
    m_samples.clear();
    const std::size_t n = state.size();
    double kinetic = 0.0;
    for (std::size_t i = 0; i < n; ++i)
        kinetic += 0.5 * scenario.disks[i].mass * (state.vx[i] * state.vx[i] + state.vy[i] * state.vy[i]);
    const double kT = n > 0 ? kinetic / static_cast<double>(n) : 0.0;
    double inverseMass = 0.0;
    for (const std::int32_t i : disks)
        inverseMass += 1.0 / scenario.disks[static_cast<std::size_t>(i)].mass;
    m_ballistic = disks.empty() ? 0.0 : 2.0 * kT * inverseMass / static_cast<double>(disks.size());
    m_unwrapper = PeriodicUnwrapper(scenario, state, std::move(disks));
    m_x0 = m_unwrapper.x();
    m_y0 = m_unwrapper.y();
    m_samples.push_back({0.0, 0.0});
}

bool MsdTracker::add(const Snapshot& state)
{
    if (!m_started || state.time <= m_lastTime || state.size() == 0 || m_x0.empty())
        return false;
    // Unwrap every state, even one not sampled, so crossings are never missed.
    m_unwrapper.follow(state);
    double sum = 0.0;
    for (std::size_t k = 0; k < m_x0.size(); ++k) {
        const double dx = m_unwrapper.x()[k] - m_x0[k], dy = m_unwrapper.y()[k] - m_y0[k];
        sum += dx * dx + dy * dy;
    }
    m_currentMsd = sum / static_cast<double>(m_x0.size());
    m_lastTime = state.time;
    const double t = state.time - m_startTime;
    if (t - m_samples.back().time < m_interval)
        return false;
    m_samples.push_back({t, m_currentMsd});
    if (m_samples.size() >= m_capacity) {
        // Keep t = 0 and every other sample after it.
        std::deque<MsdSample> thinned;
        for (std::size_t k = 0; k < m_samples.size(); k += 2)
            thinned.push_back(m_samples[k]);
        m_samples = std::move(thinned);
        m_interval = 2.0 * std::max(m_interval, t / static_cast<double>(m_capacity));
    }
    return true;
}

LinearFit MsdTracker::diffusiveFit() const
{
    if (m_samples.empty())
        return {};
    return fitLine(m_samples, 0.5 * m_samples.back().time);
}

double MsdTracker::diffusionCoefficient() const
{
    return diffusiveFit().slope / 4.0;  // msd = 4 D t in two dimensions
}

} // namespace disklab
