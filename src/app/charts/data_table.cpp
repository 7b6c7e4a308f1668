#include "app/charts/data_table.h"

#include <QSaveFile>

#include <cmath>

namespace disklab {

QString DataTable::toCsv() const
{
    QStringList quoted;
    for (const QString& column : columns)
        quoted << (column.contains(',') || column.contains('"') ? '"' + QString(column).replace('"', "\"\"") + '"'
                                                                : column);
    QString text = quoted.join(',') + '\n';
    for (const auto& row : rows) {
        QStringList cells;
        for (double value : row)
            cells << (std::isnan(value) ? QString() : QString::number(value, 'g', 17));
        text += cells.join(',') + '\n';
    }
    return text;
}

bool writeCsv(const QString& path, const DataTable& table, QString* error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Text) || file.write(table.toCsv().toUtf8()) < 0 || !file.commit()) {
        if (error)
            *error = file.errorString();
        return false;
    }
    return true;
}

} // namespace disklab
