#include "app/charts/qt_chart_painter.h"

#include "app/charts/scaled_fonts.h"

#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QPainter>
#include <QtCharts/QAbstractAxis>
#include <QtCharts/QChart>
#include <QtCharts/QLegend>

namespace disklab {
namespace {

void layOut(QChart& chart, QSizeF size)
{
    chart.resize(size);
    if (chart.layout())
        chart.layout()->activate();
}

} // namespace

bool QtChartPainter::paint(QPaintDevice& device, QSize layoutSize, double fontScale)
{
    QPainter painter;
    if (!painter.begin(&device))
        return false;
    painter.setRenderHint(QPainter::Antialiasing);
    const QSizeF onScreen = m_chart.size();
    {
        ScaledFonts fonts(fontScale);
        QLegend* legend = m_chart.legend();
        fonts.add(m_chart.titleFont(), [this](const QFont& f) { m_chart.setTitleFont(f); });
        fonts.add(legend->font(), [legend](const QFont& f) { legend->setFont(f); });
        for (QAbstractAxis* axis : m_chart.axes()) {
            fonts.add(axis->labelsFont(), [axis](const QFont& f) { axis->setLabelsFont(f); });
            fonts.add(axis->titleFont(), [axis](const QFont& f) { axis->setTitleFont(f); });
        }
        fonts.apply();
        layOut(m_chart, layoutSize);
        m_chart.scene()->render(&painter, QRectF(0, 0, device.width(), device.height()), m_chart.geometry(),
                                Qt::IgnoreAspectRatio);
    }
    painter.end();
    layOut(m_chart, onScreen);
    return true;
}

} // namespace disklab
