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
    m_started = true;
    m_periodic = scenario.boundary == Boundary::Periodic;
    m_width = scenario.width;
    m_height = scenario.height;
    m_startTime = m_lastTime = state.time;
    m_interval = 0.0;
    m_samples.clear();
    m_tracked.clear();
    const std::size_t n = state.size();
    const std::size_t count = std::min(n, std::max<std::size_t>(maxTracked, 1));
    for (std::size_t k = 0; k < count; ++k)
        m_tracked.push_back(static_cast<std::int32_t>(k * n / count));
    m_x0.clear(), m_y0.clear(), m_lastX.clear(), m_lastY.clear();
    double kinetic = 0.0;
    for (std::size_t i = 0; i < n; ++i)
        kinetic += 0.5 * scenario.disks[i].mass * (state.vx[i] * state.vx[i] + state.vy[i] * state.vy[i]);
    const double kT = n > 0 ? kinetic / static_cast<double>(n) : 0.0;
    double inverseMass = 0.0;
    for (std::int32_t i : m_tracked) {
        m_x0.push_back(state.x[static_cast<std::size_t>(i)]);
        m_y0.push_back(state.y[static_cast<std::size_t>(i)]);
        inverseMass += 1.0 / scenario.disks[static_cast<std::size_t>(i)].mass;
    }
    m_ballistic = m_tracked.empty() ? 0.0 : 2.0 * kT * inverseMass / static_cast<double>(m_tracked.size());
    m_x = m_lastX = m_x0;
    m_y = m_lastY = m_y0;
    m_samples.push_back({0.0, 0.0});
}

bool MsdTracker::add(const Snapshot& state)
{
    if (!m_started || state.time <= m_lastTime || state.size() == 0)
        return false;
    // Unwrap every state, even one not sampled, so crossings are never missed.
    const auto step = [&](double now, double last, double period) {
        double d = now - last;
        if (m_periodic && period > 0.0)
            d -= period * std::round(d / period);
        return d;
    };
    double sum = 0.0;
    for (std::size_t k = 0; k < m_tracked.size(); ++k) {
        const auto i = static_cast<std::size_t>(m_tracked[k]);
        m_x[k] += step(state.x[i], m_lastX[k], m_width);
        m_y[k] += step(state.y[i], m_lastY[k], m_height);
        m_lastX[k] = state.x[i];
        m_lastY[k] = state.y[i];
        const double dx = m_x[k] - m_x0[k], dy = m_y[k] - m_y0[k];
        sum += dx * dx + dy * dy;
    }
    m_lastTime = state.time;
    const double t = state.time - m_startTime;
    if (t - m_samples.back().time < m_interval)
        return false;
    m_samples.push_back({t, sum / static_cast<double>(m_tracked.size())});
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
