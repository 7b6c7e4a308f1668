// `run --checkpoints DIR` and `replay DIR --to T`, for every engine: the state replay saves at T
// is, byte for byte, the file `run --until T --save-state` writes (every double in its shortest
// exact form, so equal files are equal bits), whichever checkpoint replay starts from, also
// with the pump bringing disks in and after the lab's hand took a free piston mid-run. The exact
// engine's case is issue 40's resumed run: a run resumed from a checkpoint file goes on bit for
// bit as the straight run, where a saved state (positions only) resumes it only to round-off.
// A run file the desktop application writes (File ▸ Save Run…) replays the same way, and one cut
// short is refused, naming the file.
#include "cli_process.h"

#include "io/scenario_file.h"
#include "runtime/run_file.h"
#include "runtime/single_engine_session.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace disklab::test;

namespace {

QByteArray contents(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

/// The main window's run of `scenario` played to `until` and saved as a run file at `path`, as
/// File ▸ Save Run… saves it; its number of checkpoints, 0 if it could not be written.
std::size_t saveLiveRun(const QString& scenario, double until, const QString& path)
{
    const disklab::LoadResult loaded = disklab::loadScenarioFile(scenario);
    if (!loaded.ok())
        return 0;
    disklab::SingleEngineSession session(std::make_shared<const disklab::Scenario>(*loaded.scenario),
                                         loaded.scenario->engine);
    session.advance(until, disklab::Landing::Exactly, [] { return false; });
    const disklab::RunRecord record = session.runRecord();
    return disklab::writeRunFile(path, record) ? 0 : record.checkpoints.size();
}

} // namespace

class TstCliCheckpoints : public QObject {
    Q_OBJECT
private slots:
    void replayGivesTheStraightRunsState_data()
    {
        QTest::addColumn<QStringList>("generate");
        QTest::addColumn<QStringList>("engine");
        QTest::addColumn<double>("until");
        QTest::addColumn<QString>("spacing");  // a dozen checkpoints or more over the run to 2 until
        QTest::addColumn<double>("equilibrate");  // before the lab's hand takes the piston
        const QStringList gas{"gas", "--n", "300", "--packing", "0.3", "--wall-temperature", "1.5", "--seed", "8"};
        QTest::newRow("exact") << gas << QStringList{} << 12.0 << "400" << 0.0;
        const QStringList piston{"gas", "--n", "200", "--packing", "0.2", "--piston-mass", "40", "--piston-pressure", "0.05"};
        QTest::newRow("exact, the pump under way") << QStringList{"gas", "--n", "200", "--packing", "0.2"}
                                                   << QStringList{"--pump", "50"} << 12.0 << "200" << 0.0;
        QTest::newRow("exact, the hand moving a free piston after 3 time units")
            << piston << QStringList{"--hand-to", "15"} << 12.0 << "200" << 3.0;
        QTest::newRow("exact, free piston") << piston << QStringList{} << 12.0 << "120" << 0.0;
        QTest::newRow("time-driven, naive")
            << gas << QStringList{"--engine", "time", "--dt", "0.01", "--response", "naive"} << 12.0 << "400" << 0.0;
        QTest::newRow("time-driven, rollback")
            << gas << QStringList{"--engine", "time", "--dt", "0.01", "--response", "rollback"} << 12.0 << "400" << 0.0;
        QTest::newRow("force") << QStringList{"charged-gas", "--n", "60", "--seed", "3"} << QStringList{"--engine", "force"}
                               << 12.0 << "10" << 0.0;
        QTest::newRow("aggregation")
            << QStringList{"aggregation", "--n", "200", "--area-fraction", "0.05", "--sticking-probability", "0.5"}
            << QStringList{} << 40.0 << "10" << 0.0;
    }

    void replayGivesTheStraightRunsState()
    {
        QFETCH(QStringList, generate);
        QFETCH(QStringList, engine);
        QFETCH(double, until);
        QFETCH(QString, spacing);
        QFETCH(double, equilibrate);
        const QStringList settle{"--equilibrate", QString::number(equilibrate)};
        QTemporaryDir dir;
        const QString scenario = dir.filePath("scenario.json"), checkpoints = dir.filePath("checkpoints");
        QCOMPARE(runCli(QStringList{"generate"} + generate + QStringList{"-o", scenario}).exitCode, 0);
        const CliResult run = runCli(QStringList{"run", scenario, "--until", QString::number(2 * until - equilibrate),
                                                 "--checkpoints", checkpoints, "--checkpoint-every", spacing,
                                                 "--checkpoint-limit", "12"}
                                     + settle + engine);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY(QDir(checkpoints).entryList({"checkpoint-*.dlcp"}).size() >= 3);
        QVERIFY(QDir(checkpoints).entryList({"checkpoint-*.dlcp"}).size() <= 12);
        for (const double fraction : {0.5, 0.77, 1.0}) {
            const QString t = QString::number(fraction * until);
            const QString straight = dir.filePath("straight.json"), replayed = dir.filePath("replayed.json");
            const QString window = QString::number(fraction * until - equilibrate);
            const CliResult direct =
                runCli(QStringList{"run", scenario, "--until", window, "--save-state", straight} + settle + engine);
            QVERIFY2(direct.exitCode == 0, qPrintable(direct.err));
            const CliResult replay = runCli({"replay", checkpoints, "--to", t, "--save-state", replayed});
            QVERIFY2(replay.exitCode == 0, qPrintable(replay.err));
            QVERIFY2(!replay.out.contains("from_time: 0\n"), qPrintable(replay.out));  // a checkpoint of the run, not its start
            const QByteArray expected = contents(straight);
            QVERIFY(expected.size() > 1000);
            QVERIFY2(contents(replayed) == expected, qPrintable(t));
        }
    }

    void replayReadsTheRunFilesTheAppWrites()
    {
        QTemporaryDir dir;
        const QString scenario = dir.filePath("scenario.json"), runFile = dir.filePath("lesson.dlrun");
        // Dense enough for the live view's checkpoints after t = 0 (200,000 collisions apart).
        QCOMPARE(runCli({"generate", "gas", "--n", "300", "--packing", "0.5", "--seed", "11", "-o", scenario}).exitCode, 0);
        const std::size_t checkpoints = saveLiveRun(scenario, 400.0, runFile);
        QVERIFY2(checkpoints >= 3, qPrintable(QString::number(checkpoints)));
        for (const QString& t : {QStringLiteral("150"), QStringLiteral("400")}) {
            const QString straight = dir.filePath("straight.json"), replayed = dir.filePath("replayed.json");
            const CliResult direct = runCli({"run", scenario, "--until", t, "--equilibrate", "0", "--save-state", straight});
            QVERIFY2(direct.exitCode == 0, qPrintable(direct.err));
            const CliResult replay = runCli({"replay", runFile, "--to", t, "--save-state", replayed});
            QVERIFY2(replay.exitCode == 0, qPrintable(replay.err));
            QVERIFY(!contents(straight).isEmpty());
            QCOMPARE(contents(replayed), contents(straight));
        }
        QFile file(runFile);
        QVERIFY(file.open(QIODevice::ReadWrite) && file.resize(file.size() - 1));
        file.close();
        const CliResult cut = runCli({"replay", runFile, "--to", "17"});
        QCOMPARE(cut.exitCode, 1);
        QVERIFY2(cut.err.contains(runFile + ": the run file is cut short"), qPrintable(cut.err));
    }

    void checkpointsLeaveTheRunsReportAsItWas()
    {
        QTemporaryDir dir;
        const QString scenario = dir.filePath("scenario.json");
        QCOMPARE(runCli({"generate", "gas", "--n", "200", "--packing", "0.25", "-o", scenario}).exitCode, 0);
        const QStringList window{"run", scenario, "--equilibrate", "3", "--until", "5", "--json"};
        QJsonObject plain = jsonOutput(runCli(window));
        QJsonObject checkpointed = jsonOutput(runCli(window + QStringList{"--checkpoints", dir.filePath("c"), "--checkpoint-every", "300"}));
        for (QJsonObject* report : {&plain, &checkpointed})
            for (const char* key : {"wall_seconds", "collisions_per_second", "events_per_second"})
                report->remove(key);
        QVERIFY(!plain.isEmpty());
        QCOMPARE(checkpointed, plain);
    }

    void benchSeekReportsItsFigures()
    {
        const CliResult r = runCli({"bench", "--seek", "--n", "400", "--events", "20000", "--checkpoint-every", "2000",
                                    "--seeks", "3", "--json"});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject o = jsonOutput(r);
        QCOMPARE(o["checkpoints"].toDouble(), 11.0);  // at 0, 2000, ..., 20000 collisions
        QCOMPARE(o["checkpoint_spacing"].toDouble(), 2000.0);
        QVERIFY(qFuzzyCompare(o["checkpoint_bytes"].toDouble(), 11 * o["bytes_per_checkpoint"].toDouble()));
        QVERIFY(o["bytes_per_checkpoint"].toDouble() > 400 * 64);  // at least each disk's record
        QVERIFY(o["seek_seconds_max"].toDouble() >= o["seek_seconds_median"].toDouble());
        QCOMPARE(runCli({"bench", "--seek", "--n", "400,800"}).exitCode, 2);
    }

    void replayRefusesWhatItCannotReplay()
    {
        QTemporaryDir dir;
        const CliResult empty = runCli({"replay", dir.path(), "--to", "1"});
        QCOMPARE(empty.exitCode, 1);
        QVERIFY2(empty.err.contains("no checkpoints"), qPrintable(empty.err));
        QFile bogus(dir.filePath("checkpoint-000000.dlcp"));
        QVERIFY(bogus.open(QIODevice::WriteOnly));
        bogus.write("{\"format\":\"disklab-scenario\"}\n");
        bogus.close();
        const CliResult notOne = runCli({"replay", dir.path(), "--to", "1"});
        QCOMPARE(notOne.exitCode, 1);
        QVERIFY2(notOne.err.contains("not a DiskLab checkpoint"), qPrintable(notOne.err));
        QCOMPARE(runCli({"replay", dir.path()}).exitCode, 2);
        QCOMPARE(runCli({"run", "--default", "--until", "1", "--checkpoint-every", "10"}).exitCode, 2);
    }
};

QTEST_MAIN(TstCliCheckpoints)
#include "tst_cli_checkpoints.moc"
