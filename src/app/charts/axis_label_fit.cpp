#include "app/charts/axis_label_fit.h"

#include <QFontMetrics>
#include <qcustomplot.h>

#include <cstdlib>

namespace disklab {
namespace {

/// Where a title may break: after these, so a unit in brackets stays whole.
bool breaksAfter(QChar c)
{
    return c == QLatin1Char(' ') || c == QChar(0xFF0C) /* ， */ || c == QChar(0x3001) /* 、 */;
}

} // namespace

QString labelForLength(const QString& label, const QFontMetrics& metrics, int length)
{
    QString line = label;
    line.remove(QLatin1Char('\n'));
    if (metrics.horizontalAdvance(line) <= length || line.size() < 2)
        return line;
    const int middle = int(line.size()) / 2;
    int cut = -1;
    for (int k = 1; k < line.size(); ++k)
        if (breaksAfter(line[k - 1]) && (cut < 0 || std::abs(k - middle) < std::abs(cut - middle)))
            cut = k;
    if (cut < 0)
        cut = middle;
    return line.left(cut) + QLatin1Char('\n') + line.mid(cut);
}

void fitAxisLabelsToTheirAxes(QCustomPlot& plot)
{
    // Before the layout: the axes' lengths are the last layout's, which a second line of title
    // barely changes.
    QObject::connect(&plot, &QCustomPlot::beforeReplot, &plot, [&plot] {
        for (QCPAxisRect* rect : plot.axisRects())
            for (QCPAxis* axis : rect->axes()) {
                const int length = axis->orientation() == Qt::Vertical ? rect->height() : rect->width();
                if (!axis->label().isEmpty() && length > 0)
                    axis->setLabel(labelForLength(axis->label(), QFontMetrics(axis->labelFont()), length));
            }
    });
}

} // namespace disklab
