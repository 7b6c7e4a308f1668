#pragma once
// What every exportable chart offers the export code: a picture drawn at any size with any
// QPainter (PNG, SVG and PDF all go through it) and the data it shows.

#include "app/data_table.h"

#include <QRect>
#include <QString>

class QPainter;

namespace disklab {

class ExportableChart {
public:
    virtual ~ExportableChart() = default;
    /// Draws the chart into `target` (device pixels of the painter's device). GUI thread.
    virtual void renderChart(QPainter& painter, const QRect& target) = 0;
    /// The series shown, one row per point. GUI thread.
    virtual DataTable chartData() const = 0;
    /// Base of default file names, e.g. "speed-distribution".
    virtual QString chartFileName() const = 0;
};

} // namespace disklab
