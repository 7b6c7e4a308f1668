#include "sweep_outputs.h"

#include "csv_output.h"
#include "front_end/report_keys.h"
#include "sweep_job.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

namespace disklab::cli {
namespace {

/// `text` as one word for a POSIX shell.
QString shellQuoted(const QString& text)
{
    QString quoted = text;
    quoted.replace('\'', QStringLiteral("'\\''"));
    return '\'' + quoted + '\'';
}

QString jobCommand(const SweepSpec& spec, const QString& program, const QString& job)
{
    return QStringLiteral("%1 sweep %2 --job %3")
        .arg(shellQuoted(QFileInfo(program).absoluteFilePath()), shellQuoted(spec.path), job);
}

/// "0-3,7,9-10": the jobs as Slurm's --array ranges.
QString arrayRanges(const QList<qsizetype>& jobs)
{
    QStringList ranges;
    for (qsizetype i = 0; i < jobs.size();) {
        qsizetype last = i;
        while (last + 1 < jobs.size() && jobs[last + 1] == jobs[last] + 1)
            ++last;
        ranges << (last == i ? QString::number(jobs[i]) : QStringLiteral("%1-%2").arg(jobs[i]).arg(jobs[last]));
        i = last + 1;
    }
    return ranges.join(',');
}

QByteArray csvField(const QJsonValue& value)
{
    if (value.isDouble())
        return exactNumber(value.toDouble());
    if (value.isBool())
        return value.toBool() ? "true" : "false";
    if (value.isNull() || value.isUndefined())
        return {};
    QByteArray text = value.isString() ? value.toString().toUtf8() : QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact).mid(1).chopped(1);
    if (text.contains(',') || text.contains('"') || text.contains('\n')) {
        text.replace("\"", "\"\"");
        text = '"' + text + '"';
    }
    return text;
}

} // namespace

QList<qsizetype> unfinishedJobs(const SweepSpec& spec)
{
    QList<qsizetype> jobs;
    for (qsizetype job = 0; job < spec.jobCount(); ++job)
        if (!finishedResult(spec, job))
            jobs << job;
    return jobs;
}

QByteArray parallelJobFile(const SweepSpec& spec, const QString& program)
{
    QByteArray lines;
    for (qsizetype job : unfinishedJobs(spec))
        lines += jobCommand(spec, program, QString::number(job)).toUtf8() + '\n';
    return lines;
}

QByteArray slurmArrayScript(const SweepSpec& spec, const QString& program)
{
    const QList<qsizetype> jobs = unfinishedJobs(spec);
    QStringList lines{
        "#!/bin/bash",
        "# A DiskLab sweep as a Slurm job array: one task per unfinished job of",
        "# " + spec.path,
        "# Submit with: sbatch THIS_FILE   Then: disklab-cli sweep collect SPEC -o results.csv",
        "# A task that finds its result already written exits at once, so the script can be submitted again.",
        "#SBATCH --job-name=disklab-sweep",
        "#SBATCH --ntasks=1",
        "#SBATCH --cpus-per-task=1",
        "#SBATCH --output=" + spec.outputDirectory + "/slurm-%A_%a.out",
    };
    lines << "#SBATCH --array=" + arrayRanges(jobs) << "set -eu"
          << "exec " + jobCommand(spec, program, "\"$SLURM_ARRAY_TASK_ID\"");
    return lines.join('\n').toUtf8() + '\n';
}

QByteArray sweepTable(const SweepSpec& spec, QList<qsizetype>& missing)
{
    QList<QJsonObject> results;
    QStringList keys;
    for (qsizetype job = 0; job < spec.jobCount(); ++job) {
        const std::optional<QJsonObject> result = finishedResult(spec, job);
        if (!result) {
            missing << job;
            continue;
        }
        results << *result;
        for (const QString& name : result->value(key::result).toObject().keys())
            if (!keys.contains(name))
                keys << name;
    }
    QList<const SweepParameter*> axes;
    QStringList header{key::job};
    for (const SweepParameter& parameter : spec.parameters)
        if (parameter.isAxis()) {
            axes << &parameter;
            header << parameter.columnName();
        }
    header += keys;
    QByteArray table = header.join(',').toUtf8() + '\n';
    for (const QJsonObject& result : results) {
        QByteArrayList row{QByteArray::number(result.value(key::job).toInteger())};
        const QJsonObject parameters = result.value(key::parameters).toObject();
        for (const SweepParameter* axis : axes)
            row << csvField(parameters.value(axis->columnName()));
        const QJsonObject report = result.value(key::result).toObject();
        for (const QString& name : keys)
            row << csvField(report.value(name));
        table += row.join(',') + '\n';
    }
    return table;
}

} // namespace disklab::cli
