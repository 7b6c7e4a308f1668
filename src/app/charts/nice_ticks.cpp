#include "app/charts/nice_ticks.h"

#include <QtCharts/QValueAxis>

#include <algorithm>
#include <vector>
#include <cmath>

namespace disklab {

double niceTickStep(double span, int targetTicks)
{
    if (!(span > 0.0) || !std::isfinite(span) || targetTicks < 1)
        return 1.0;
    const double rough = span / targetTicks;
    const double magnitude = std::pow(10.0, std::floor(std::log10(rough)));
    // The round mantissa nearest to the rough step on a log scale (geometric midpoints).
    const double mantissa = rough / magnitude;
    const double nice = mantissa < std::sqrt(2.0) ? 1.0 : mantissa < std::sqrt(10.0) ? 2.0 : mantissa < std::sqrt(50.0) ? 5.0 : 10.0;
    return nice * magnitude;
}

bool isNiceTickStep(double step)
{
    if (!(step > 0.0) || !std::isfinite(step))
        return false;
    const double mantissa = step / std::pow(10.0, std::floor(std::log10(step)));
    for (double nice : {1.0, 2.0, 5.0, 10.0}) {
        if (std::abs(mantissa - nice) <= 1e-9 * nice)
            return true;
    }
    return false;
}

double NiceAxisTicker::getTickStep(const QCPRange& range)
{
    return niceTickStep(range.size(), tickCount());
}

QVector<double> NiceLogTicker::createTickVector(double tickStep, const QCPRange& range)
{
    const double decades = range.lower > 0.0 ? std::log10(range.upper / range.lower) : 0.0;
    m_denserThanDecades = std::isfinite(decades) && decades > 0.0 && decades <= 2.0;
    if (!m_denserThanDecades)
        return QCPAxisTickerLog::createTickVector(tickStep, range);
    static const std::vector<double> kRound = {1.0, 2.0, 5.0};
    static const std::vector<double> kWhole = {1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0};
    const std::vector<double>& mantissas = decades > 1.0 ? kRound : kWhole;
    QVector<double> ticks;
    // One tick beyond each end, as QCustomPlot's tickers give, so the axis trims them itself.
    for (int power = int(std::floor(std::log10(range.lower))) - 1; power <= int(std::ceil(std::log10(range.upper))); ++power)
        for (double mantissa : mantissas)
            ticks.push_back(mantissa * std::pow(10.0, power));
    return ticks;
}

int NiceLogTicker::getSubTickCount(double tickStep)
{
    // Between ticks at 1, 2, 5 the unlabelled lines of a decade would only crowd the grid.
    return m_denserThanDecades ? 0 : QCPAxisTickerLog::getSubTickCount(tickStep);
}

void setAxisScale(QCPAxis& axis, bool logarithmic)
{
    axis.setScaleType(logarithmic ? QCPAxis::stLogarithmic : QCPAxis::stLinear);
    if (logarithmic)
        axis.setTicker(QSharedPointer<NiceLogTicker>::create());
    else
        axis.setTicker(QSharedPointer<NiceAxisTicker>::create());
}

void useNiceTicks(QCustomPlot& plot)
{
    for (QCPAxis* axis : {plot.xAxis, plot.yAxis, plot.xAxis2, plot.yAxis2})
        axis->setTicker(QSharedPointer<NiceAxisTicker>::create());
}

void setRangeWithNiceTicks(QValueAxis& axis, double min, double max)
{
    // A dynamic axis lays its ticks out again at each change of range or interval. The new range
    // under the old interval (0 to 10^6 in steps of 0.1, after a slow run) would build millions
    // of tick items at once, so the axis counts fixed ticks while range and interval change.
    const double step = niceTickStep(max - min);
    axis.setTickType(QValueAxis::TicksFixed);
    axis.setRange(min, max);
    axis.setTickAnchor(0.0);
    axis.setTickInterval(step);
    axis.setTickType(QValueAxis::TicksDynamic);
    // Labels with as many decimals as the step needs, and no more.
    const int decimals = std::max(0, -static_cast<int>(std::floor(std::log10(step) + 1e-9)));
    axis.setLabelFormat(QStringLiteral("%.%1f").arg(decimals));
}

} // namespace disklab
