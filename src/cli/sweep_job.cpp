#include "sweep_job.h"
#include "front_end/report_keys.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QProcess>
#include <QRegularExpression>
#include <QSaveFile>
#include <QTemporaryDir>

namespace disklab::cli {
namespace {

QJsonObject parametersOf(const SweepSpec& spec, qsizetype job)
{
    QJsonObject parameters;
    const QList<QJsonValue> values = spec.jobValues(job);
    for (qsizetype i = 0; i < spec.parameters.size(); ++i)
        parameters[spec.parameters[i].columnName()] = values[i];
    return parameters;
}

/// Runs `program arguments` to the end; its standard output, or nullopt with `error` set to the
/// command and what it wrote to standard error.
std::optional<QByteArray> runToEnd(const QString& program, const QStringList& arguments, QString& error)
{
    QProcess process;
    process.start(program, arguments);
    // A job may run for hours on a cluster; it ends when the command does.
    process.waitForFinished(-1);
    if (process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0)
        return process.readAllStandardOutput();
    const QString why = process.error() == QProcess::FailedToStart
        ? process.errorString()
        : QString::fromUtf8(process.readAllStandardError()).remove(QRegularExpression("^disklab-cli: ", QRegularExpression::MultilineOption)).trimmed();
    error = QStringLiteral("disklab-cli %1 failed: %2").arg(arguments.join(' '), why);
    return std::nullopt;
}

} // namespace

std::optional<QJsonObject> finishedResult(const SweepSpec& spec, qsizetype job)
{
    QFile file(spec.resultPath(job));
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QJsonObject result = QJsonDocument::fromJson(file.readAll()).object();
    if (result.value(key::job).toInteger(-1) != job || result.value(key::parameters).toObject() != parametersOf(spec, job)
        || !result.value(key::result).isObject())
        return std::nullopt;
    return result;
}

QString runSweepJob(const SweepSpec& spec, qsizetype job, const QString& program)
{
    if (job < 0 || job >= spec.jobCount())
        return QStringLiteral("job %1 is not in the sweep (jobs 0 to %2)").arg(job).arg(spec.jobCount() - 1);
    if (finishedResult(spec, job))
        return {};
    const QTemporaryDir scratch;
    if (!scratch.isValid())
        return QStringLiteral("job %1: no temporary folder: %2").arg(job).arg(scratch.errorString());
    const QString scenario = scratch.filePath("scenario.json");
    QString error;
    if (!runToEnd(program, spec.generateArguments(job, scenario), error))
        return QStringLiteral("job %1: %2").arg(job).arg(error);
    const std::optional<QByteArray> report = runToEnd(program, spec.runArguments(job, scenario), error);
    if (!report)
        return QStringLiteral("job %1: %2").arg(job).arg(error);
    const QJsonDocument reportDocument = QJsonDocument::fromJson(*report);
    if (!reportDocument.isObject())
        return QStringLiteral("job %1: disklab-cli run printed no JSON report").arg(job);

    const QJsonObject result{{key::job, qint64(job)}, {key::parameters, parametersOf(spec, job)}, {key::result, reportDocument.object()}};
    if (!QDir().mkpath(spec.outputDirectory))
        return QStringLiteral("job %1: cannot make the folder %2").arg(job).arg(spec.outputDirectory);
    // Written whole or not at all: a job killed while writing stays unfinished.
    QSaveFile file(spec.resultPath(job));
    if (!file.open(QIODevice::WriteOnly) || file.write(QJsonDocument(result).toJson()) < 0 || !file.commit())
        return QStringLiteral("job %1: cannot write %2: %3").arg(job).arg(file.fileName(), file.errorString());
    return {};
}

} // namespace disklab::cli
