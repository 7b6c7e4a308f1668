#pragma once
// Exports a Qt Charts chart by laying it out at the export's size and rendering its scene, so
// vector formats stay vector.

#include "app/charts/chart_painter.h"

class QChart;

namespace disklab {

class QtChartPainter : public ChartPainter {
public:
    /// `chart` must outlive this painter.
    explicit QtChartPainter(QChart& chart) : m_chart(chart) {}
    bool paint(QPaintDevice& device, QSize layoutSize, double fontScale) override;

private:
    QChart& m_chart;
};

} // namespace disklab
