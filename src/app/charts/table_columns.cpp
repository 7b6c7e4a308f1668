#include "app/charts/table_columns.h"

namespace disklab {

QVector<double> tableColumn(const DataTable& table, int c)
{
    QVector<double> values;
    values.reserve(qsizetype(table.rows.size()));
    for (const auto& row : table.rows)
        values << row[static_cast<std::size_t>(c)];
    return values;
}

} // namespace disklab
