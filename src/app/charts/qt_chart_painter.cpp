#include "app/charts/qt_chart_painter.h"

#include "app/charts/axis_label_fit.h"
#include "app/charts/nice_ticks.h"
#include "app/widgets/scaled_fonts.h"

#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QPainter>
#include <QtCharts/QAbstractAxis>
#include <QtCharts/QChart>
#include <QtCharts/QLegend>
#include <QtCharts/QValueAxis>

#include <vector>

namespace disklab {
namespace {

void layOut(QChart& chart, QSizeF size)
{
    chart.resize(size);
    if (chart.layout())
        chart.layout()->activate();
}

/// A value axis's range, ticks and label format, to put back after an export.
struct AxisTicks {
    QValueAxis* axis;
    double min, max;
    int count;
    QString format;
};

std::vector<AxisTicks> valueAxisTicks(const QChart& chart)
{
    std::vector<AxisTicks> ticks;
    for (QAbstractAxis* axis : chart.axes()) {
        if (auto* value = qobject_cast<QValueAxis*>(axis))
            ticks.push_back({value, value->min(), value->max(), value->tickCount(), value->labelFormat()});
    }
    return ticks;
}


} // namespace

void layOutWithFittedTicks(QChart& chart, QSizeF size)
{
    // A second pass sees the new labels' extent.
    for (int pass = 0; pass < 2; ++pass) {
        layOut(chart, size);
        for (const AxisTicks& t : valueAxisTicks(chart))
            setRangeWithNiceTicks(*t.axis, t.min, t.max, plotLength(chart, *t.axis));
    }
    layOut(chart, size);
}

bool QtChartPainter::paint(QPaintDevice& device, QSize layoutSize, double fontScale)
{
    QPainter painter;
    if (!painter.begin(&device))
        return false;
    painter.setRenderHint(QPainter::Antialiasing);
    const QSizeF onScreen = m_chart.size();
    const std::vector<AxisTicks> screenTicks = valueAxisTicks(m_chart);
    {
        ScaledFonts fonts(fontScale);
        addText(fonts);
        fonts.apply();
        layOutWithFittedTicks(m_chart, layoutSize);
        m_chart.scene()->render(&painter, QRectF(0, 0, device.width(), device.height()), m_chart.geometry(),
                                Qt::IgnoreAspectRatio);
    }
    painter.end();
    for (const AxisTicks& t : screenTicks)
        setTicks(*t.axis, t.min, t.max, t.count, t.format);
    layOut(m_chart, onScreen);
    return true;
}

/// Every text of the chart: its title, the legend, the axes' labels and titles.
void QtChartPainter::addText(ScaledFonts& fonts)
{
    QLegend* legend = m_chart.legend();
    fonts.add(m_chart.titleFont(), [this](const QFont& f) { m_chart.setTitleFont(f); });
    fonts.add(legend->font(), [legend](const QFont& f) { legend->setFont(f); });
    for (QAbstractAxis* axis : m_chart.axes()) {
        fonts.add(axis->labelsFont(), [axis](const QFont& f) { axis->setLabelsFont(f); });
        fonts.add(axis->titleFont(), [axis](const QFont& f) { axis->setTitleFont(f); });
    }
}

void QtChartPainter::redraw()
{
    fitChartTitles(m_chart);
}

} // namespace disklab
