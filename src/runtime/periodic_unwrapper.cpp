#include "runtime/periodic_unwrapper.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace disklab {

PeriodicUnwrapper::PeriodicUnwrapper(const Scenario& scenario, const Snapshot& state, std::vector<std::int32_t> disks)
    : m_disks(std::move(disks))
{
    if (scenario.boundary == Boundary::Periodic) {
        m_width = scenario.width;
        m_height = scenario.height;
    }
    for (const std::int32_t i : m_disks) {
        m_x.push_back(state.x[static_cast<std::size_t>(i)]);
        m_y.push_back(state.y[static_cast<std::size_t>(i)]);
    }
    m_lastX = m_x;
    m_lastY = m_y;
}

void PeriodicUnwrapper::follow(const Snapshot& state)
{
    const auto step = [](double now, double last, double period) {
        const double d = now - last;
        return period > 0.0 ? d - period * std::round(d / period) : d;
    };
    for (std::size_t k = 0; k < m_disks.size(); ++k) {
        const auto i = static_cast<std::size_t>(m_disks[k]);
        m_x[k] += step(state.x[i], m_lastX[k], m_width);
        m_y[k] += step(state.y[i], m_lastY[k], m_height);
        m_lastX[k] = state.x[i];
        m_lastY[k] = state.y[i];
    }
}

double longestUnwrapStep(const Scenario& scenario, const Snapshot& state)
{
    constexpr double kNever = std::numeric_limits<double>::infinity();
    if (scenario.boundary != Boundary::Periodic)
        return kNever;
    double kinetic = 0.0, lightest = kNever;
    for (std::size_t i = 0; i < state.size(); ++i) {
        const double mass = scenario.disks[i].mass;
        kinetic += 0.5 * mass * (state.vx[i] * state.vx[i] + state.vy[i] * state.vy[i]);
        lightest = std::min(lightest, mass);
    }
    if (!(kinetic > 0.0))
        return kNever;
    const double fastest = std::sqrt(2.0 * kinetic / lightest);
    return 0.25 * std::min(scenario.width, scenario.height) / fastest;
}

} // namespace disklab
