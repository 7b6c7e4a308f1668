#pragma once
// A chart's or an axis's title longer than its room is broken onto two lines rather than cut or
// shortened with "…". A title that names its units and its averaging ("pressure [force/length],
// averaged over Δt = 2") outgrew a short vertical axis once Lesson Mode enlarged the text, and
// ran off the top of the plot; the speed distribution's title lost its KS distance to a "…".
// (Qt Charts draws a legend's label on one line whatever it holds: a label too long for its
// share ends in "…", and WrappedChartLegend draws such a legend instead.)

#include <QString>

class QChart;
class QCustomPlot;
class QFontMetrics;

namespace disklab {

/// `label` as one line if it is at most `length` pixels long in `metrics`, else on two lines,
/// the first as full as fits, broken after a space, a separator (", ", "，", "、") or a hyphen
/// joining two words, or between two Chinese or Japanese characters; as one line again if two
/// are not enough. A label already broken is joined again first.
QString labelForLength(const QString& label, const QFontMetrics& metrics, int length);

/// Keeps every axis title of `plot` within its axis's length, at every replot. GUI thread.
void fitAxisLabelsToTheirAxes(QCustomPlot& plot);

/// Breaks the title of `chart` that is wider than the chart and its axes' titles longer than
/// their axes, at the chart's present size. Call it after setting a title. GUI thread.
void fitChartTitles(QChart& chart);

/// Calls fitChartTitles whenever the plot area of `chart` changes. GUI thread.
void fitTitlesToTheirRoom(QChart& chart);

} // namespace disklab
