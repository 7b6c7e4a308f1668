#pragma once
// CSV files disklab-cli writes: the collision log (time,kind,a,b) and observable series.
// Written through QSaveFile, so an interrupted or failed run leaves no half-written file.

#include "core/engine.h"
#include "core/scenario.h"

#include <QByteArray>
#include <QSaveFile>
#include <QString>

#include <memory>

namespace disklab::cli {

class CsvOutput {
public:
    /// Opens `path` for writing and writes the header line; error() says why if it failed.
    CsvOutput(const QString& path, const QByteArray& header);
    bool ok() const { return m_error.isEmpty(); }
    QString error() const { return m_error; }
    void appendLine(const QByteArray& line);
    /// Makes the file appear under its name; false (and error()) if that failed.
    bool commit();

private:
    void flushBuffer();

    QSaveFile m_file;
    QByteArray m_buffer;
    QString m_error;
};

/// One line "time,kind,a,b" of the event log; b is the other disk, the wall's side name or the
/// interior wall's name (from `scenario`).
QByteArray eventLogLine(const CollisionRecord& record, const Scenario& scenario);
inline constexpr char kEventLogHeader[] = "time,kind,a,b";

/// Exact decimal form of a double (shortest that reads back identically).
QByteArray exactNumber(double value);

} // namespace disklab::cli
