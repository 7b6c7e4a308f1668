#pragma once
// The numbers behind a chart, as exported to CSV: named columns (quantity and unit in the
// name) and rows of values.

#include <QString>
#include <QStringList>

#include <vector>

namespace disklab {

struct DataTable {
    QStringList columns;  ///< e.g. "time [t.u.]", "pressure [force/length]"
    std::vector<std::vector<double>> rows;

    /// Comma-separated text: a header line, then one line per row, numbers to 17 digits so
    /// they read back exactly. A NaN marks a value the row does not have (a fit outside its
    /// range) and is written as an empty cell, which spreadsheets and pandas read as missing.
    QString toCsv() const;
};

/// Writes table.toCsv() to `path` atomically; false and `error` on failure. GUI thread.
bool writeCsv(const QString& path, const DataTable& table, QString* error);

} // namespace disklab
