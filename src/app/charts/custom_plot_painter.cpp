#include "app/charts/custom_plot_painter.h"

#include "app/widgets/scaled_fonts.h"

#include <QPaintEngine>
#include <qcustomplot.h>

namespace disklab {

bool CustomPlotPainter::paint(QPaintDevice& device, QSize layoutSize, double fontScale)
{
    QCPPainter painter;
    if (!painter.begin(&device))
        return false;
    const double scaleX = double(device.width()) / layoutSize.width();
    const double scaleY = double(device.height()) / layoutSize.height();
    // The modes QCustomPlot's own savePdf and savePng use: vector output without its
    // pixel-grid fixes, and when enlarging, no 1-pixel cosmetic pens that would stay hairlines.
    if (painter.paintEngine()->type() != QPaintEngine::Raster)
        painter.setMode(QCPPainter::pmVectorized);
    if (scaleX > 1.0 || scaleY > 1.0)
        painter.setMode(QCPPainter::pmNonCosmetic);
    painter.scale(scaleX, scaleY);
    {
        ScaledFonts fonts(fontScale);
        addText(fonts);
        fonts.apply();
        m_plot.toPainter(&painter, layoutSize.width(), layoutSize.height());
    }
    painter.end();
    // toPainter left the layout at the exported size: lay the plot out for the screen again.
    m_plot.replot();
    return true;
}

/// Every text of the plot: the axes' tick labels and labels, the legend and its items, titles.
void CustomPlotPainter::addText(ScaledFonts& fonts)
{
    for (QCPAxisRect* rect : m_plot.axisRects()) {
        for (QCPAxis* axis : rect->axes()) {
            fonts.add(axis->tickLabelFont(), [axis](const QFont& f) { axis->setTickLabelFont(f); });
            fonts.add(axis->selectedTickLabelFont(), [axis](const QFont& f) { axis->setSelectedTickLabelFont(f); });
            fonts.add(axis->labelFont(), [axis](const QFont& f) { axis->setLabelFont(f); });
            fonts.add(axis->selectedLabelFont(), [axis](const QFont& f) { axis->setSelectedLabelFont(f); });
        }
    }
    // Parents come before their children here (a legend before its items), as add() wants.
    for (QCPLayoutElement* element : m_plot.plotLayout()->elements(true)) {
        if (auto* legend = qobject_cast<QCPLegend*>(element)) {
            fonts.add(legend->font(), [legend](const QFont& f) { legend->setFont(f); });
            fonts.add(legend->selectedFont(), [legend](const QFont& f) { legend->setSelectedFont(f); });
        } else if (auto* item = qobject_cast<QCPAbstractLegendItem*>(element)) {
            fonts.add(item->font(), [item](const QFont& f) { item->setFont(f); });
            fonts.add(item->selectedFont(), [item](const QFont& f) { item->setSelectedFont(f); });
        } else if (auto* text = qobject_cast<QCPTextElement*>(element)) {
            fonts.add(text->font(), [text](const QFont& f) { text->setFont(f); });
            fonts.add(text->selectedFont(), [text](const QFont& f) { text->setSelectedFont(f); });
        }
    }
}

void CustomPlotPainter::redraw()
{
    m_plot.replot();
}

} // namespace disklab
