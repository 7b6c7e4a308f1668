// disklab-cli bench, as a script uses it: every configuration says which phase it measured,
// through the bond-orientational order psi6 of its state (core/bond_order.h).
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
};

QTEST_APPLESS_MAIN(TstCliBench)
#include "tst_cli_bench.moc"
