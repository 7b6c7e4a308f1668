#include "runtime/observable_series.h"

#include "core/observables.h"

namespace disklab {

ObservableSeries::ObservableSeries(std::size_t capacity) : m_capacity(capacity) {}

void ObservableSeries::clear()
{
    m_samples.clear();
    m_haveStart = false;
}

void ObservableSeries::cutAfter(const Totals& now)
{
    // The timeline went back: what was sampled after now is the shown moment's future.
    while (!m_samples.empty() && m_samples.back().time > now.time)
        m_samples.pop_back();
    m_windowStart = now;
}

bool ObservableSeries::addFrame(const FrameSnapshot& frame)
{
    if (!frame.scenario)
        return false;
    if (frame.generation != m_generation) {
        m_generation = frame.generation;
        clear();
    }
    if (m_haveStart && frame.totals.time < m_windowStart.time)
        cutAfter(frame.totals);
    // The lab's pump added disks (runtime/lab_control.h): a window must not span two numbers.
    if (m_haveStart && frame.scenario->disks.size() != m_diskCount)
        m_windowStart = frame.totals;
    m_diskCount = frame.scenario->disks.size();
    if (!m_haveStart) {
        m_windowStart = frame.totals;
        m_haveStart = true;
        return false;
    }
    if (frame.totals.time - m_windowStart.time < m_interval)
        return false;
    const Scenario& scenario = *frame.scenario;
    const WindowFigures window = measureWindow(scenario, m_windowStart, frame.totals);
    ObservableSample sample;
    sample.time = frame.totals.time;
    sample.kineticEnergy = frame.kineticEnergy;
    sample.temperature = window.temperature;
    sample.pressure = window.pressure;
    sample.area = window.meanArea;
    sample.idealPressure = window.meanArea > 0.0
        ? static_cast<double>(scenario.disks.size()) * window.temperature / window.meanArea : 0.0;
    sample.momentumX = frame.momentum[0];
    sample.momentumY = frame.momentum[1];
    sample.collisions = window.collisions;
    m_samples.push_back(sample);
    while (m_samples.size() > m_capacity)
        m_samples.pop_front();
    m_windowStart = frame.totals;
    return true;
}

} // namespace disklab
