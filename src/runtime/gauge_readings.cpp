#include "runtime/gauge_readings.h"

#include "core/observables.h"

#include <cmath>

namespace disklab {

void GaugeReadings::setWindow(double window)
{
    if (window > 0.0)
        m_window = window;
}

void GaugeReadings::startOver()
{
    m_totals.clear();
    m_running = false;
    m_elapsed = 0.0;
    m_hits = 0;
    m_startedAt.reset();
}

void GaugeReadings::add(const std::shared_ptr<const Scenario>& scenario, std::uint64_t generation, const Totals& totals)
{
    if (generation != m_generation || !m_scenario || (!m_totals.empty() && totals.time < m_totals.back().time)) {
        startOver();
        m_scenario = scenario;
        m_generation = generation;
    } else if (scenario != m_scenario) {
        // The lab changed the run (runtime/lab_control.h): the stopwatch goes on, but no average
        // may span two numbers of disks.
        if (scenario->disks.size() != m_scenario->disks.size())
            m_totals.clear();
        m_scenario = scenario;
    }
    if (!m_totals.empty() && totals.time == m_totals.back().time)
        m_totals.back() = totals;  // a repeated frame of a paused run
    else
        m_totals.push_back(totals);
    // Keep the last frame at or before the window's start, so the window is covered whole.
    while (m_totals.size() > 2 && m_totals[1].time <= totals.time - m_window)
        m_totals.pop_front();
    if (m_running && !m_startedAt)
        m_startedAt = totals;
}

double GaugeReadings::covered() const
{
    return m_totals.size() < 2 ? 0.0 : m_totals.back().time - m_totals.front().time;
}

template <class Figure>
std::optional<GaugeReading> GaugeReadings::read(Figure figure) const
{
    if (!m_scenario || covered() <= 0.0)
        return std::nullopt;
    GaugeReading reading;
    reading.value = figure(measureWindow(*m_scenario, m_totals.front(), m_totals.back()));
    const std::size_t intervals = m_totals.size() - 1;
    if (intervals < static_cast<std::size_t>(kBlocks))
        return reading;
    double sum = 0.0, sumOfSquares = 0.0;
    for (int k = 0; k < kBlocks; ++k) {
        const Totals& from = m_totals[k * intervals / kBlocks];
        const Totals& to = m_totals[(k + 1) * intervals / kBlocks];
        const double x = figure(measureWindow(*m_scenario, from, to));
        sum += x;
        sumOfSquares += x * x;
    }
    const double mean = sum / kBlocks;
    const double variance = std::max(0.0, sumOfSquares / kBlocks - mean * mean) * kBlocks / (kBlocks - 1);
    reading.uncertainty = std::sqrt(variance / kBlocks);
    return reading;
}

std::optional<GaugeReading> GaugeReadings::temperature() const
{
    return read([](const WindowFigures& f) { return f.temperature; });
}

std::optional<GaugeReading> GaugeReadings::pressure() const
{
    return read([](const WindowFigures& f) { return f.pressure; });
}

std::optional<GaugeReading> GaugeReadings::compressibility() const
{
    if (!m_scenario || covered() <= 0.0 || !measureWindow(*m_scenario, m_totals.front(), m_totals.back()).compressibility)
        return std::nullopt;
    return read([](const WindowFigures& f) { return f.compressibility.value_or(0.0); });
}

void GaugeReadings::startStopwatch()
{
    if (m_running)
        return;
    m_running = true;
    if (!m_totals.empty())
        m_startedAt = m_totals.back();
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
    if (!m_running || !m_startedAt || m_totals.empty())
        return m_elapsed;
    return m_elapsed + (m_totals.back().time - m_startedAt->time);
}

std::uint64_t GaugeReadings::stopwatchWallHits() const
{
    if (!m_running || !m_startedAt || m_totals.empty())
        return m_hits;
    return m_hits + (m_totals.back().wallCollisions - m_startedAt->wallCollisions);
}

} // namespace disklab
