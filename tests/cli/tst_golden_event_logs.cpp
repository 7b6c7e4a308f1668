// Golden event logs: every scenario of tests/data/golden/manifest.tsv (algs4 files and
// generated walled, periodic, piston, interior-wall and gravity gases, event-driven and
// time-driven with every broad phase and response) is run by disklab-cli and its event log
// compared byte for byte with the committed one. A refactoring must leave every event as it
// was; a change meant to change events regenerates the logs (scripts/update-golden-logs.sh)
// and says why in its commit. Taking checkpoints (run --checkpoints) leaves every log as it is,
// byte for byte, at a spacing small enough that runs go back to them many times.
#include "cli_process.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace disklab::test;

namespace {

QString dataPath(const QString& relative) { return QDir(DISKLAB_GOLDEN_DIR "/..").filePath(relative); }

/// The first line where `actual` and `expected` differ, both quoted, or "" if they agree.
QString firstDifference(const QByteArray& actual, const QByteArray& expected)
{
    const QList<QByteArray> a = actual.split('\n');
    const QList<QByteArray> e = expected.split('\n');
    for (qsizetype i = 0; i < std::max(a.size(), e.size()); ++i) {
        const QByteArray got = i < a.size() ? a[i] : QByteArray("(end of log)");
        const QByteArray want = i < e.size() ? e[i] : QByteArray("(end of log)");
        if (got != want)
            return QStringLiteral("line %1: got \"%2\", golden \"%3\"").arg(i + 1).arg(QString::fromUtf8(got), QString::fromUtf8(want));
    }
    return {};
}

} // namespace

class TestGoldenEventLogs : public QObject {
    Q_OBJECT
private slots:
    void sameEventsAsTheGoldenLog_data();
    void sameEventsAsTheGoldenLog();
    void sameEventsWhileTakingCheckpoints_data() { sameEventsAsTheGoldenLog_data(); }
    void sameEventsWhileTakingCheckpoints();

private:
    /// Runs `scenario` with `options` and the event log, and compares the log with `golden`.
    void compareLog(const QString& scenario, const QStringList& options, const QString& golden);
};

void TestGoldenEventLogs::sameEventsAsTheGoldenLog_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QString>("golden");
    QFile manifest(QStringLiteral(DISKLAB_GOLDEN_DIR "/manifest.tsv"));
    QVERIFY2(manifest.open(QIODevice::ReadOnly | QIODevice::Text), qPrintable(manifest.fileName()));
    int rows = 0;
    while (!manifest.atEnd()) {
        const QString line = QString::fromUtf8(manifest.readLine()).trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        const QStringList fields = line.split(QLatin1Char('\t'));
        QVERIFY2(fields.size() >= 3, qPrintable(line));
        const QString golden = fields.size() > 3 ? fields[3] : fields[0];
        QTest::newRow(qPrintable(fields[0])) << dataPath(fields[1]) << fields[2].split(QLatin1Char(' '), Qt::SkipEmptyParts)
                                             << QStringLiteral(DISKLAB_GOLDEN_DIR "/logs/%1.csv").arg(golden);
        ++rows;
    }
    QVERIFY(rows >= 20);
}

void TestGoldenEventLogs::sameEventsAsTheGoldenLog()
{
    QFETCH(QString, scenario);
    QFETCH(QStringList, options);
    QFETCH(QString, golden);
    compareLog(scenario, options, golden);
}

void TestGoldenEventLogs::sameEventsWhileTakingCheckpoints()
{
    QFETCH(QString, scenario);
    QFETCH(QStringList, options);
    QFETCH(QString, golden);
    QTemporaryDir checkpoints;
    compareLog(scenario,
               options + QStringList{"--checkpoints", checkpoints.path(), "--checkpoint-every", "97", "--checkpoint-limit", "5"},
               golden);
}

void TestGoldenEventLogs::compareLog(const QString& scenario, const QStringList& options, const QString& golden)
{
    QTemporaryDir dir;
    const QString log = dir.filePath(QStringLiteral("events.csv"));
    const CliResult r = runCli(QStringList{QStringLiteral("run"), scenario} + options + QStringList{QStringLiteral("--events-log"), log});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QFile actual(log);
    QFile expected(golden);
    QVERIFY(actual.open(QIODevice::ReadOnly));
    QVERIFY2(expected.open(QIODevice::ReadOnly), qPrintable(golden));
    const QByteArray got = actual.readAll();
    const QByteArray want = expected.readAll();
    QVERIFY(want.count('\n') > 500);
    QVERIFY2(got == want, qPrintable(firstDifference(got, want)));
}

QTEST_MAIN(TestGoldenEventLogs)
#include "tst_golden_event_logs.moc"
