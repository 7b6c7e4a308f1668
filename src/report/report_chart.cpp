#include "report/report_chart.h"

#include "report/tick_steps.h"

#include <QFontMetrics>
#include <QPainter>

#include <algorithm>
#include <cmath>
#include <limits>

namespace disklab {
namespace {

struct Range {
    double low = std::numeric_limits<double>::infinity();
    double high = -std::numeric_limits<double>::infinity();
    void include(double v)
    {
        low = std::min(low, v);
        high = std::max(high, v);
    }
};

/// Widens [low, high] to whole multiples of its round tick step, and returns the step.
double roundOut(Range& range)
{
    if (!(range.high > range.low)) {
        const double pad = range.low != 0.0 && std::isfinite(range.low) ? 0.1 * std::abs(range.low) : 1.0;
        range.low = std::isfinite(range.low) ? range.low - pad : 0.0;
        range.high = range.low + 2.0 * pad;
    }
    const double step = niceTickStep(range.high - range.low);
    range.low = std::floor(range.low / step + 1e-9) * step;
    range.high = std::ceil(range.high / step - 1e-9) * step;
    return step;
}

/// Maps the data ranges onto the plot rectangle (y up).
struct Frame {
    QRectF plot;
    Range x, y;
    QPointF at(double vx, double vy) const
    {
        return {plot.left() + (vx - x.low) / (x.high - x.low) * plot.width(),
                plot.bottom() - (vy - y.low) / (y.high - y.low) * plot.height()};
    }
};

void drawAxes(QPainter& painter, const Frame& frame, double xStep, double yStep, const ReportChart& chart)
{
    const QFontMetrics metrics(painter.font());
    painter.setPen(QPen(Qt::black, 1.0));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(frame.plot);
    const QByteArray xFormat = tickLabelFormat(frame.x.low, frame.x.high, xStep).toLatin1();
    const QByteArray yFormat = tickLabelFormat(frame.y.low, frame.y.high, yStep).toLatin1();
    for (double v = frame.x.low; v <= frame.x.high + 0.5 * xStep; v += xStep) {
        const QPointF p = frame.at(v, frame.y.low);
        painter.drawLine(p, p + QPointF(0.0, 5.0));
        const QString label = QString::asprintf(xFormat.constData(), v);
        painter.drawText(QPointF(p.x() - metrics.horizontalAdvance(label) / 2.0, p.y() + 6.0 + metrics.ascent()), label);
    }
    for (double v = frame.y.low; v <= frame.y.high + 0.5 * yStep; v += yStep) {
        const QPointF p = frame.at(frame.x.low, v);
        painter.drawLine(p, p - QPointF(5.0, 0.0));
        const QString label = QString::asprintf(yFormat.constData(), v);
        painter.drawText(QPointF(p.x() - 8.0 - metrics.horizontalAdvance(label), p.y() + metrics.ascent() / 2.0 - 1.0), label);
    }
    const QRectF below(frame.plot.left(), frame.plot.bottom() + 8.0 + metrics.height(), frame.plot.width(), metrics.height());
    painter.drawText(below, Qt::AlignHCenter, chart.xLabel);
    painter.save();
    painter.translate(metrics.height() * 0.2, frame.plot.center().y());
    painter.rotate(-90.0);
    painter.drawText(QRectF(-frame.plot.height() / 2.0, 0.0, frame.plot.height(), metrics.height()), Qt::AlignHCenter,
                     chart.yLabel);
    painter.restore();
}

const QColor kBarColour(150, 180, 225);
const QColor kCurveColour(200, 40, 40);
const QColor kPointColour(30, 70, 160);
const QColor kReferenceColour(60, 140, 60);

void drawData(QPainter& painter, const Frame& frame, const ReportChart& chart)
{
    painter.setClipRect(frame.plot);
    painter.setPen(QPen(kBarColour.darker(130), 1.0));
    painter.setBrush(kBarColour);
    for (const QPointF& bar : chart.bars)
        painter.drawRect(QRectF(frame.at(bar.x() - chart.barWidth / 2.0, bar.y()),
                                frame.at(bar.x() + chart.barWidth / 2.0, frame.y.low)));
    if (chart.reference) {
        painter.setPen(QPen(kReferenceColour, 2.0, Qt::DashLine));
        painter.drawLine(frame.at(frame.x.low, *chart.reference), frame.at(frame.x.high, *chart.reference));
    }
    painter.setPen(QPen(kCurveColour, 2.0));
    for (std::size_t i = 1; i < chart.curve.size(); ++i)
        painter.drawLine(frame.at(chart.curve[i - 1].x(), chart.curve[i - 1].y()), frame.at(chart.curve[i].x(), chart.curve[i].y()));
    painter.setPen(Qt::NoPen);
    painter.setBrush(kPointColour);
    for (const QPointF& point : chart.points)
        painter.drawEllipse(frame.at(point.x(), point.y()), 3.5, 3.5);
    painter.setClipping(false);
}

void drawLegend(QPainter& painter, const Frame& frame, const ReportChart& chart)
{
    const QFontMetrics metrics(painter.font());
    const std::pair<QString, QColor> entries[] = {{chart.barsName, kBarColour},
                                                  {chart.curveName, kCurveColour},
                                                  {chart.pointsName, kPointColour},
                                                  {chart.referenceName, kReferenceColour}};
    double y = frame.plot.top() + 8.0;
    for (const auto& [name, colour] : entries) {
        if (name.isEmpty())
            continue;
        const double x = frame.plot.right() - 16.0 - metrics.horizontalAdvance(name) - 8.0;
        painter.fillRect(QRectF(x, y + 2.0, 16.0, metrics.height() - 4.0), colour);
        painter.setPen(Qt::black);
        painter.drawText(QPointF(x + 22.0, y + metrics.ascent()), name);
        y += metrics.height() + 2.0;
    }
}

} // namespace

QImage drawChart(const ReportChart& chart, int width, int height)
{
    QImage image(width, height, QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    QFont font = painter.font();
    font.setPixelSize(std::max(10, height / 28));
    painter.setFont(font);
    Frame frame;
    for (const QPointF& bar : chart.bars) {
        frame.x.include(bar.x() - chart.barWidth / 2.0);
        frame.x.include(bar.x() + chart.barWidth / 2.0);
        frame.y.include(bar.y());
        frame.y.include(0.0);
    }
    for (const auto* series : {&chart.curve, &chart.points}) {
        for (const QPointF& p : *series) {
            frame.x.include(p.x());
            frame.y.include(p.y());
        }
    }
    if (chart.reference)
        frame.y.include(*chart.reference);
    const double xStep = roundOut(frame.x);
    const double yStep = roundOut(frame.y);
    const QFontMetrics metrics(font);
    const double left = 2.0 * metrics.height() + metrics.horizontalAdvance(QStringLiteral("0.00000"));
    frame.plot = QRectF(left, metrics.height(), width - left - metrics.height(), height - 4.0 * metrics.height());
    drawData(painter, frame, chart);
    drawAxes(painter, frame, xStep, yStep, chart);
    drawLegend(painter, frame, chart);
    return image;
}

} // namespace disklab
