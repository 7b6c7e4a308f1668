#include "core/velocity_autocorrelation.h"

#include <algorithm>
#include <limits>
#include <stdexcept>

namespace disklab {

VelocityAutocorrelation::VelocityAutocorrelation(int lags)
    : m_lags(static_cast<std::size_t>(std::max(1, lags))), m_ring(m_lags), m_sums(m_lags, 0.0), m_origins(m_lags, 0)
{
    if (lags < 1)
        throw std::invalid_argument("velocity autocorrelation: needs at least one lag");
}

void VelocityAutocorrelation::add(const Snapshot& snapshot)
{
    if (m_added == 0)
        m_disks = snapshot.size();
    const std::size_t n = std::min(m_disks, snapshot.size());
    std::vector<double>& now = m_ring[m_added % m_lags];
    now.assign(2 * m_disks, 0.0);
    for (std::size_t j = 0; j < n; ++j) {
        now[2 * j] = snapshot.vx[j];
        now[2 * j + 1] = snapshot.vy[j];
    }
    const std::size_t reach = static_cast<std::size_t>(std::min<std::uint64_t>(m_added + 1, m_lags));
    for (std::size_t lag = 0; lag < reach; ++lag) {
        const std::vector<double>& then = m_ring[(m_added - lag) % m_lags];
        double sum = 0.0;
        for (std::size_t c = 0; c < 2 * m_disks; ++c)
            sum += then[c] * now[c];
        m_sums[lag] += m_disks > 0 ? sum / static_cast<double>(m_disks) : 0.0;
        ++m_origins[lag];
    }
    ++m_added;
}

std::vector<double> VelocityAutocorrelation::values() const
{
    std::vector<double> c(m_lags, std::numeric_limits<double>::quiet_NaN());
    for (std::size_t lag = 0; lag < m_lags; ++lag)
        if (m_origins[lag] > 0)
            c[lag] = m_sums[lag] / static_cast<double>(m_origins[lag]);
    return c;
}

} // namespace disklab
