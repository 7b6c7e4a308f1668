#include "report/window_samples.h"

#include <numeric>

namespace disklab {
namespace {

/// Slices of the density profile: enough to show the law's curve, with a few hundred disks
/// still some dozens per slice.
constexpr int kProfileSlices = 20;
/// States taken per window at most.
constexpr int kStatesPerWindow = 512;

std::vector<std::int32_t> everyDisk(std::size_t count)
{
    std::vector<std::int32_t> disks(count);
    std::iota(disks.begin(), disks.end(), 0);
    return disks;
}

} // namespace

WindowSampler::WindowSampler(const Scenario& scenario, const Snapshot& first, double length)
    : m_column(barometricColumn(scenario)), m_start(first.time), m_length(length), m_lastTaken(first.time)
{
    m_samples.lag = length / (2.0 * kDiffusionStretches);
    if (m_column) {
        m_samples.profile.emplace(scenario, kProfileSlices);
        addHeights(first);
    }
    m_periodic = scenario.boundary == Boundary::Periodic && !scenario.aggregation && length > 0.0;
    if (m_periodic) {
        m_unwrapper = PeriodicUnwrapper(scenario, first, everyDisk(first.size()));
        m_originX = m_unwrapper.x();
        m_originY = m_unwrapper.y();
        m_originTime = first.time;
    }
}

void WindowSampler::add(const Snapshot& state)
{
    if (state.time < m_lastTaken + m_length / kStatesPerWindow)
        return;
    m_lastTaken = state.time;
    if (m_column)
        addHeights(state);
    if (m_periodic)
        followDiffusion(state);
}

void WindowSampler::addHeights(const Snapshot& state)
{
    double sum = 0.0;
    for (std::size_t i = 0; i < state.size(); ++i)
        sum += heightOf(*m_column, state.x[i], state.y[i]);
    m_samples.meanHeights.push_back(state.size() > 0 ? sum / static_cast<double>(state.size()) : 0.0);
    m_samples.profile->add(state);
}

double WindowSampler::meanSquareDisplacement() const
{
    const std::vector<double>& x = m_unwrapper.x();
    const std::vector<double>& y = m_unwrapper.y();
    double sum = 0.0;
    for (std::size_t i = 0; i < x.size(); ++i)
        sum += (x[i] - m_originX[i]) * (x[i] - m_originX[i]) + (y[i] - m_originY[i]) * (y[i] - m_originY[i]);
    return x.empty() ? 0.0 : sum / static_cast<double>(x.size());
}

void WindowSampler::followDiffusion(const Snapshot& state)
{
    // A pump's disks would change who is followed: no D then.
    if (state.size() != m_originX.size()) {
        m_periodic = false;
        m_samples.diffusion.clear();
        return;
    }
    m_unwrapper.follow(state);
    // A state a little short of the lag's end still counts: the time the MSD grew over is the
    // one actually elapsed.
    const double due = m_start + m_samples.lag * m_nextLag - 1e-9 * m_length;
    if (m_nextLag > 2 * kDiffusionStretches || state.time < due)
        return;
    const double msd = meanSquareDisplacement(), elapsed = state.time - m_originTime;
    if (m_nextLag % 2 == 1) {
        m_firstLagMsd = msd;
        m_firstLagTime = elapsed;
    } else {
        m_samples.diffusion.push_back((msd - m_firstLagMsd) / (4.0 * (elapsed - m_firstLagTime)));
        m_originX = m_unwrapper.x();
        m_originY = m_unwrapper.y();
        m_originTime = state.time;
    }
    ++m_nextLag;
}

} // namespace disklab
