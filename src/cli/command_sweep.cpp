// disklab-cli sweep: a grid of generated scenarios and runs (sweep_spec.h), run on this
// machine's cores, handed to GNU parallel or a Slurm array, and gathered into one table.
#include "cli_output.h"
#include "commands.h"
#include "sweep_job.h"
#include "sweep_outputs.h"
#include "sweep_spec.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QEventLoop>
#include <QProcess>
#include <QSaveFile>
#include <QThread>

#include <cstdio>
#include <functional>

namespace disklab::cli {
namespace {

const char* const kOverview =
    "Usage: disklab-cli sweep SPEC.json [--jobs K]          run the unfinished jobs on K local cores\n"
    "       disklab-cli sweep SPEC.json --job I             run job I (what the job lists call)\n"
    "       disklab-cli sweep SPEC.json --emit parallel|slurm [-o FILE]\n"
    "                                                       a GNU parallel job file or a Slurm array script\n"
    "       disklab-cli sweep collect SPEC.json [-o OUT.csv] one CSV row per finished job\n"
    "A spec names a generator and the options of 'generate' and 'run'; an option given a list of\n"
    "values is an axis of the grid (docs/cli.md, Sweeps). Finished jobs are never run again.";

QString program()
{
    return QCoreApplication::applicationFilePath();
}

/// Writes `bytes` to `path` whole, or to standard output when `path` is empty; the exit code.
int writeOutput(const QString& path, const QByteArray& bytes)
{
    if (path.isEmpty()) {
        std::fwrite(bytes.constData(), 1, static_cast<std::size_t>(bytes.size()), stdout);
        std::fflush(stdout);
        return 0;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) < 0 || !file.commit()) {
        printError(QStringLiteral("%1: cannot write: %2").arg(path, file.errorString()));
        return 1;
    }
    return 0;
}

/// Runs the unfinished jobs, at most `cores` at a time, each as its own `sweep SPEC --job I`
/// process (as GNU parallel and Slurm run them). After a failure no new job starts.
int runLocally(const SweepSpec& spec, int cores)
{
    QList<qsizetype> waiting = unfinishedJobs(spec);
    const qsizetype toRun = waiting.size();
    const qsizetype total = spec.jobCount();
    printError(QStringLiteral("sweep: %1 jobs in all, %2 finished before, %3 to run, %4 at a time; results in %5")
                   .arg(total).arg(total - toRun).arg(toRun).arg(cores).arg(spec.outputDirectory));
    QEventLoop loop;
    int running = 0;
    qsizetype done = 0;
    QStringList failures;
    std::function<void()> startNext = [&] {
        while (running < cores && !waiting.isEmpty() && failures.isEmpty()) {
            const qsizetype job = waiting.takeFirst();
            auto* process = new QProcess(&loop);
            ++running;
            QObject::connect(process, &QProcess::finished, &loop, [&, process, job](int code, QProcess::ExitStatus status) {
                --running;
                if (status == QProcess::NormalExit && code == 0) {
                    ++done;
                    printError(QStringLiteral("job %1 finished (%2 of %3)").arg(job).arg(done).arg(toRun));
                } else {
                    failures << QString::fromUtf8(process->readAllStandardError()).trimmed();
                }
                process->deleteLater();
                startNext();
                if (running == 0)
                    loop.quit();
            });
            process->start(program(), {"sweep", spec.path, "--job", QString::number(job)});
        }
    };
    startNext();
    if (running > 0)
        loop.exec();
    // A failed job's message already names the job and carries the program's prefix.
    for (const QString& failure : failures)
        std::fputs(((failure.isEmpty() ? QStringLiteral("disklab-cli: a job failed without a message") : failure) + '\n')
                       .toUtf8().constData(), stderr);
    if (!failures.isEmpty()) {
        printError(QStringLiteral("%1 of %2 jobs finished; run the sweep again to go on").arg(total - unfinishedJobs(spec).size()).arg(total));
        return 1;
    }
    printError(QStringLiteral("all %1 jobs finished; gather them with: disklab-cli sweep collect %2").arg(total).arg(spec.path));
    return 0;
}

int collect(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument("spec", "The sweep's spec file.");
    parser.addOption({{"o", "output"}, "Write the table to FILE instead of standard output.", "FILE"});
    parser.addHelpOption();
    if (!parser.parse(QStringList{"disklab-cli sweep collect"} + arguments))
        return usageError("sweep", parser.errorText());
    if (parser.isSet("help")) {
        printOut(parser.helpText());
        return 0;
    }
    if (parser.positionalArguments().size() != 1)
        return usageError("sweep", "collect takes one spec file");
    QString error;
    const std::optional<SweepSpec> spec = readSweepSpec(parser.positionalArguments().first(), error);
    if (!spec) {
        printError(error);
        return 1;
    }
    QList<qsizetype> missing;
    const int written = writeOutput(parser.value("output"), sweepTable(*spec, missing));
    if (written != 0 || missing.isEmpty())
        return written;
    QStringList first;
    for (qsizetype job : missing.first(std::min<qsizetype>(missing.size(), 10)))
        first << QString::number(job);
    printError(QStringLiteral("%1 of %2 jobs have no result yet (%3%4); the table has the others")
                   .arg(missing.size()).arg(spec->jobCount()).arg(first.join(", "), missing.size() > 10 ? ", ..." : ""));
    return 1;
}

} // namespace

int sweepCommand(const QStringList& arguments)
{
    if (arguments.value(0) == "collect")
        return collect(arguments.mid(1));
    QCommandLineParser parser;
    parser.addPositionalArgument("spec", "The sweep's spec file (JSON).");
    parser.addOption({"jobs", "Run at most K jobs at once on this machine (default: one per core).", "K"});
    parser.addOption({"job", "Run only job I (0 to jobs - 1), unless it is finished.", "I"});
    parser.addOption({"emit", "Write a GNU parallel job file or a Slurm array script instead of running.", "parallel|slurm"});
    parser.addOption({{"o", "output"}, "With --emit: write to FILE instead of standard output.", "FILE"});
    parser.addHelpOption();
    if (!parser.parse(QStringList{"disklab-cli sweep"} + arguments))
        return usageError("sweep", parser.errorText());
    if (parser.isSet("help")) {
        printOut(QString(kOverview) + "\n\n" + parser.helpText());
        return 0;
    }
    if (parser.positionalArguments().size() != 1)
        return usageError("sweep", "give one spec file, or 'collect SPEC'");
    if (int(parser.isSet("jobs")) + int(parser.isSet("job")) + int(parser.isSet("emit")) > 1)
        return usageError("sweep", "--jobs, --job and --emit exclude each other");
    if (parser.isSet("output") && !parser.isSet("emit"))
        return usageError("sweep", "-o goes with --emit (results go to the spec's output folder)");
    QString error;
    const std::optional<SweepSpec> spec = readSweepSpec(parser.positionalArguments().first(), error);
    if (!spec) {
        printError(error);
        return 1;
    }
    if (parser.isSet("job")) {
        bool ok = false;
        const qsizetype job = parser.value("job").toLongLong(&ok);
        if (!ok)
            return usageError("sweep", QStringLiteral("--job: expected a job number, got '%1'").arg(parser.value("job")));
        const QString failed = runSweepJob(*spec, job, program());
        if (!failed.isEmpty())
            printError(failed);
        return failed.isEmpty() ? 0 : 1;
    }
    if (parser.isSet("emit")) {
        const QString kind = parser.value("emit");
        if (kind != "parallel" && kind != "slurm")
            return usageError("sweep", QStringLiteral("--emit: expected parallel or slurm, got '%1'").arg(kind));
        if (unfinishedJobs(*spec).isEmpty()) {
            printError(QStringLiteral("all %1 jobs are finished; nothing to hand out").arg(spec->jobCount()));
            return 0;
        }
        if (kind == "parallel")
            return writeOutput(parser.value("output"), parallelJobFile(*spec, program()));
        if (!QDir().mkpath(spec->outputDirectory)) {
            printError(QStringLiteral("cannot make the folder %1 for the tasks' output").arg(spec->outputDirectory));
            return 1;
        }
        return writeOutput(parser.value("output"), slurmArrayScript(*spec, program()));
    }
    int cores = QThread::idealThreadCount();
    if (parser.isSet("jobs")) {
        bool ok = false;
        cores = parser.value("jobs").toInt(&ok);
        if (!ok || cores < 1)
            return usageError("sweep", QStringLiteral("--jobs: expected a whole number >= 1, got '%1'").arg(parser.value("jobs")));
    }
    return runLocally(*spec, cores);
}

} // namespace disklab::cli
