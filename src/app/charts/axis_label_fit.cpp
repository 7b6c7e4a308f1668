#include "app/charts/axis_label_fit.h"

#include <QFontMetrics>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QtCharts/QAbstractAxis>
#include <QtCharts/QChart>
#include <qcustomplot.h>

#include <algorithm>

namespace disklab {
namespace {

/// What Qt Charts keeps on both sides of a title's text, in pixels (its text document's margins),
/// the chart's and the axes' alike.
constexpr double kTitleTextMargins = 16.0;

/// A title is broken onto at most this many lines.
constexpr int kMostLines = 2;

/// Chinese and Japanese characters (and their punctuation): text without spaces, which may
/// break between any two of them.
bool isWide(QChar c)
{
    return c.unicode() >= 0x2E80;
}

/// Punctuation a line never starts with.
bool closesText(QChar c)
{
    return QStringLiteral("、。，：；）」』！？・ー").contains(c);
}

/// Whether `text` may break before its character `k`: after a space, a separator or a hyphen
/// joining two words, so a unit in brackets stays whole, or between two Chinese or Japanese
/// characters.
bool mayBreakBefore(const QString& text, int k)
{
    const QChar before = text[k - 1];
    const QChar after = text[k];
    if (before == QLatin1Char(' ') || before == QChar(0xFF0C) /* ， */ || before == QChar(0x3001) /* 、 */)
        return true;
    // After a hyphen between letters: "Maxwell-" over "Boltzmann".
    if (before == QLatin1Char('-') && k >= 2 && text[k - 2].isLetter() && after.isLetter())
        return true;
    return isWide(before) && isWide(after) && !closesText(after);
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
    QString whole = label;
    whole.remove(QLatin1Char('\n'));
    QString rest = whole;
    QStringList lines;
    // Greedy: each line takes what fits up to its last break; a line without one is left long.
    while (metrics.horizontalAdvance(rest) > length) {
        int cut = -1;
        for (int k = 1; k < rest.size(); ++k)
            if (mayBreakBefore(rest, k) && (cut < 0 || metrics.horizontalAdvance(rest.left(k)) <= length))
                cut = k;
        if (cut < 0)
            break;
        lines << rest.left(cut);
        rest = rest.mid(cut);
    }
    lines << rest;
    // A title three or more lines thick is a column of words beside a squeezed plot (or one the
    // chart, laid out for the first time, has no room for yet): whole, its owner shortens it.
    if (lines.size() > kMostLines)
        return whole;
    return lines.join(QLatin1Char('\n'));
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
