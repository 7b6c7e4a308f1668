// disklab-cli on aggregation scenarios: generate writes one, run goes until one cluster is
// left (or --until) and reports the clusters and the fractal dimension.
#include "cli_process.h"

#include <QtTest>

#include <QTemporaryDir>

using namespace disklab::test;

class TestCliAggregation : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString path(const QString& name) const { return m_dir.filePath(name); }

private slots:
    void runGoesUntilOneClusterIsLeft()
    {
        const CliResult g = runCli({"generate", "aggregation", "--n", "120", "--area-fraction", "0.05", "--motion",
                                    "ballistic", "--seed", "4", "-o", path("ballistic.json")});
        QVERIFY2(g.exitCode == 0, qPrintable(g.err));
        const CliResult r = runCli({"run", path("ballistic.json"), "--json"});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject o = jsonOutput(r);
        QCOMPARE(o["engine"].toString(), QString("aggregation"));
        QCOMPARE(o["clusters"].toDouble(), 1.0);
        QCOMPARE(o["largest_cluster"].toDouble(), 120.0);
        QCOMPARE(o["merges"].toDouble(), 119.0);
        QCOMPARE(o["overlaps"].toDouble(), 0.0);
        // A line of disks has D_f = 1, a compact disk 2: aggregates lie in between.
        QVERIFY(o["fractal_dimension"].toDouble() > 1.0 && o["fractal_dimension"].toDouble() < 2.0);
        QVERIFY(o["fractal_dimension_error"].toDouble() > 0.0);
        // Sticking loses energy by design and the gas has no temperature: neither is reported.
        QVERIFY(!o.contains("temperature") && !o.contains("energy_drift"));
        QVERIFY(o.contains("kinetic_energy") && o.contains("momentum_drift"));
    }

    void clustersThatRarelyStickStillEndAsOne()
    {
        // Every contact counts, merges and bounces alike, and the run still goes on to one cluster.
        const CliResult g = runCli({"generate", "aggregation", "--n", "60", "--area-fraction", "0.05", "--motion",
                                    "ballistic", "--sticking-probability", "0.05", "--seed", "4", "-o",
                                    path("rla.json")});
        QVERIFY2(g.exitCode == 0, qPrintable(g.err));
        const CliResult r = runCli({"run", path("rla.json"), "--json"});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject o = jsonOutput(r);
        QCOMPARE(o["clusters"].toDouble(), 1.0);
        QCOMPARE(o["merges"].toDouble(), 59.0);
        QCOMPARE(o["sticking_probability"].toDouble(), 0.05);
        // One contact in twenty sticks: about 19 bounces a merge.
        QVERIFY2(o["bounces"].toDouble() > 400.0, qPrintable(QString::number(o["bounces"].toDouble())));
        QCOMPARE(o["overlaps"].toDouble(), 0.0);
        const CliResult bad = runCli({"generate", "aggregation", "--sticking-probability", "0", "-o", path("x.json")});
        QVERIFY(bad.exitCode != 0);
        QVERIFY2(bad.err.contains("sticking-probability"), qPrintable(bad.err));
    }

    void untilStopsEarlier()
    {
        const CliResult g = runCli({"generate", "aggregation", "--n", "200", "--motion", "brownian", "-o",
                                    path("dlca.json")});
        QVERIFY2(g.exitCode == 0, qPrintable(g.err));
        const CliResult r = runCli({"run", path("dlca.json"), "--until", "20", "--json"});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject o = jsonOutput(r);
        QCOMPARE(o["time"].toDouble(), 20.0);
        QVERIFY(o["clusters"].toDouble() > 1.0);
        QCOMPARE(o["motion"].toString(), QString("brownian"));
        // The thermostat's kT in place of the draws' energies, momenta and pressures.
        QCOMPARE(o["brownian_kT"].toDouble(), 1.0);
        for (const char* key : {"temperature", "energy_drift", "kinetic_energy", "momentum_drift", "pressure", "pressure_left"})
            QVERIFY2(!o.contains(key), key);
    }

    void anElasticScenarioStillNeedsUntilOrEvents()
    {
        const CliResult r = runCli({"run", "--default"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("give either --until T or --events N"));
    }
};

QTEST_GUILESS_MAIN(TestCliAggregation)
#include "tst_cli_aggregation.moc"
