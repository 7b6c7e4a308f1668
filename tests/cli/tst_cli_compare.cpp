// disklab-cli run --engine time and disklab-cli compare, as users and scripts call them.
#include "cli_process.h"

#include <QtTest>

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>

#include <cmath>

using namespace disklab::test;

namespace {


const char* const kContractKeys[] = {"engine", "n", "area", "time", "events", "collisions", "wall_seconds",
                                     "collisions_per_second", "events_per_second", "kinetic_energy", "temperature",
                                     "pressure", "compressibility", "energy_drift", "overlaps", "max_overlap"};
const char* const kTimeDrivenKeys[] = {"dt", "broadphase", "response", "steps", "missed_collisions",
                                       "overlaps_cumulative", "max_overlap_ever", "pair_tests", "candidate_pairs",
                                       "seconds_per_step"};

} // namespace

class TestCliCompare : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString path(const QString& name) const { return m_dir.filePath(name); }

private slots:
    void initTestCase()
    {
        // A dense walled gas shared by the cases below.
        QCOMPARE(runCli({"generate", "gas", "--n", "400", "--packing", "0.6", "--seed", "3", "-o", path("dense.json")}).exitCode, 0);
    }

    void runTimeEngineReportsContractKeysAndItsOwnFigures()
    {
        const CliResult r = runCli({"run", path("dense.json"), "--engine", "time", "--dt", "0.02", "--broadphase", "quadtree",
                              "--until", "2", "--json"});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = jsonOutput(r);
        for (const char* key : kContractKeys)
            QVERIFY2(o.contains(key), key);
        for (const char* key : kTimeDrivenKeys)
            QVERIFY2(o.contains(key), key);
        QCOMPARE(o["engine"].toString(), QString("time"));
        QCOMPARE(o["broadphase"].toString(), QString("quadtree"));
        QCOMPARE(o["response"].toString(), QString("naive"));
        QCOMPARE(o["time"].toDouble(), 2.0);
        QCOMPARE(o["steps"].toDouble(), 100.0);
        QCOMPARE(o["events"].toDouble(), o["collisions"].toDouble());
        QVERIFY(o["collisions"].toDouble() > 0);
        QVERIFY(o["overlaps_cumulative"].toDouble() > 0);  // dense and coarse: it overlaps
        QVERIFY(o["pressure"].toDouble() > 0);
    }

    void runTimeEngineUntilNCollisionsWithEventLog()
    {
        const CliResult r = runCli({"run", path("dense.json"), "--engine", "time", "--dt", "0.01", "--response", "rollback",
                              "--events", "300", "--events-log", path("td.csv"), "--json"});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = jsonOutput(r);
        QVERIFY(o["collisions"].toDouble() >= 300);
        QFile f(path("td.csv"));
        QVERIFY(f.open(QIODevice::ReadOnly | QIODevice::Text));
        const QStringList lines = QString::fromUtf8(f.readAll()).split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.first(), QString("time,kind,a,b"));
        QCOMPARE(lines.size() - 1, static_cast<int>(o["collisions"].toDouble()));
        QCOMPARE(o["response"].toString(), QString("rollback"));
    }

    void timeEngineUsageErrors()
    {
        const QString dense = path("dense.json");
        QCOMPARE(runCli({"run", dense, "--until", "1", "--engine", "time", "--broadphase", "octree"}).exitCode, 2);
        QCOMPARE(runCli({"run", dense, "--until", "1", "--engine", "time", "--dt", "0"}).exitCode, 2);
        QCOMPARE(runCli({"run", dense, "--until", "1", "--engine", "time", "--response", "exact"}).exitCode, 2);
        QCOMPARE(runCli({"run", dense, "--until", "1", "--dt", "0.01"}).exitCode, 2);  // --dt needs --engine time
        QCOMPARE(runCli({"compare", dense}).exitCode, 2);                            // no --until
        QCOMPARE(runCli({"compare", dense, "--until", "1", "--sweep", "-1"}).exitCode, 2);
    }

    void compareJsonOnAnAlgs4File()
    {
        QVERIFY2(QDir(DISKLAB_ALGS4_DIR).exists(), "the algs4 fixtures (tests/data/algs4) are missing");
        const CliResult r = runCli({"compare", algs4File("billiards2.txt"), "--until", "40", "--dt", "0.01", "--json"});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = jsonOutput(r);
        const QJsonObject event = o["event"].toObject(), time = o["time"].toObject();
        for (const char* key : kContractKeys) {
            QVERIFY2(event.contains(key), key);
            QVERIFY2(time.contains(key), key);
        }
        for (const char* key : kTimeDrivenKeys)
            QVERIFY2(time.contains(key), key);
        for (const char* key : {"missed_collisions", "wall_seconds_per_time_unit"})
            QVERIFY2(event.contains(key), key);
        QCOMPARE(event["engine"].toString(), QString("event"));
        QCOMPARE(time["engine"].toString(), QString("time"));
        QCOMPARE(event["time"].toDouble(), 40.0);
        QCOMPARE(time["time"].toDouble(), 40.0);
        QCOMPARE(event["collisions"].toDouble(), 4.0);  // the break: four collisions by t = 40
        QCOMPARE(time["collisions"].toDouble(), 4.0);
        QVERIFY(std::abs(event["energy_drift"].toDouble()) < 1e-12);
        const QJsonObject deviation = o["deviation"].toObject();
        // Same collisions in the same order, resolved up to a step late: small but real drift.
        QCOMPARE(deviation["matched_collisions"].toDouble(), 4.0);
        QVERIFY(deviation["first_difference_time"].isNull());
        QVERIFY(deviation["position_max"].toDouble() > 0.0 && deviation["position_max"].toDouble() < 0.01);
        QVERIFY(deviation["position_mean"].toDouble() <= deviation["position_max"].toDouble());
        QVERIFY(deviation["position_max_peak"].toDouble() >= deviation["position_max"].toDouble());
    }

    void compareDenseGasAtLargeStep()
    {
        const CliResult r = runCli({"compare", path("dense.json"), "--until", "3", "--dt", "0.05", "--json"});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = jsonOutput(r);
        const QJsonObject event = o["event"].toObject(), time = o["time"].toObject();
        QCOMPARE(event["overlaps"].toDouble(), 0.0);
        QVERIFY(time["overlaps"].toDouble() > 0);
        QVERIFY(time["missed_collisions"].toDouble() > 0);
        QVERIFY(time["collisions"].toDouble() < event["collisions"].toDouble());
        const QJsonObject deviation = o["deviation"].toObject();
        QVERIFY(deviation["first_difference_time"].isDouble());
        QVERIFY(deviation["first_difference_time"].toDouble() < 3.0);
        QVERIFY(deviation["position_max"].toDouble() > 0.1);  // chaos has taken over

        const CliResult text = runCli({"compare", path("dense.json"), "--until", "1", "--dt", "0.05"});
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.contains("missed collisions:"));
        QVERIFY(text.out.contains("first different collision at:"));
    }

    void sweepHalvesTheStep()
    {
        const CliResult r = runCli({"compare", path("dense.json"), "--until", "1", "--dt", "0.04", "--sweep", "2",
                              "--broadphase", "swept", "--json"});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray rows = jsonOutput(r)["sweep"].toArray();
        QCOMPARE(rows.size(), 3);
        double previous = 1e300;
        for (int k = 0; k < rows.size(); ++k) {
            const QJsonObject row = rows[k].toObject();
            QCOMPARE(row["dt"].toDouble(), 0.04 / (1 << k));
            QCOMPARE(row["time"].toObject()["steps"].toDouble(), 25.0 * (1 << k));
            // Disks move less per step, so they sink less deeply into each other.
            const double deepest = row["time"].toObject()["max_overlap_ever"].toDouble();
            QVERIFY(deepest < previous);
            previous = deepest;
        }
        const CliResult text = runCli({"compare", path("dense.json"), "--until", "1", "--dt", "0.04", "--sweep", "2"});
        QCOMPARE(text.exitCode, 0);
        QCOMPARE(text.out.trimmed().split('\n').size(), 1 + 1 + 3);  // header, event, three steps
    }
};

QTEST_GUILESS_MAIN(TestCliCompare)
#include "tst_cli_compare.moc"
