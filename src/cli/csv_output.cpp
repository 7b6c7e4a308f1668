#include "csv_output.h"

#include <QLocale>

namespace disklab::cli {

QByteArray exactNumber(double value)
{
    return QByteArray::number(value, 'g', QLocale::FloatingPointShortest);
}

QByteArray eventLogLine(const CollisionRecord& record, const Scenario& scenario)
{
    QByteArray line = exactNumber(record.time);
    if (record.kind == CollisionRecord::Kind::Pair)
        line += ",pair," + QByteArray::number(record.a) + ',' + QByteArray::number(record.b);
    else
        line += ",wall," + QByteArray::number(record.a) + ',' + QByteArray::fromStdString(wallName(scenario, record.b));
    return line;
}

} // namespace disklab::cli
