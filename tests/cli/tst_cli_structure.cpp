// disklab-cli structure, and the structure figures of run, as a script uses them: a perfect
// crystal reads psi6 = 1 with its pairs only on its shells; a generated fluid's contact value
// gives a Z near Henderson's; run --json, --observe and --profile carry the new figures.
#include "cli_process.h"

#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <numbers>

using namespace disklab::test;

namespace {

QStringList csvLines(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll()).split('\n', Qt::SkipEmptyParts);
}

} // namespace

class TstCliStructure : public QObject {
    Q_OBJECT
private slots:
    void aPerfectCrystalIsOrderedWithPairsOnlyOnItsShells()
    {
        QTemporaryDir folder;
        const QString crystal = folder.filePath("crystal.json"), rdf = folder.filePath("rdf.csv");
        QCOMPARE(runCli({"generate", "lattice", "--columns", "30", "--rows", "30", "--packing", "0.8", "-o", crystal}).exitCode, 0);
        const CliResult r = runCli({"structure", crystal, "--rdf", rdf, "--bins", "200", "--rmax", "4", "--json"});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = jsonOutput(r);
        QCOMPARE(o["n"].toInt(), 900);
        QVERIFY(std::abs(o["packing"].toDouble() - 0.8) < 1e-9);
        QVERIFY(std::abs(o["psi6"].toDouble() - 1.0) < 1e-9);
        // Lattice constant a = sigma sqrt(0.9069 / 0.8) = 1.0647: no pair below it.
        const QStringList lines = csvLines(rdf);
        QCOMPARE(lines.size(), 201);
        QCOMPARE(lines[0], QString("r,g,g6"));
        const double a = std::sqrt(std::numbers::pi / (2.0 * std::sqrt(3.0) * 0.8));
        for (const QString& line : lines.mid(1)) {
            const QStringList fields = line.split(',');
            if (fields[0].toDouble() < a - 0.02)
                QCOMPARE(fields[1].toDouble(), 0.0);
        }
    }
    void aFluidsContactValueGivesHendersonsZ()
    {
        // One state of 4000 disks at packing 0.4: Henderson's Z = 2.8301 (with its eta^4 term).
        // A single state's first bins hold a few hundred pairs each: 5 %.
        QTemporaryDir folder;
        const QString gas = folder.filePath("gas.json");
        QCOMPARE(runCli({"generate", "gas", "--n", "4000", "--packing", "0.4", "--periodic", "-o", gas}).exitCode, 0);
        const QJsonObject o = jsonOutput(runCli({"structure", gas, "--json"}));
        QVERIFY2(std::abs(o["z_contact"].toDouble() / 2.8301 - 1.0) < 0.05, qPrintable(QString::number(o["z_contact"].toDouble())));
        QVERIFY(o["psi6"].toDouble() < 4.0 / std::sqrt(4000.0));
        QCOMPARE(o["species_left"].toArray().size(), 1);
        QCOMPARE(o["species_left"].toArray()[0].toInt() + o["species_right"].toArray()[0].toInt(), 4000);
    }
    void runReportsPsi6AndFreePathsOfTheExactEngineOnly()
    {
        QTemporaryDir folder;
        const QString gas = folder.filePath("gas.json"), rows = folder.filePath("rows.csv");
        QCOMPARE(runCli({"generate", "gas", "--n", "200", "--packing", "0.2", "-o", gas}).exitCode, 0);
        const QJsonObject exact = jsonOutput(runCli({"run", gas, "--until", "5", "--json", "--observe", rows, "--every", "1"}));
        QVERIFY(exact["mean_free_path"].toDouble() > 0.0 && exact["mean_free_time"].toDouble() > 0.0);
        QVERIFY(exact["psi6"].toDouble() >= 0.0);
        const QStringList lines = csvLines(rows);
        QVERIFY(lines[0].endsWith(",psi6"));
        QVERIFY(lines[1].split(',').last().toDouble() >= 0.0 && !lines[1].split(',').last().isEmpty());
        const QJsonObject stepped = jsonOutput(runCli({"run", gas, "--until", "1", "--engine", "time", "--dt", "0.01", "--json"}));
        QVERIFY(stepped["mean_free_path"].isNull());
        QVERIFY(stepped.contains("psi6"));
    }
    void profileIsWrittenWithItsBarometricCurve()
    {
        QTemporaryDir folder;
        const QString profile = folder.filePath("profile.csv");
        const QString tilted = QDir(DISKLAB_SCENARIO_DIR).filePath("tilted-floor.json");
        const CliResult r = runCli({"run", tilted, "--until", "20", "--every", "1", "--profile", profile, "--profile-bins", "8"});
        QCOMPARE(r.exitCode, 0);
        const QStringList lines = csvLines(profile);
        QCOMPARE(lines.size(), 9);
        QCOMPARE(lines[0], QString("height,density,barometric"));
        double measured = 0.0, barometric = 0.0;
        for (const QString& line : lines.mid(1)) {
            measured += line.split(',')[1].toDouble();
            barometric += line.split(',')[2].toDouble();
        }
        QVERIFY(measured > 0.0);
        QVERIFY(std::abs(barometric / measured - 1.0) < 1e-9);  // the curve holds as many centres
        QCOMPARE(runCli({"run", tilted, "--until", "1", "--profile", profile}).exitCode, 2);  // no --every
    }
};

QTEST_APPLESS_MAIN(TstCliStructure)
#include "tst_cli_structure.moc"
