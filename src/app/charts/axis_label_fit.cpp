#include "app/charts/axis_label_fit.h"

#include <QFontMetrics>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QtCharts/QAbstractAxis>
#include <QtCharts/QChart>
#include <qcustomplot.h>

#include <cstdlib>

namespace disklab {
namespace {

/// What Qt Charts keeps on both sides of a title's text, in pixels (its text document's margins),
/// the chart's and the axes' alike.
constexpr double kTitleTextMargins = 16.0;

/// Where a title may break: after these, so a unit in brackets stays whole.
bool breaksAfter(QChar c)
{
    return c == QLatin1Char(' ') || c == QChar(0xFF0C) /* ， */ || c == QChar(0x3001) /* 、 */;
}

/// Qt Charts' titles are HTML: a line break there is <br>.
QString chartTitleForLength(const QString& title, const QFont& font, double length)
{
    const QLatin1String lineBreak("<br>");
    QString plain = title;
    plain.replace(lineBreak, QLatin1String("\n"));
    return labelForLength(plain, QFontMetrics(font), int(length)).replace(QLatin1Char('\n'), lineBreak);
}

} // namespace

QString labelForLength(const QString& label, const QFontMetrics& metrics, int length)
{
    QString line = label;
    line.remove(QLatin1Char('\n'));
    if (metrics.horizontalAdvance(line) <= length || line.size() < 2)
        return line;
    const int middle = int(line.size()) / 2;
    int cut = -1;
    for (int k = 1; k < line.size(); ++k)
        if (breaksAfter(line[k - 1]) && (cut < 0 || std::abs(k - middle) < std::abs(cut - middle)))
            cut = k;
    if (cut < 0)
        cut = middle;
    return line.left(cut) + QLatin1Char('\n') + line.mid(cut);
}

void fitAxisLabelsToTheirAxes(QCustomPlot& plot)
{
    // Before the layout: the axes' lengths are the last layout's, which a second line of title
    // barely changes.
    QObject::connect(&plot, &QCustomPlot::beforeReplot, &plot, [&plot] {
        for (QCPAxisRect* rect : plot.axisRects())
            for (QCPAxis* axis : rect->axes()) {
                const int length = axis->orientation() == Qt::Vertical ? rect->height() : rect->width();
                if (!axis->label().isEmpty() && length > 0)
                    axis->setLabel(labelForLength(axis->label(), QFontMetrics(axis->labelFont()), length));
            }
    });
}

void fitChartTitles(QChart& chart)
{
    // A chart not on screen has not been laid out: its sizes mean nothing yet.
    const QList<QGraphicsView*> views = chart.scene() ? chart.scene()->views() : QList<QGraphicsView*>();
    if (views.isEmpty() || !views.first()->isVisible())
        return;
    const QRectF area = chart.plotArea();
    const QMargins margins = chart.margins();
    // Less the room the title keeps around its text.
    const double width = chart.size().width() - margins.left() - margins.right() - kTitleTextMargins;
    // A title is set only when it changes: setting one lays the chart out again.
    if (const QString title = chartTitleForLength(chart.title(), chart.titleFont(), width); title != chart.title())
        chart.setTitle(title);
    for (QAbstractAxis* axis : chart.axes()) {
        const double length = (axis->orientation() == Qt::Vertical ? area.height() : area.width()) - kTitleTextMargins;
        if (const QString text = chartTitleForLength(axis->titleText(), axis->titleFont(), length); text != axis->titleText())
            axis->setTitleText(text);
    }
}

void fitTitlesToTheirRoom(QChart& chart)
{
    // Queued: the plot area changes while the chart lays itself out, and a broken title
    // changes it again; the next pass sees the settled size.
    QObject::connect(&chart, &QChart::plotAreaChanged, &chart, [&chart] { fitChartTitles(chart); }, Qt::QueuedConnection);
}

} // namespace disklab
