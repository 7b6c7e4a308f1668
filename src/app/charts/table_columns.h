#pragma once
// A column of a chart's table as QCustomPlot takes its data.

#include "app/charts/data_table.h"

#include <QVector>

namespace disklab {

/// `table`'s column `c`, one value per row.
QVector<double> tableColumn(const DataTable& table, int c);

} // namespace disklab
