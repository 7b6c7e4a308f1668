#pragma once
// An axis title longer than its axis is broken onto two lines. A title that names its units and
// its averaging ("pressure [force/length], averaged over Δt = 2") outgrew a short vertical axis
// once Lesson Mode enlarged the text, and ran off the top of the plot.

#include <QString>

class QCPAxis;
class QCustomPlot;
class QFontMetrics;

namespace disklab {

/// `label` as one line if it is at most `length` pixels long in `metrics`, else as two lines
/// broken after the separator (", ", "，", "、" or a space) nearest its middle, or in its middle
/// if it has none. A label already broken is joined again first.
QString labelForLength(const QString& label, const QFontMetrics& metrics, int length);

/// Keeps every axis title of `plot` within its axis's length, at every replot. GUI thread.
void fitAxisLabelsToTheirAxes(QCustomPlot& plot);

} // namespace disklab
