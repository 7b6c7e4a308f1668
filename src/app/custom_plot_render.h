#pragma once
// Draws a QCustomPlot with any QPainter through QCustomPlot's own export path (toPainter),
// recorded into a QPicture so SVG and PDF stay vector.

#include <QPainter>
#include <QRect>

class QCustomPlot;

namespace disklab {

/// Renders `plot` laid out at target's size into `target`. GUI thread.
void renderCustomPlot(QCustomPlot& plot, QPainter& painter, const QRect& target);

} // namespace disklab
