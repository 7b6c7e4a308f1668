#include "runtime/gauge_readings.h"

#include "core/blocked_error.h"
#include "core/observables.h"

#include <cmath>
#include <vector>

namespace disklab {

void GaugeReadings::setWindow(double window)
{
    if (window > 0.0) {
        m_window = window;
        m_blockEdges.clear();
        m_blockFigures.clear();
    }
}

void GaugeReadings::startOver()
{
    m_moments.clear();
    m_blockEdges.clear();
    m_blockFigures.clear();
    m_running = false;
    m_elapsed = 0.0;
    m_hits = 0;
    m_startedAt.reset();
}

void GaugeReadings::add(const std::shared_ptr<const Scenario>& scenario, std::uint64_t generation, const Totals& totals)
{
    if (!m_started || generation != m_generation || (!m_moments.empty() && totals.time < m_moments.back().totals.time)) {
        startOver();
        m_generation = generation;
        m_started = true;
    } else if (!m_moments.empty() && scenario != m_moments.back().scenario) {
        // The lab changed the run: its past no longer says how it scatters.
        m_blockEdges.clear();
        m_blockFigures.clear();
    }
    if (!m_moments.empty() && totals.time == m_moments.back().totals.time)
        m_moments.back() = {totals, scenario};  // a repeated frame of a paused run
    else
        m_moments.push_back({totals, scenario});
    // Keep the last frame at or before the window's start, so the window is covered whole.
    while (m_moments.size() > 2 && m_moments[1].totals.time <= totals.time - m_window)
        m_moments.pop_front();
    if (m_blockEdges.empty() || totals.time - m_blockEdges.back().time >= m_window / kBlocksPerWindow) {
        if (!m_blockEdges.empty())
            m_blockFigures.push_back(measureWindow(*scenario, m_blockEdges.back(), totals));
        m_blockEdges.push_back(totals);
    }
    while (m_blockEdges.size() > static_cast<std::size_t>(kHistoryWindows * kBlocksPerWindow) + 1) {
        m_blockEdges.pop_front();
        m_blockFigures.pop_front();
    }
    if (m_running && !m_startedAt)
        m_startedAt = totals;
}

double GaugeReadings::covered() const
{
    return m_moments.size() < 2 ? 0.0 : m_moments.back().totals.time - m_moments.front().totals.time;
}

std::optional<double> GaugeReadings::overWindow(Figure figure, bool perDisk) const
{
    double sum = 0.0, weights = 0.0;
    std::size_t first = 0;  // the stretch's first moment
    for (std::size_t k = 1; k < m_moments.size(); ++k) {
        const Scenario& scenario = *m_moments[k].scenario;
        const bool lastOfStretch = k + 1 == m_moments.size()
                                || m_moments[k + 1].scenario->disks.size() != scenario.disks.size();
        if (!lastOfStretch)
            continue;
        const Totals& from = m_moments[first].totals;
        const Totals& to = m_moments[k].totals;
        const std::optional<double> value = figure(measureWindow(scenario, from, to));
        if (!value)
            return std::nullopt;
        const double weight = (to.time - from.time) * (perDisk ? static_cast<double>(scenario.disks.size()) : 1.0);
        sum += *value * weight;
        weights += weight;
        first = k;
    }
    if (!(weights > 0.0))
        return std::nullopt;
    return sum / weights;
}

std::optional<GaugeReading> GaugeReadings::read(Figure figure, bool perDisk) const
{
    const std::optional<double> value = overWindow(figure, perDisk);
    if (!value)
        return std::nullopt;
    GaugeReading reading{*value, std::nullopt};
    const double history = m_blockEdges.empty() ? 0.0 : m_blockEdges.back().time - m_blockEdges.front().time;
    if (history < kLeastHistoryWindows * m_window || !(covered() > 0.0))
        return reading;
    std::vector<double> blocks;
    blocks.reserve(m_blockFigures.size());
    for (const WindowFigures& figures : m_blockFigures) {
        const std::optional<double> block = figure(figures);
        if (!block)
            return reading;
        blocks.push_back(*block);
    }
    if (const std::optional<double> ofHistory = blockedStandardError(std::move(blocks)))
        reading.uncertainty = *ofHistory * std::sqrt(history / covered());
    return reading;
}

std::optional<GaugeReading> GaugeReadings::temperature() const
{
    return read([](const WindowFigures& f) { return std::optional(f.temperature); }, true);
}

std::optional<GaugeReading> GaugeReadings::pressure() const
{
    return read([](const WindowFigures& f) { return std::optional(f.pressure); }, false);
}

std::optional<GaugeReading> GaugeReadings::compressibility() const
{
    return read([](const WindowFigures& f) { return f.compressibility; }, false);
}

void GaugeReadings::startStopwatch()
{
    if (m_running)
        return;
    m_running = true;
    if (!m_moments.empty())
        m_startedAt = m_moments.back().totals;
}

void GaugeReadings::stopStopwatch()
{
    if (!m_running)
        return;
    m_elapsed = stopwatchTime();
    m_hits = stopwatchWallHits();
    m_running = false;
    m_startedAt.reset();
}

void GaugeReadings::resetStopwatch()
{
    const bool running = m_running;
    m_running = false;
    m_elapsed = 0.0;
    m_hits = 0;
    m_startedAt.reset();
    if (running)
        startStopwatch();
}

double GaugeReadings::stopwatchTime() const
{
    if (!m_running || !m_startedAt || m_moments.empty())
        return m_elapsed;
    return m_elapsed + (m_moments.back().totals.time - m_startedAt->time);
}

std::uint64_t GaugeReadings::stopwatchWallHits() const
{
    if (!m_running || !m_startedAt || m_moments.empty())
        return m_hits;
    return m_hits + (m_moments.back().totals.wallCollisions - m_startedAt->wallCollisions);
}

} // namespace disklab
