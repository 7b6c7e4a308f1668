#pragma once
// Writes an ExportableChart as PNG, SVG or PDF at the options' size, resolution and font scale.
// The chart is laid out as on a screen of size / dpi inches and drawn by its library's own
// rendering, stretched over the file's pixels, so a 300 dpi export has the layout and text
// sizes of the same chart printed at 96 dpi, only sharper; vector formats stay vector.

#include "app/charts/chart_export_options.h"
#include "app/charts/exportable_chart.h"

#include <QString>

namespace disklab {

/// PNG of options.size pixels tagged with options.dpi. False and `error` on failure. GUI thread.
bool exportPng(ExportableChart& chart, const QString& path, const ChartExportOptions& options, QString* error);
/// SVG whose canvas is options.size CSS pixels (1/96 inch), drawn as the PNG. GUI thread.
bool exportSvg(ExportableChart& chart, const QString& path, const ChartExportOptions& options, QString* error);
/// One-page PDF of options.size / options.dpi inches, drawn as the PNG. GUI thread.
bool exportPdf(ExportableChart& chart, const QString& path, const ChartExportOptions& options, QString* error);

} // namespace disklab
