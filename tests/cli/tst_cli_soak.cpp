// disklab-cli soak on the three soak scenarios (tests/data/soak), briefly: the full 10^8
// collision runs and their figures are in docs/cli.md.
#include "cli_process.h"

#include <QTest>

using namespace disklab::test;

namespace {

QString soakFile(const QString& name) { return QStringLiteral(DISKLAB_SOAK_DIR "/") + name; }

/// Fewer collisions in an instrumented build (scripts/test-sanitizers.sh), the same checks.
QString collisions() { return qEnvironmentVariableIsSet("DISKLAB_SANITIZED") ? "40000" : "400000"; }

} // namespace

class TestCliSoak : public QObject {
    Q_OBJECT

private slots:
    void soakScenariosPass_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("dense gas") << "dense-gas.json";
        QTest::newRow("piston and interior walls") << "piston-walls.json";
        QTest::newRow("gravity") << "gravity-gas.json";
    }

    void soakScenariosPass()
    {
        QFETCH(QString, file);
        const CliResult r = runCli({"soak", soakFile(file), "--collisions", collisions(), "--check-every",
                                    QString::number(collisions().toLongLong() / 4)});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(r.out.count("overlaps 0 "), 4);
        QCOMPARE(r.out.count("out of order 0"), 4);
        QVERIFY2(r.out.contains("passed: " + collisions() + " collisions"), qPrintable(r.out));
    }

    void refusesBadCounts()
    {
        for (const char* count : {"0", "-5", "1.5", "lots"}) {
            const CliResult r = runCli({"soak", soakFile("dense-gas.json"), "--collisions", count});
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.contains("--collisions"), qPrintable(r.err));
        }
    }

    void namesAFileItCannotLoad()
    {
        const CliResult r = runCli({"soak", soakFile("missing.json")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("missing.json"), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestCliSoak)
#include "tst_cli_soak.moc"
