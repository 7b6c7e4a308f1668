// `disklab-cli sweep` as a researcher uses it: a grid run on local cores and collected into one
// table whose figures are those of `generate` + `run --json` by hand, finished jobs never run
// again, a changed spec runs again, bad specs named by field, and the job lists run for real:
// the GNU parallel file under Debian's `parallel`, and the Slurm script's tasks under bash with
// the variable Slurm sets (no Slurm controller runs here).
#include "cli_process.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace disklab::test;

namespace {

const QByteArray kSpec = R"({
  "description": "two densities, two seeds",
  "generator": "gas",
  "generate": {"n": 64, "packing": [0.2, 0.4], "periodic": true, "seed": [3, 4]},
  "run": {"equilibrate": 1, "until": 4}
})";

QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& bytes)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (f.open(QIODevice::WriteOnly))
        f.write(bytes);
    return path;
}

QByteArray readFile(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

struct Table {
    QStringList header;
    QList<QStringList> rows;
    QString at(qsizetype row, const QString& column) const { return rows[row].value(header.indexOf(column)); }
};

Table parseTable(const QString& text)
{
    Table table;
    const QStringList lines = text.split('\n', Qt::SkipEmptyParts);
    if (lines.isEmpty())
        return table;
    table.header = lines.front().split(',');
    for (qsizetype k = 1; k < lines.size(); ++k)
        table.rows.append(lines[k].split(','));
    return table;
}

/// Runs a command to its end with `input` as standard input; its exit code, -1 if it hung.
int runProgram(const QString& program, const QStringList& arguments, const QString& input = {},
               const QProcessEnvironment& environment = QProcessEnvironment::systemEnvironment())
{
    QProcess process;
    process.setProcessEnvironment(environment);
    if (!input.isEmpty())
        process.setStandardInputFile(input);
    process.start(program, arguments);
    process.closeWriteChannel();
    if (!process.waitForFinished(240000))
        return -1;
    if (process.exitCode() != 0)
        qWarning("%s", process.readAllStandardError().constData());
    return process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
}

} // namespace

class CliSweepTest : public QObject {
    Q_OBJECT

private slots:
    void aLocalSweepGivesTheFiguresOfGenerateAndRunByHand()
    {
        QTemporaryDir dir;
        const QString spec = writeFile(dir, "eos.json", kSpec);
        const CliResult swept = runCli({"sweep", spec, "--jobs", "2"});
        QCOMPARE(swept.exitCode, 0);
        QVERIFY2(swept.err.contains("4 to run"), qPrintable(swept.err));
        const CliResult collected = runCli({"sweep", "collect", spec});
        QCOMPARE(collected.exitCode, 0);
        const Table table = parseTable(collected.out);
        QCOMPARE(table.header.mid(0, 3), (QStringList{"job", "generate.packing", "generate.seed"}));
        for (const char* key : {"compressibility", "collisions", "time", "n", "energy_drift"})
            QVERIFY2(table.header.contains(key), key);
        QCOMPARE(table.rows.size(), 4);
        // The first axis varies slowest: (0.2, 3), (0.2, 4), (0.4, 3), (0.4, 4).
        const double packings[] = {0.2, 0.2, 0.4, 0.4};
        const int seeds[] = {3, 4, 3, 4};
        for (int job = 0; job < 4; ++job) {
            QCOMPARE(table.at(job, "job").toInt(), job);
            QCOMPARE(table.at(job, "generate.packing").toDouble(), packings[job]);
            QCOMPARE(table.at(job, "generate.seed").toInt(), seeds[job]);
            const QString scenario = dir.filePath(QStringLiteral("by-hand-%1.json").arg(job));
            QCOMPARE(runCli({"generate", "gas", "--n", "64", "--packing", QString::number(packings[job]), "--periodic",
                             "--seed", QString::number(seeds[job]), "-o", scenario})
                         .exitCode,
                     0);
            const QJsonObject byHand = jsonOutput(runCli({"run", scenario, "--equilibrate", "1", "--until", "4", "--json"}));
            QVERIFY(!byHand.isEmpty());
            // Same scenario, same run: the same collisions and the same pressure, to the last digit.
            QCOMPARE(table.at(job, "collisions").toLongLong(), byHand.value("collisions").toInteger());
            QCOMPARE(table.at(job, "compressibility").toDouble(), byHand.value("compressibility").toDouble());
            QCOMPARE(table.at(job, "kinetic_energy").toDouble(), byHand.value("kinetic_energy").toDouble());
        }
        // Denser gas, higher pressure: Z = PA/(NkT) near 1.5 at 0.2 and 2.9 at 0.4 (Henderson).
        QVERIFY(table.at(0, "compressibility").toDouble() < table.at(2, "compressibility").toDouble());
    }

    void finishedJobsAreNeverRunAgain()
    {
        QTemporaryDir dir;
        const QString spec = writeFile(dir, "eos.json", kSpec);
        QCOMPARE(runCli({"sweep", spec, "--jobs", "2"}).exitCode, 0);
        const QString results = dir.filePath("eos-results");
        const QByteArray kept = readFile(results + "/job-0001.json");
        QVERIFY(!kept.isEmpty());
        QVERIFY(QFile::remove(results + "/job-0002.json"));
        // A result cut short (a job killed while a copy was made) is not finished either.
        QFile truncated(results + "/job-0003.json");
        QVERIFY(truncated.open(QIODevice::ReadWrite) && truncated.resize(20));
        truncated.close();

        const CliResult again = runCli({"sweep", spec, "--jobs", "2"});
        QCOMPARE(again.exitCode, 0);
        QVERIFY2(again.err.contains("2 finished before, 2 to run"), qPrintable(again.err));
        QVERIFY2(again.err.contains("job 2 finished") && again.err.contains("job 3 finished")
                     && !again.err.contains("job 1 finished"),
                 qPrintable(again.err));
        // Its wall-clock seconds would differ had job 1 run again.
        QCOMPARE(readFile(results + "/job-0001.json"), kept);
        QCOMPARE(parseTable(runCli({"sweep", "collect", spec}).out).rows.size(), 4);
    }

    void aChangedSpecRunsItsJobsAgain()
    {
        QTemporaryDir dir;
        const QString spec = writeFile(dir, "eos.json", kSpec);
        QCOMPARE(runCli({"sweep", spec, "--jobs", "2"}).exitCode, 0);
        writeFile(dir, "eos.json", QByteArray(kSpec).replace("\"n\": 64", "\"n\": 81"));
        const CliResult again = runCli({"sweep", spec, "--jobs", "2"});
        QCOMPARE(again.exitCode, 0);
        QVERIFY2(again.err.contains("0 finished before, 4 to run"), qPrintable(again.err));
        const Table table = parseTable(runCli({"sweep", "collect", spec}).out);
        QCOMPARE(table.rows.size(), 4);
        QCOMPARE(table.at(0, "n"), QStringLiteral("81"));
    }

    void badSpecsAreNamedByFileAndField_data()
    {
        QTest::addColumn<QByteArray>("spec");
        QTest::addColumn<QString>("message");
        QTest::newRow("not JSON") << QByteArray("{\"generator\": ") << "not a JSON object";
        QTest::newRow("unknown field") << QByteArray(R"({"generator": "gas", "grid": {}, "run": {"until": 1}})")
                                       << "unknown field 'grid'";
        QTest::newRow("unknown generator") << QByteArray(R"({"generator": "gass", "run": {"until": 1}})")
                                           << "generator: 'gass' is not a kind";
        QTest::newRow("unknown option") << QByteArray(R"({"generator": "gas", "generate": {"packingg": [0.1, 0.2]}, "run": {"until": 1}})")
                                        << "generate.packingg: disklab-cli generate gas has no option --packingg";
        QTest::newRow("switch given a number") << QByteArray(R"({"generator": "gas", "generate": {"periodic": 1}, "run": {"until": 1}})")
                                               << "generate.periodic is a switch: give true or false";
        QTest::newRow("bad list entry") << QByteArray(R"({"generator": "gas", "generate": {"n": [10, true]}, "run": {"until": 1}})")
                                        << "generate.n[1] takes a number or a text";
        QTest::newRow("empty list") << QByteArray(R"({"generator": "gas", "generate": {"seed": []}, "run": {"until": 1}})")
                                    << "generate.seed: an empty list gives no job";
        QTest::newRow("file per job") << QByteArray(R"({"generator": "gas", "run": {"until": 1, "trajectory": "t.xyz"}})")
                                      << "run.trajectory: every job would write the same file";
        QTest::newRow("json set by the job") << QByteArray(R"({"generator": "gas", "run": {"until": 1, "json": true}})")
                                             << "run.json: each job sets --json itself";
        QTest::newRow("no end") << QByteArray(R"({"generator": "gas", "run": {"equilibrate": 1}})")
                                << "run: give until or events";
        QTest::newRow("too many jobs") << QByteArray(R"({"generator": "gas", "generate": {"seed": [)"
                                                     + QByteArray("1,").repeated(1001).chopped(1) + "], \"n\": ["
                                                     + QByteArray("1,").repeated(1001).chopped(1) + "]}, \"run\": {\"until\": 1}}")
                                       << "more than the 1000000 a sweep runs";
    }

    void badSpecsAreNamedByFileAndField()
    {
        QFETCH(QByteArray, spec);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString path = writeFile(dir, "bad.json", spec);
        for (const QStringList& arguments : {QStringList{"sweep", path}, QStringList{"sweep", path, "--emit", "parallel"},
                                             QStringList{"sweep", "collect", path}}) {
            const CliResult r = runCli(arguments);
            QCOMPARE(r.exitCode, 1);
            QVERIFY2(r.err.contains(path + ": ") && r.err.contains(message), qPrintable(r.err));
        }
        QVERIFY(!QDir(dir.filePath("bad-results")).exists());
    }

    void aFailingJobStopsTheSweepAndSaysWhy()
    {
        QTemporaryDir dir;
        const QString spec = writeFile(
            dir, "dense.json",
            R"({"generator": "gas", "generate": {"n": 10, "packing": [0.3, 0.95]}, "run": {"until": 1}})");
        const CliResult r = runCli({"sweep", spec, "--jobs", "1"});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("job 1: disklab-cli generate gas --n 10 --packing 0.95") && r.err.contains("the close-packed limit"),
                 qPrintable(r.err));
        QVERIFY2(r.err.contains("1 of 2 jobs finished"), qPrintable(r.err));
        const CliResult collected = runCli({"sweep", "collect", spec});
        QCOMPARE(collected.exitCode, 1);
        QVERIFY2(collected.err.contains("1 of 2 jobs have no result yet (1)"), qPrintable(collected.err));
        QCOMPARE(parseTable(collected.out).rows.size(), 1);
    }

    void theParallelJobFileRunsUnderGnuParallel()
    {
        const QString parallel = QStandardPaths::findExecutable("parallel");
        QVERIFY2(!parallel.isEmpty(), "GNU parallel is missing; scripts/install-dependencies.sh installs it");
        QTemporaryDir dir;
        const QString spec = writeFile(dir, "eos.json", kSpec);
        QCOMPARE(runCli({"sweep", spec, "--job", "0"}).exitCode, 0);
        const QString jobs = dir.filePath("jobs.txt");
        QCOMPARE(runCli({"sweep", spec, "--emit", "parallel", "-o", jobs}).exitCode, 0);
        const QStringList lines = QString::fromUtf8(readFile(jobs)).split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 3);  // job 0 is finished
        QVERIFY2(lines[0].endsWith("--job 1"), qPrintable(lines[0]));
        QCOMPARE(runProgram(parallel, {"--will-cite", "--halt", "now,fail=1", "--jobs", "2"}, jobs), 0);
        const CliResult collected = runCli({"sweep", "collect", spec});
        QCOMPARE(collected.exitCode, 0);
        QCOMPARE(parseTable(collected.out).rows.size(), 4);
    }

    void eachSlurmTaskRunsItsJob()
    {
        QTemporaryDir dir;
        const QString spec = writeFile(dir, "eos.json", kSpec);
        QCOMPARE(runCli({"sweep", spec, "--job", "1"}).exitCode, 0);
        const QString script = dir.filePath("sweep.sbatch");
        QCOMPARE(runCli({"sweep", spec, "--emit", "slurm", "-o", script}).exitCode, 0);
        const QString text = QString::fromUtf8(readFile(script));
        QVERIFY2(text.startsWith("#!/bin/bash\n"), qPrintable(text));
        QVERIFY2(text.contains("\n#SBATCH --array=0,2-3\n"), qPrintable(text));
        QVERIFY2(text.contains("#SBATCH --output=" + dir.filePath("eos-results") + "/slurm-%A_%a.out"), qPrintable(text));
        QCOMPARE(runProgram("bash", {"-n", script}), 0);
        // What Slurm does for task 2 of the array.
        QProcessEnvironment task = QProcessEnvironment::systemEnvironment();
        task.insert("SLURM_ARRAY_TASK_ID", "2");
        QCOMPARE(runProgram("bash", {script}, {}, task), 0);
        QVERIFY(QFile::exists(dir.filePath("eos-results/job-0002.json")));
        QVERIFY(!QFile::exists(dir.filePath("eos-results/job-0000.json")));
        QCOMPARE(runCli({"sweep", spec, "--emit", "slurm", "-o", script}).exitCode, 0);
        QVERIFY2(QString::fromUtf8(readFile(script)).contains("\n#SBATCH --array=0,3\n"), qPrintable(text));
    }
};

QTEST_GUILESS_MAIN(CliSweepTest)
#include "tst_cli_sweep.moc"
