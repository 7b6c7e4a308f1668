#pragma once
// Runs disklab-cli the way a user's shell or script does, for the CLI test suites.

#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QString>
#include <QStringList>

namespace disklab::test {

struct CliResult {
    int exitCode = -1;  ///< -1 when it did not finish within the time limit
    QString out;
    QString err;
};

/// disklab-cli with these arguments, no standard input, at most four minutes.
inline CliResult runCli(const QStringList& arguments)
{
    QProcess process;
    process.start(DISKLAB_CLI_PATH, arguments);
    process.closeWriteChannel();
    if (!process.waitForFinished(240000))
        return {};
    return {process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
}

/// Standard output parsed as one JSON object (`--json`).
inline QJsonObject jsonOutput(const CliResult& r) { return QJsonDocument::fromJson(r.out.toUtf8()).object(); }

/// One of the algs4 fixture files (tests/data/algs4).
inline QString algs4File(const QString& name) { return QDir(DISKLAB_ALGS4_DIR).filePath(name); }

} // namespace disklab::test
