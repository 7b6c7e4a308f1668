#pragma once
// Writes an ExportableChart as PNG (chosen pixel size and resolution), SVG or PDF. The chart
// draws itself through its library's own rendering (Qt Charts' scene, QCustomPlot's painter
// export), so vector formats stay vector.

#include "app/exportable_chart.h"

#include <QSize>
#include <QString>

namespace disklab {

/// PNG of `size` pixels tagged with `dpi` dots per inch. False and `error` on failure. GUI thread.
bool exportPng(ExportableChart& chart, const QString& path, QSize size, int dpi, QString* error);
/// SVG whose canvas is `size` (pixels at 96 dpi). GUI thread.
bool exportSvg(ExportableChart& chart, const QString& path, QSize size, QString* error);
/// One-page PDF of `size` pixels at `dpi` (the page is size / dpi inches). GUI thread.
bool exportPdf(ExportableChart& chart, const QString& path, QSize size, int dpi, QString* error);

} // namespace disklab
