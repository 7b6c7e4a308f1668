#include "runtime/error_blocks.h"

#include "core/wall_momentum_moments.h"

#include <algorithm>

namespace disklab {

ErrorBlocks::ErrorBlocks(const Engine& engine, double length) : m_start(engine.time()), m_length(length)
{
    record(engine);
}

void ErrorBlocks::record(const Engine& engine)
{
    // A periodic box has no walls: its moments need no copy of the state.
    if (engine.scenario().boundary == Boundary::Periodic) {
        m_totals.push_back(engine.totals());
        m_wallMoments.push_back({});
        return;
    }
    const StateAndTotals now = engine.snapshotAndTotals();  // one walk for both
    m_totals.push_back(now.totals);
    m_wallMoments.push_back(wallMomentumMoments(engine.scenario(), now.state));
}

void ErrorBlocks::advance(Engine& engine, double t, CompressibilityCuts& cuts)
{
    for (; m_length > 0.0 && m_next <= kBlocks; ++m_next) {
        // From the index, never a running sum, so the ends do not drift.
        const double end = m_start + m_length * static_cast<double>(m_next) / kBlocks;
        const double stop = std::min(engine.nextStopTime(end), m_start + m_length);
        if (stop > t)
            break;
        cuts.advance(engine, stop);
        if (engine.time() > m_totals.back().time)
            record(engine);
    }
    cuts.advance(engine, t);
}

} // namespace disklab
