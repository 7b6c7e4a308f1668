#pragma once
// Exports a QCustomPlot through QCustomPlot::toPainter, its own export path (the one behind
// savePng and savePdf), onto any paint device.

#include "app/charts/chart_painter.h"

class QCustomPlot;

namespace disklab {

class CustomPlotPainter : public ChartPainter {
public:
    /// `plot` must outlive this painter.
    explicit CustomPlotPainter(QCustomPlot& plot) : m_plot(plot) {}
    bool paint(QPaintDevice& device, QSize layoutSize, double fontScale) override;

protected:
    void addText(ScaledFonts& fonts) override;
    void redraw() override;

private:
    QCustomPlot& m_plot;
};

} // namespace disklab
