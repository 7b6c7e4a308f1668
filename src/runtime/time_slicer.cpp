#include "runtime/time_slicer.h"

#include <algorithm>

namespace disklab {

double TimeSlicer::nextSlice(double remaining) const
{
    // Unknown throughput: start with a tiny piece so a slow engine cannot block for long;
    // the measured rate takes over from the second slice.
    if (m_rate <= 0.0)
        return remaining / 1024.0;
    return std::min(remaining, m_rate * kSliceSeconds);
}

void TimeSlicer::record(double simulated, double wallSeconds)
{
    if (simulated <= 0.0)
        return;
    const double rate = simulated / std::max(wallSeconds, 1e-6);
    // Smooth, but follow a slowdown quickly: dense phases of a run cost more per time unit.
    m_rate = m_rate <= 0.0 ? rate : std::min(rate, 0.7 * m_rate + 0.3 * rate);
}

} // namespace disklab
