#include "app/custom_plot_painter.h"

#include "app/scaled_fonts.h"

#include <QPaintEngine>
#include <qcustomplot.h>

namespace disklab {
namespace {

/// Every text of the plot: the axes' tick labels and labels, the legend and its items, titles.
void addText(ScaledFonts& fonts, QCustomPlot& plot)
{
    for (QCPAxisRect* rect : plot.axisRects())
        for (QCPAxis* axis : rect->axes())
            fonts.add(axis, {"tickLabelFont", "labelFont", "selectedTickLabelFont", "selectedLabelFont"});
    // Parents come before their children here (a legend before its items), as add() wants.
    for (QCPLayoutElement* element : plot.plotLayout()->elements(true))
        if (element)
            fonts.add(element, {"font", "selectedFont"});
}

} // namespace

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
        addText(fonts, m_plot);
        fonts.apply();
        m_plot.toPainter(&painter, layoutSize.width(), layoutSize.height());
    }
    painter.end();
    // toPainter left the layout at the exported size: lay the plot out for the screen again.
    m_plot.replot();
    return true;
}

} // namespace disklab
