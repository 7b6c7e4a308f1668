#pragma once
// The charts open in a window, drawn for a lab report as they are there: every chart dock the
// window holds whose View menu entry is checked (in front or behind another dock's tab), with
// its settings, series and language, laid out at the report's chart width with the shape its
// dock has on screen (a usual shape when it is tabbed away) and drawn at twice that many pixels,
// so it prints sharp.

#include "report/lab_report_document.h"

#include <vector>

class QWidget;

namespace disklab {

/// The open charts of `window`, in the order the window made them. GUI thread.
std::vector<WindowChart> openChartImages(const QWidget& window);

} // namespace disklab
