#include "app/custom_plot_render.h"

#include <QPicture>
#include <qcustomplot.h>

namespace disklab {

QCustomPlot* makeDockPlot(Qt::Alignment legendCorner)
{
    auto* plot = new QCustomPlot;
    plot->setMinimumSize(320, 200);
    plot->legend->setVisible(true);
    plot->axisRect()->insetLayout()->setInsetAlignment(0, legendCorner);
    return plot;
}

void renderCustomPlot(QCustomPlot& plot, QPainter& painter, const QRect& target)
{
    QPicture picture;
    QCPPainter recorder(&picture);
    plot.toPainter(&recorder, target.width(), target.height());
    recorder.end();
    painter.drawPicture(target.topLeft(), picture);
}

} // namespace disklab
