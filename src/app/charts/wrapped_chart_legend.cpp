#include "app/charts/wrapped_chart_legend.h"

#include <QFontMetrics>
#include <QGraphicsTextItem>
#include <QTextDocument>
#include <QtCharts/QAbstractSeries>
#include <QtCharts/QChart>
#include <QtCharts/QLegend>
#include <QtCharts/QLegendMarker>

#include <cmath>

namespace disklab {
namespace {

/// The entries: those of visible series with a name (a marker itself is hidden with its legend).
QList<QLegendMarker*> shownMarkers(const QLegend& legend)
{
    QList<QLegendMarker*> shown;
    for (QLegendMarker* marker : legend.markers())
        if (marker->series()->isVisible() && !marker->label().isEmpty())
            shown.append(marker);
    return shown;
}

QColor markerColour(const QLegendMarker& marker)
{
    return marker.brush().style() != Qt::NoBrush ? marker.brush().color() : marker.pen().color();
}

} // namespace

WrappedChartLegend::WrappedChartLegend(QChart& chart) : QObject(&chart), m_chart(chart), m_text(new QGraphicsTextItem(&chart))
{
    m_text->hide();
    m_text->setZValue(chart.legend()->zValue());
    connect(&chart, &QChart::geometryChanged, this, &WrappedChartLegend::refresh);
    connect(chart.legend(), &QLegend::fontChanged, this, &WrappedChartLegend::refresh);
}

bool WrappedChartLegend::isShown() const
{
    return m_text->isVisible();
}

QString WrappedChartLegend::plainText() const
{
    return m_text->document()->toPlainText();
}

bool WrappedChartLegend::fitsInOneRow() const
{
    const QFontMetrics metrics(m_chart.legend()->font());
    const QMargins margins = m_chart.margins();
    // Each of Qt's entries: a marker a line high, room on either side of it, and the label.
    int needed = 2 * metrics.height();
    for (const QLegendMarker* marker : shownMarkers(*m_chart.legend()))
        needed += metrics.horizontalAdvance(marker->label()) + 3 * metrics.height();
    return needed <= m_chart.size().width() - margins.left() - margins.right();
}

QString WrappedChartLegend::entriesHtml() const
{
    // The words of a label may go onto another line; an entry's marker stays with its first word.
    QStringList entries;
    for (const QLegendMarker* marker : shownMarkers(*m_chart.legend()))
        entries << QStringLiteral("<span style=\"color:%1\">■</span>&nbsp;%2")
                       .arg(markerColour(*marker).name(), marker->label().toHtmlEscaped());
    return entries.join(QStringLiteral(" &nbsp; &nbsp;"));
}

void WrappedChartLegend::refresh()
{
    QLegend& legend = *m_chart.legend();
    if (fitsInOneRow()) {
        m_text->hide();
        reserveHeight(0);
        legend.setVisible(true);
        return;
    }
    legend.setVisible(false);
    const QMargins margins = m_chart.margins();
    m_text->setFont(legend.font());
    m_text->setDefaultTextColor(legend.labelColor());
    // The names change seldom, the chart is redrawn often: the text is laid out again only when
    // it changes.
    if (const QString html = entriesHtml(); html != m_html) {
        m_html = html;
        m_text->setHtml(html);
    }
    m_text->setTextWidth(m_chart.size().width() - margins.left() - margins.right());
    reserveHeight(int(std::ceil(m_text->boundingRect().height())));
    const double base = m_chart.margins().bottom() - m_reserved;
    m_text->setPos(margins.left(), m_chart.size().height() - base - m_reserved);
    m_text->show();
}

void WrappedChartLegend::reserveHeight(int height)
{
    if (height == m_reserved)
        return;
    QMargins margins = m_chart.margins();
    margins.setBottom(margins.bottom() - m_reserved + height);
    m_reserved = height;
    m_chart.setMargins(margins);
}

} // namespace disklab
