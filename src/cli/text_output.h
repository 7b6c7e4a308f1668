#pragma once
// Text files disklab-cli writes as a run goes (event log, observable series, trajectory, MSD):
// lines are written out every megabyte, so a long run never holds its file in memory, and
// through QSaveFile, so an interrupted or failed run leaves no half-written file.

#include <QByteArray>
#include <QSaveFile>
#include <QString>

namespace disklab::cli {

class TextOutput {
public:
    /// Opens `path` for writing; error() says why if it failed.
    explicit TextOutput(const QString& path);
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

} // namespace disklab::cli
