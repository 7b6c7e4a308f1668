#pragma once
// The chart docks' QCustomPlots, made alike (CustomPlotPainter exports them).

#include <Qt>

class QCustomPlot;

namespace disklab {

/// A plot as every chart dock shows it: room for readable axes and a legend inside the axis
/// rectangle, in the given corner. The caller owns it (usually through ChartDock::setChart).
/// GUI thread.
QCustomPlot* makeDockPlot(Qt::Alignment legendCorner);

} // namespace disklab
