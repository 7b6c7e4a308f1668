#include "app/custom_plot_render.h"

#include <QPicture>
#include <qcustomplot.h>

namespace disklab {

void renderCustomPlot(QCustomPlot& plot, QPainter& painter, const QRect& target)
{
    QPicture picture;
    QCPPainter recorder(&picture);
    plot.toPainter(&recorder, target.width(), target.height());
    recorder.end();
    painter.drawPicture(target.topLeft(), picture);
}

} // namespace disklab
