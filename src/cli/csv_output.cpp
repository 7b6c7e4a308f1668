#include "csv_output.h"

#include <QLocale>

namespace disklab::cli {

namespace {
constexpr qsizetype kFlushBytes = 1 << 20;
}

CsvOutput::CsvOutput(const QString& path, const QByteArray& header) : m_file(path)
{
    if (!m_file.open(QIODevice::WriteOnly | QIODevice::Text)) {
        m_error = QString("%1: cannot write: %2").arg(path, m_file.errorString());
        return;
    }
    appendLine(header);
}

void CsvOutput::appendLine(const QByteArray& line)
{
    m_buffer += line;
    m_buffer += '\n';
    if (m_buffer.size() >= kFlushBytes)
        flushBuffer();
}

void CsvOutput::flushBuffer()
{
    if (ok() && m_file.write(m_buffer) != m_buffer.size())
        m_error = QString("%1: write failed: %2").arg(m_file.fileName(), m_file.errorString());
    m_buffer.clear();
}

bool CsvOutput::commit()
{
    flushBuffer();
    if (ok() && !m_file.commit())
        m_error = QString("%1: cannot save: %2").arg(m_file.fileName(), m_file.errorString());
    return ok();
}

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
