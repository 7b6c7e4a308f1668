#include "app/plot_legend.h"

#include <qcustomplot.h>

namespace disklab {

void placeLegendBelowAxes(QCustomPlot& plot)
{
    QCPLegend* legend = plot.legend;
    plot.axisRect()->insetLayout()->take(legend);
    plot.plotLayout()->addElement(1, 0, legend);
    // The row takes the legend's own height; the axes keep the rest.
    plot.plotLayout()->setRowStretchFactor(1, 0.001);
    legend->setFillOrder(QCPLayoutGrid::foRowsFirst);
    legend->setMargins(QMargins(4, 0, 4, 4));
}

void showLegendWhenItHasItems(QCustomPlot& plot)
{
    plot.legend->setVisible(plot.legend->itemCount() > 0);
}

} // namespace disklab
