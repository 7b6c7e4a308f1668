#include "app/charts/custom_plot_render.h"

#include "app/charts/axis_label_fit.h"

#include <qcustomplot.h>

namespace disklab {

QCustomPlot* makeDockPlot(Qt::Alignment legendCorner)
{
    auto* plot = new QCustomPlot;
    plot->setMinimumSize(320, 200);
    plot->legend->setVisible(true);
    plot->axisRect()->insetLayout()->setInsetAlignment(0, legendCorner);
    fitAxisLabelsToTheirAxes(*plot);
    return plot;
}

} // namespace disklab
