#pragma once
// Exports a Qt Charts chart by laying it out at the export's size and rendering its scene, so
// vector formats stay vector.

#include "app/charts/chart_painter.h"

#include <QSizeF>

class QChart;

namespace disklab {

/// Lays `chart` out at `size` with the ticks of its value axes fitted to that size and its
/// fonts (fittedTickStep), so that no label is shortened or hidden: what an export draws.
/// GUI thread.
void layOutWithFittedTicks(QChart& chart, QSizeF size);

class QtChartPainter : public ChartPainter {
public:
    /// `chart` must outlive this painter.
    explicit QtChartPainter(QChart& chart) : m_chart(chart) {}
    bool paint(QPaintDevice& device, QSize layoutSize, double fontScale) override;

protected:
    void addText(ScaledFonts& fonts) override;
    /// Its titles and legend broken anew for the text's new size (axis_label_fit.h).
    void redraw() override;

private:
    QChart& m_chart;
};

} // namespace disklab
