#pragma once
// What every exportable chart offers the export code: a picture drawn onto any paint device
// (PNG, SVG and PDF all go through it) and the data it shows.

#include "app/charts/data_table.h"

#include <QSize>
#include <QString>

class QPaintDevice;

namespace disklab {

class ExportableChart {
public:
    virtual ~ExportableChart() = default;
    /// Draws the chart over the whole of `device`, laid out as on a screen `layoutSize` pixels
    /// big, its text `fontScale` times as large (see ChartPainter::paint). GUI thread.
    virtual bool paintChart(QPaintDevice& device, QSize layoutSize, double fontScale) = 0;
    /// The series shown, one row per point. GUI thread.
    virtual DataTable chartData() const = 0;
    /// Base of default file names, e.g. "speed-distribution".
    virtual QString chartFileName() const = 0;
};

} // namespace disklab
