#include "app/charts/plot_ranges.h"

#include <qcustomplot.h>

#include <algorithm>

namespace disklab {
namespace {

/// The span of the data drawn against `axis`; found is false when there is none.
QCPRange dataRange(QCPAxis* axis, bool& found)
{
    found = false;
    QCPRange total;
    const QCP::SignDomain domain = axis->scaleType() == QCPAxis::stLogarithmic ? QCP::sdPositive : QCP::sdBoth;
    for (QCPAbstractPlottable* plottable : axis->plottables()) {
        bool here = false;
        const QCPRange range = plottable->keyAxis() == axis ? plottable->getKeyRange(here, domain)
                                                            : plottable->getValueRange(here, domain);
        if (!here)
            continue;
        total = found ? QCPRange(std::min(total.lower, range.lower), std::max(total.upper, range.upper)) : range;
        found = true;
    }
    return total;
}

} // namespace

void fixRangesWithoutExtent(QCustomPlot& plot)
{
    for (QCPAxis* axis : {plot.xAxis, plot.yAxis, plot.yAxis2}) {
        if (!axis->visible())
            continue;
        bool found = false;
        const QCPRange data = dataRange(axis, found);
        if (found && data.size() > 0.0)
            continue;
        if (axis->scaleType() == QCPAxis::stLogarithmic) {
            const double centre = found ? data.lower : 1.0;
            axis->setRange(centre / 10.0, centre * 10.0);
        } else {
            const double point = found ? data.lower : 0.0;
            axis->setRange(std::min(point, 0.0), point == 0.0 ? 1.0 : std::max(point, 0.0));
        }
    }
}

} // namespace disklab
