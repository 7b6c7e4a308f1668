#include "app/charts/plot_legend.h"

#include <qcustomplot.h>

namespace disklab {

void placeLegendBelowAxes(QCustomPlot& plot, int columns)
{
    QCPLegend* legend = plot.legend;
    plot.axisRect()->insetLayout()->take(legend);
    plot.plotLayout()->addElement(1, 0, legend);
    // The row takes the legend's own height; the axes keep the rest.
    plot.plotLayout()->setRowStretchFactor(1, 0.001);
    // Compact, `columns` entries a line: below the axes every pixel of height is taken from the
    // data.
    if (columns > 1) {
        legend->setWrap(columns);
        legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
        legend->setColumnSpacing(12);
    } else {
        legend->setFillOrder(QCPLayoutGrid::foRowsFirst);
    }
    legend->setMargins(QMargins(4, 0, 4, 4));
    // The legend's frame runs along the picture's edges: a pixel of room keeps its side lines
    // inside an exported image, and two keep the bottom one, which is drawn a pixel below the
    // legend's rectangle (with one it fell on the plot's last row and never showed).
    plot.plotLayout()->setMargins(QMargins(1, 0, 1, 2));
    // An empty legend's size hint is its margins, and the layout caps the column at the legend's
    // largest width: the axes above would shrink to a sliver. A bounded but huge maximum
    // (QWIDGETSIZE_MAX itself means "use the hint") lets the column keep the plot's width.
    legend->setMaximumSize(QWIDGETSIZE_MAX / 2, QWIDGETSIZE_MAX);
    legend->setRowSpacing(0);
    legend->setIconSize(24, 10);
    QFont font = legend->font();
    font.setPointSizeF(font.pointSizeF() * 0.9);
    legend->setFont(font);
}

void showLegendWhenItHasItems(QCustomPlot& plot)
{
    plot.legend->setVisible(plot.legend->itemCount() > 0);
}

} // namespace disklab
