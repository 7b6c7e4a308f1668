#include "app/charts/nice_ticks.h"

#include <QtCharts/QChart>
#include <QtCharts/QValueAxis>

#include <QFontMetricsF>

#include <algorithm>
#include <vector>
#include <cmath>

namespace disklab {

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

namespace {

/// Each widening takes the step to the next round one (x2 or x2.5): 10^4 in all at most.
constexpr int kMostWidenings = 12;
/// A bound within this fraction of a step of a multiple of it is taken for that multiple, so
/// round-off (0.7 / 0.1 = 6.999...) does not add a step.
constexpr double kWholeStepSlack = 1e-9;

/// The round step after `step`: 1 to 2, 2 to 5, 5 to 10 (times its power of ten).
double nextNiceTickStep(double step)
{
    const double magnitude = std::pow(10.0, std::floor(std::log10(step) + 1e-9));
    const double mantissa = step / magnitude;
    return (mantissa < 1.5 ? 2.0 : mantissa < 3.5 ? 5.0 : 10.0) * magnitude;
}

} // namespace

double fittedTickStep(const QValueAxis& axis, double min, double max, double length)
{
    double step = niceTickStep(max - min);
    if (!(length > 0.0) || !(max > min))
        return step;
    const QFontMetricsF metrics(axis.labelsFont());
    const bool horizontal = axis.orientation() == Qt::Horizontal;
    // A label needs its own extent and a gap of two characters before the next one; the axis
    // shortens a label with no room to "0.00..." and hides one that overlaps its neighbour.
    for (int widening = 0; widening < kMostWidenings; ++widening) {
        const QByteArray format = tickLabelFormat(min, max, step).toLatin1();
        double extent = metrics.height();
        for (double k = std::ceil(min / step); k * step <= max; k += 1.0) {
            if (horizontal)
                extent = std::max(extent, metrics.horizontalAdvance(QString::asprintf(format.constData(), k * step)));
        }
        if (extent + 2.0 * metrics.averageCharWidth() <= length * step / (max - min))
            break;
        step = nextNiceTickStep(step);
    }
    return step;
}

void setRangeWithNiceTicks(QValueAxis& axis, double min, double max, double length)
{
    // The range is widened to whole steps and cut into a fixed number of ticks, so every tick
    // is a multiple of the step and the labels that read it come from the same three numbers.
    // Qt's dynamic ticks (an interval from an anchor) were seen on screen laid out as five
    // equal parts while labelled for the step ("0.2" at 0.175), and the count of fixed ticks is
    // bounded by the fitted step, so no range change ever builds millions of them.
    const double step = fittedTickStep(axis, min, max, length);
    const double low = std::floor(min / step + kWholeStepSlack) * step;
    const double high = std::max(low + step, std::ceil(max / step - kWholeStepSlack) * step);
    setTicks(axis, low, high, static_cast<int>(std::lround((high - low) / step)) + 1, tickLabelFormat(low, high, step));
}

void setTicks(QValueAxis& axis, double min, double max, int count, const QString& labelFormat)
{
    // Qt Charts (6.4) lays an axis's ticks out at once only when its range changes; a new tick
    // count or label format waits for the chart's next layout pass, and that pass keeps the old
    // ticks when the plot area keeps its size. Set after the range, as they were, the count and
    // format of the previous range were drawn over the new one until then: a live histogram
    // showed 0 to 0.00125 in four ticks labelled 0, 0.0004, 0.0008, "0.0013". So the count and
    // format come first and the range last; a range that stays is moved and put back, which
    // lays the ticks out anew.
    const bool sameRange = axis.min() == min && axis.max() == max;
    const bool newTicks = axis.tickType() != QValueAxis::TicksFixed || axis.tickCount() != count || axis.labelFormat() != labelFormat;
    axis.setTickType(QValueAxis::TicksFixed);
    axis.setLabelFormat(labelFormat);
    axis.setTickCount(count);
    if (sameRange && newTicks)
        axis.setRange(min, max + (max - min));
    axis.setRange(min, max);
}

double tickStep(const QValueAxis& axis)
{
    return axis.tickCount() > 1 ? (axis.max() - axis.min()) / (axis.tickCount() - 1) : 0.0;
}

void refitTicksOnResize(QChart& chart, QValueAxis& axis)
{
    // Queued: the plot area changes while the chart lays itself out, and new labels change it
    // again; the next pass sees the settled size.
    QObject::connect(
        &chart, &QChart::plotAreaChanged, &axis,
        [&chart, &axis] {
            // The size now, not the one signalled: an export lays the chart out at its own size
            // and back before this runs.
            const double length = plotLength(chart, axis);
            const double step = fittedTickStep(axis, axis.min(), axis.max(), length);
            if (std::abs(step - tickStep(axis)) > 1e-9 * step)
                setRangeWithNiceTicks(axis, axis.min(), axis.max(), length);
        },
        Qt::QueuedConnection);
}

double plotLength(const QChart& chart, const QValueAxis& axis)
{
    return axis.orientation() == Qt::Horizontal ? chart.plotArea().width() : chart.plotArea().height();
}

} // namespace disklab
