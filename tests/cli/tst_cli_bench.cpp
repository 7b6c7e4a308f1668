// disklab-cli bench, as a script uses it: every configuration says which phase it measured,
// through the bond-orientational order psi6 of its state (core/bond_order.h); comparison mode's
// seeks are measured over the run asked for, with the moments it keeps.
#include "cli_process.h"

#include <QJsonArray>
#include <QTest>

#include <cmath>

using namespace disklab::test;

class TstCliBench : public QObject {
    Q_OBJECT
private slots:
    void everyConfigurationReportsItsPhase()
    {
        // 1000 disks: a dilute fluid at packing 0.3 and a crystal at 0.8, above the hard-disk
        // melting range (solid from 0.72), where the lattice keeps its order. A fluid's bonds
        // point anywhere, so its |<psi6>| is statistical, below 4/sqrt(N) (the bound and its
        // reason in tests/core/tst_bond_order.cpp); a solid keeps long-range orientational order.
        const CliResult r = runCli({"bench", "--engine", "both", "--n", "1000", "--packing", "0.3,0.8", "--events",
                                    "20000", "--steps", "5", "--json"});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray all = QJsonDocument::fromJson(r.out.toUtf8()).array();
        QCOMPARE(all.size(), 4);
        for (const QJsonValue& value : all) {
            const QJsonObject o = value.toObject();
            QVERIFY(o.contains("psi6") && o.contains("psi6_generated"));
            const double fluidBound = 4.0 / std::sqrt(1000.0);
            for (const char* key : {"psi6", "psi6_generated"}) {
                const double psi6 = o[key].toDouble();
                if (o["packing"].toDouble() < 0.5)
                    QVERIFY2(psi6 >= 0.0 && psi6 < fluidBound, qPrintable(QString("%1 %2").arg(key).arg(psi6)));
                else
                    QVERIFY2(psi6 > 0.5 && psi6 <= 1.0, qPrintable(QString("%1 %2").arg(key).arg(psi6)));
            }
        }
    }

    void theTableHasAPsi6Column()
    {
        const CliResult r = runCli({"bench", "--n", "1000", "--packing", "0.8", "--events", "20000"});
        QCOMPARE(r.exitCode, 0);
        const QStringList lines = r.out.split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 2);
        QVERIFY(lines[0].trimmed().endsWith("psi6"));
        bool ok = false;
        const double psi6 = lines[1].split(' ', Qt::SkipEmptyParts).last().toDouble(&ok);
        QVERIFY(ok && psi6 > 0.5 && psi6 <= 1.0);
    }

    void comparisonSeeksRunAsLongAsAsked()
    {
        const CliResult r = runCli({"bench", "--seek", "--compare", "--n", "200", "--packing", "0.3", "--events",
                                    "5000", "--seeks", "2", "--json"});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        // The run stops on the step grid, at or a little past the collisions asked for.
        QVERIFY2(o["events"].toDouble() >= 5000 && o["events"].toDouble() < 5500, qPrintable(r.out));
        QCOMPARE(o["seeks"].toInt(), 2);
        QCOMPARE(o["dt"].toDouble(), 0.01);
        QVERIFY(o["until"].toDouble() > 0.0);
        QVERIFY(o["checkpoints"].toDouble() >= 1);
        QCOMPARE(o["checkpoint_bytes"].toDouble(), o["bytes_per_checkpoint"].toDouble() * o["checkpoints"].toDouble());
        for (const char* key : {"seek_seconds_median", "seek_seconds_max", "collision_seek_seconds_median"})
            QVERIFY2(o[key].toDouble() >= 0.0, key);
    }
};

QTEST_APPLESS_MAIN(TstCliBench)
#include "tst_cli_bench.moc"
