#include "runtime/compressibility_cuts.h"

#include "core/compressibility.h"

#include <algorithm>
#include <limits>

namespace disklab {

CompressibilityCuts::CompressibilityCuts(const Scenario& scenario, const Engine& engine)
    : m_start(engine.time()), m_totals{engine.totals()}
{
    const auto interval = compressibilityInterval(scenario, m_start);
    const auto stop = wallsStopTime(scenario, m_start);
    if (!interval || !stop)
        return;
    m_interval = *interval;
    m_stop = *stop;
}

double CompressibilityCuts::nextCut() const
{
    if (m_interval <= 0.0 || m_stopCut)
        return std::numeric_limits<double>::infinity();
    // Computed from the index, as observation rows are, so that rows taken at the same spacing
    // fall on exactly the same times.
    return std::min(m_start + static_cast<double>(m_next) * m_interval, m_stop);
}

void CompressibilityCuts::passCutsUpTo(double t)
{
    while (nextCut() <= t) {
        if (nextCut() == m_stop)
            m_stopCut = true;
        else
            ++m_next;
    }
}

void CompressibilityCuts::advance(Engine& engine, double t)
{
    for (double cut = nextCut(); cut <= t; cut = nextCut()) {
        if (engine.time() < cut)
            engine.advanceTo(cut);
        add(engine.totals());
        passCutsUpTo(engine.time());
    }
    if (engine.time() < t)
        engine.advanceTo(t);
}

void CompressibilityCuts::catchUp(const Engine& engine)
{
    if (nextCut() > engine.time())
        return;
    add(engine.totals());
    passCutsUpTo(engine.time());
}

void CompressibilityCuts::add(const Totals& totals)
{
    if (!m_totals.empty() && totals.time <= m_totals.back().time)
        return;
    m_totals.push_back(totals);
}

} // namespace disklab
