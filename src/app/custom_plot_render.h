#pragma once
// The chart docks' QCustomPlots: made alike, and drawn with any QPainter through QCustomPlot's
// own export path (toPainter), recorded into a QPicture so SVG and PDF stay vector.

#include <QPainter>
#include <QRect>

class QCustomPlot;

namespace disklab {

/// A plot as every chart dock shows it: room for readable axes and a legend inside the axis
/// rectangle, in the given corner. The caller owns it (usually through ChartDock::setChart).
/// GUI thread.
QCustomPlot* makeDockPlot(Qt::Alignment legendCorner);

/// Renders `plot` laid out at target's size into `target`. GUI thread.
void renderCustomPlot(QCustomPlot& plot, QPainter& painter, const QRect& target);

} // namespace disklab
