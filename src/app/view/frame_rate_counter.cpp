#include "app/view/frame_rate_counter.h"

#include <algorithm>
#include <numeric>

namespace disklab {
namespace {
constexpr qint64 kWindowNs = 1'000'000'000;
}

void FrameRateCounter::recordFrame(double paintSeconds)
{
    const qint64 now = m_clock.nsecsElapsed();
    m_recent.push_back({now, paintSeconds});
    dropOld(now);
    if (m_measureStartNs >= 0)
        m_measuredPaints.push_back(paintSeconds);
}

void FrameRateCounter::dropOld(qint64 nowNs) const
{
    while (!m_recent.empty() && m_recent.front().atNs < nowNs - kWindowNs)
        m_recent.pop_front();
}

double FrameRateCounter::framesPerSecond() const
{
    dropOld(m_clock.nsecsElapsed());
    return double(m_recent.size());
}

double FrameRateCounter::meanPaintMs() const
{
    dropOld(m_clock.nsecsElapsed());
    if (m_recent.empty())
        return 0.0;
    double sum = 0.0;
    for (const Sample& s : m_recent)
        sum += s.paintSeconds;
    return 1e3 * sum / double(m_recent.size());
}

double FrameRateCounter::maxPaintMs() const
{
    dropOld(m_clock.nsecsElapsed());
    double worst = 0.0;
    for (const Sample& s : m_recent)
        worst = std::max(worst, s.paintSeconds);
    return 1e3 * worst;
}

void FrameRateCounter::startMeasurement()
{
    m_measureStartNs = m_clock.nsecsElapsed();
    m_measuredPaints.clear();
}

FrameRateCounter::Summary FrameRateCounter::measurement() const
{
    Summary summary;
    if (m_measureStartNs < 0)
        return summary;
    summary.frames = m_measuredPaints.size();
    summary.seconds = (m_clock.nsecsElapsed() - m_measureStartNs) * 1e-9;
    if (summary.seconds > 0.0)
        summary.framesPerSecond = double(summary.frames) / summary.seconds;
    if (m_measuredPaints.empty())
        return summary;
    std::vector<double> sorted = m_measuredPaints;
    std::sort(sorted.begin(), sorted.end());
    summary.meanPaintMs = 1e3 * std::accumulate(sorted.begin(), sorted.end(), 0.0) / double(sorted.size());
    summary.p95PaintMs = 1e3 * sorted[std::min(sorted.size() - 1, sorted.size() * 95 / 100)];
    summary.maxPaintMs = 1e3 * sorted.back();
    return summary;
}

} // namespace disklab
