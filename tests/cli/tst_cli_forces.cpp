// disklab-cli forces, bench --forces and run --engine force, as a script uses them: the JSON
// keys of the contract, theta = 0 agreeing with the direct sum, and refusals that say why.
#include "cli_process.h"

#include "core/scenario.h"
#include "io/scenario_json.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace disklab;
using namespace disklab::test;

namespace {

/// Forty charges of both signs on a loose lattice, joined in pairs by springs.
Scenario ions()
{
    Scenario s;
    s.width = s.height = 40.0;
    s.engine.kind = EngineKind::Force;
    s.engine.dt = 0.005;
    for (int i = 0; i < 40; ++i) {
        Disk d;
        d.x = 4.0 + 4.0 * (i % 8) + 0.3 * (i % 3);
        d.y = 4.0 + 6.0 * (i / 8);
        d.radius = 0.4;
        d.charge = i % 2 == 0 ? 1.0 : -0.5;
        s.disks.push_back(d);
    }
    for (int i = 0; i + 1 < 40; i += 2)
        s.forces.links.push_back({i, i + 1, 5.0, 3.5});
    return s;
}

} // namespace

class TstCliForces : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_file = m_dir.filePath("ions.json");
        QVERIFY(saveScenarioJson(m_file, ions()).ok());
    }

    void forcesReportsTheContractKeys()
    {
        const CliResult r = runCli({"forces", m_file, "--json"});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = jsonOutput(r);
        for (const char* key : {"n", "theta", "median_relative_error", "max_relative_error", "seconds_direct",
                                "seconds_barnes_hut"})
            QVERIFY2(o.contains(key), key);
        QCOMPARE(o["n"].toInt(), 40);
        QCOMPARE(o["theta"].toDouble(), 0.5);
        QVERIFY(o["median_relative_error"].toDouble() < 1e-2);
        QVERIFY(o["seconds_direct"].toDouble() > 0.0 && o["seconds_barnes_hut"].toDouble() > 0.0);
    }

    void thetaZeroAgreesWithTheDirectSum()
    {
        const CliResult r = runCli({"forces", m_file, "--theta", "0", "--json"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(jsonOutput(r)["max_relative_error"].toDouble() < 1e-12);
        QCOMPARE(runCli({"forces", m_file, "--theta", "-1"}).exitCode, 2);
    }

    void benchForcesListsEveryConfiguration()
    {
        const CliResult r = runCli({"bench", "--forces", "--n", "50,200", "--theta", "0,0.7", "--json"});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray rows = QJsonDocument::fromJson(r.out.toUtf8()).array();
        QCOMPARE(rows.size(), 4);
        QCOMPARE(rows[1].toObject()["n"].toInt(), 50);
        QCOMPARE(rows[1].toObject()["theta"].toDouble(), 0.7);
        QVERIFY(rows[0].toObject()["max_relative_error"].toDouble() < 1e-12);
    }

    void runUsesTheForceEngineTheFileNames()
    {
        const CliResult r = runCli({"run", m_file, "--until", "1", "--json"});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = jsonOutput(r);
        QCOMPARE(o["engine"].toString(), QStringLiteral("force"));
        QCOMPARE(o["time"].toDouble(), 1.0);
        QVERIFY(std::abs(o["energy_drift"].toDouble()) < 1e-3);
        QCOMPARE(runCli({"run", m_file, "--until", "1", "--force-method", "direct", "--theta", "0.3"}).exitCode, 0);
    }

    void otherEnginesRefuseTheScenario()
    {
        const CliResult event = runCli({"run", m_file, "--engine", "event", "--until", "1"});
        QCOMPARE(event.exitCode, 1);
        QVERIFY2(event.err.contains("charges and links need the force engine"), qPrintable(event.err));
        const CliResult thetaWithoutForce = runCli({"run", m_file, "--engine", "time", "--theta", "0.3", "--until", "1"});
        QCOMPARE(thetaWithoutForce.exitCode, 2);
    }

private:
    QTemporaryDir m_dir;
    QString m_file;
};

QTEST_GUILESS_MAIN(TstCliForces)
#include "tst_cli_forces.moc"
