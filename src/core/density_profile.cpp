#include "core/density_profile.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace disklab {

DensityProfile::DensityProfile(const Scenario& scenario, int bins)
{
    if (bins < 1)
        throw std::invalid_argument("density profile: needs at least one bin");
    const double g = std::hypot(scenario.gravityX, scenario.gravityY);
    m_upX = g > 0.0 ? -scenario.gravityX / g : 0.0;
    m_upY = g > 0.0 ? -scenario.gravityY / g : 1.0;
    // The box's corners' heights: its lowest is the floor, the spread its extent.
    const double corners[4] = {0.0, scenario.width * m_upX, scenario.height * m_upY,
                               scenario.width * m_upX + scenario.height * m_upY};
    const auto [low, high] = std::minmax_element(std::begin(corners), std::end(corners));
    m_floor = *low;
    m_extent = *high - *low;
    m_counts.assign(static_cast<std::size_t>(bins), 0.0);
    // A slice across a rectangle tilted against gravity is not a rectangle; its mean area is the
    // box's over the bins, exact for gravity along an axis (every slice alike).
    m_sliceArea = scenario.width * scenario.height / bins;
}

double DensityProfile::heightOf(double x, double y) const
{
    return x * m_upX + y * m_upY - m_floor;
}

void DensityProfile::add(const Snapshot& snapshot)
{
    ++m_states;
    if (!(m_extent > 0.0))
        return;
    const auto bins = static_cast<double>(m_counts.size());
    for (std::size_t j = 0; j < snapshot.size(); ++j) {
        const double slice = std::floor(heightOf(snapshot.x[j], snapshot.y[j]) / m_extent * bins);
        m_counts[static_cast<std::size_t>(std::clamp(slice, 0.0, bins - 1.0))] += 1.0;
    }
}

std::vector<double> DensityProfile::heights() const
{
    std::vector<double> h(m_counts.size());
    for (std::size_t b = 0; b < h.size(); ++b)
        h[b] = (static_cast<double>(b) + 0.5) * m_extent / static_cast<double>(h.size());
    return h;
}

std::vector<double> DensityProfile::density() const
{
    std::vector<double> n(m_counts.size(), 0.0);
    if (m_states == 0 || !(m_sliceArea > 0.0))
        return n;
    for (std::size_t b = 0; b < n.size(); ++b)
        n[b] = m_counts[b] / (m_states * m_sliceArea);
    return n;
}

} // namespace disklab
