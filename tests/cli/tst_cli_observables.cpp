// What `run --json` and `--observe` report about pressure and Z: Z averaged interval by
// interval while a piston moves (checked from the series' own intervals), unchanged for a fixed
// box; each wall's pressure, the floor carrying the gas's weight under gravity; figures that do
// not exist reported as null or left empty.
#include "io/scenario_file.h"

#include "cli_process.h"

#include <QtTest>

#include <QFile>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <cmath>

using namespace disklab;
using namespace disklab::test;

namespace {

/// The --observe file as one map per row, column name to text.
QList<QHash<QString, QString>> readSeries(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text))
        return {};
    const QStringList lines = QString::fromUtf8(f.readAll()).split('\n', Qt::SkipEmptyParts);
    QList<QHash<QString, QString>> rows;
    if (lines.isEmpty())
        return rows;
    const QStringList header = lines.front().split(',');
    for (qsizetype k = 1; k < lines.size(); ++k) {
        const QStringList fields = lines[k].split(',');
        QHash<QString, QString> row;
        for (qsizetype c = 0; c < header.size() && c < fields.size(); ++c)
            row[header[c]] = fields[c];
        rows.append(row);
    }
    return rows;
}

double number(const QHash<QString, QString>& row, const QString& column) { return row.value(column).toDouble(); }

} // namespace

class TestCliObservables : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString path(const QString& name) const { return m_dir.filePath(name); }

private slots:
    void movingWallZAveragesTheIntervals()
    {
        // 200 disks squeezed by a piston at speed 0.2 from a width of 39.6 (the wall stops at
        // t = 99); measured until t = 90, while it moves.
        const QString piston = path("piston.json");
        QCOMPARE(runCli({"generate", "piston", "--n", "200", "--seed", "4", "-o", piston}).exitCode, 0);
        const CliResult plain = runCli({"run", piston, "--until", "90", "--json"});
        QCOMPARE(plain.exitCode, 0);
        const QJsonObject report = jsonOutput(plain);
        const double z = report["compressibility"].toDouble();
        const double interval = report["compressibility_interval"].toDouble();
        QVERIFY(interval > 0.0);

        // Observed at the same intervals: each row gives its interval's P, mean A and mean kT.
        const CliResult observed = runCli({"run", piston, "--until", "90", "--observe", path("piston.csv"), "--every",
                                           QString::number(interval, 'g', 17), "--json"});
        QCOMPARE(observed.exitCode, 0);
        QVERIFY2(std::abs(jsonOutput(observed)["compressibility"].toDouble() / z - 1.0) < 1e-12,
                 "observing must not change the figure");
        const auto rows = readSeries(path("piston.csv"));
        QCOMPARE(rows.size(), qsizetype(std::ceil(90.0 / interval)) + 1);  // the start, then every interval
        const double n = report["n"].toDouble();
        double weighted = 0.0, duration = 0.0;
        for (qsizetype k = 1; k < rows.size(); ++k) {
            const double dt = number(rows[k], "time") - number(rows[k - 1], "time");
            const double ratio = number(rows[k], "pressure") * number(rows[k], "area")
                                 / (n * number(rows[k], "mean_temperature"));
            QVERIFY(std::abs(number(rows[k], "compressibility") / ratio - 1.0) < 1e-12);
            weighted += ratio * dt;
            duration += dt;
        }
        const double perInterval = weighted / duration;
        qInfo("Z per interval %.6f, reported %.6f", perInterval, z);
        QVERIFY2(std::abs(z / perInterval - 1.0) < 1e-12, qPrintable(QString("%1 vs %2").arg(z).arg(perInterval)));

        // The product of the window's averages reads high: for a gas with P A / (N kT) nearly
        // constant it is that ratio times mean(T / A) mean(A) / mean(T), at least
        // mean(1 / A) mean(A), as kT rises while A falls.
        double inverseArea = 0.0, area = 0.0;
        for (qsizetype k = 1; k < rows.size(); ++k) {
            const double dt = number(rows[k], "time") - number(rows[k - 1], "time");
            inverseArea += dt / number(rows[k], "area") / duration;
            area += dt * number(rows[k], "area") / duration;
        }
        const double productOfAverages = report["pressure"].toDouble() * report["area"].toDouble()
                                         / (n * report["temperature"].toDouble());
        qInfo("product of averages %.6f = %.4f x Z; mean(1/A) mean(A) = %.4f", productOfAverages,
              productOfAverages / z, inverseArea * area);
        QVERIFY(productOfAverages / z > inverseArea * area);
        QVERIFY(inverseArea * area > 1.02);  // so the two figures differ measurably here
    }

    void fixedBoxZIsTheWholeWindowFigure()
    {
        const QJsonObject o = jsonOutput(runCli({"run", "--default", "--until", "50", "--json"}));
        QVERIFY(o["compressibility_interval"].isNull());
        const double productOfAverages = o["pressure"].toDouble() * o["area"].toDouble()
                                         / (o["n"].toDouble() * o["temperature"].toDouble());
        QVERIFY(std::abs(o["compressibility"].toDouble() / productOfAverages - 1.0) < 1e-12);
    }

    void floorCarriesTheWeightOfTheGas()
    {
        // Momentum balance along y over the window: P_bottom - P_top = N m g / W + dp_y / (W T)
        // exactly, and dp_y, the change of a sum of 200 momenta of variance m kT, stays within
        // five standard deviations, 5 sqrt(2 N m kT).
        const QString file = path("heavy.json");
        QCOMPARE(runCli({"generate", "gas", "--n", "200", "--packing", "0.02", "--seed", "6", "-o", file}).exitCode, 0);
        LoadResult loaded = loadScenarioFile(file);
        QVERIFY(loaded.ok());
        Scenario s = *loaded.scenario;
        const double g = 0.05;
        s.gravityY = -g;
        QVERIFY(saveScenarioFile(file, s).ok());
        double momentumY = 0.0;
        for (const Disk& d : s.disks)
            momentumY += d.mass * d.vy;

        const CliResult r = runCli({"run", file, "--until", "2000", "--json", "--observe", path("heavy.csv"),
                                    "--every", "100"});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = jsonOutput(r);
        const double n = o["n"].toDouble(), duration = o["time"].toDouble();
        const double difference = o["pressure_bottom"].toDouble() - o["pressure_top"].toDouble();
        const double weight = n * g / s.width;
        const double change = o["momentum_y"].toDouble() - momentumY;
        qInfo("P_bottom - P_top = %.6f, N m g / W = %.6f", difference, weight);
        QVERIFY(std::abs(difference - weight - change / (s.width * duration)) < 1e-9 * weight);
        QVERIFY(std::abs(change) < 5.0 * std::sqrt(2.0 * n * o["temperature"].toDouble()));
        // The four sides share the perimeter's impulse.
        const double shared = (o["pressure_left"].toDouble() + o["pressure_right"].toDouble()) * s.height
                              + (o["pressure_bottom"].toDouble() + o["pressure_top"].toDouble()) * s.width;
        QVERIFY(std::abs(shared / (o["pressure"].toDouble() * 2.0 * (s.width + s.height)) - 1.0) < 1e-12);
        // No single P describes the gas, so no Z, in the report or the series.
        QVERIFY(o["compressibility"].isNull());
        const auto rows = readSeries(path("heavy.csv"));
        QCOMPARE(rows.size(), 21);
        QVERIFY(rows.back().contains("compressibility") && rows.back()["compressibility"].isEmpty());
        QVERIFY(number(rows.back(), "pressure_bottom") > number(rows.back(), "pressure_top"));
    }

    void periodicBoxHasNoWallPressures()
    {
        const QString file = path("periodic.json");
        QCOMPARE(runCli({"generate", "gas", "--n", "100", "--packing", "0.2", "--periodic", "-o", file}).exitCode, 0);
        const CliResult r = runCli({"run", file, "--until", "5", "--json", "--observe", path("periodic.csv"), "--every", "1"});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = jsonOutput(r);
        for (const char* key : {"pressure_left", "pressure_right", "pressure_bottom", "pressure_top"}) {
            QVERIFY2(o.contains(key) && o[key].isNull(), key);
            QVERIFY(readSeries(path("periodic.csv")).back()[key].isEmpty());
        }
        QVERIFY(o["compressibility"].toDouble() > 1.0);
        // The people's form says so in words.
        QVERIFY(runCli({"run", file, "--until", "1"}).out.contains(QRegularExpression("pressure_left: +none")));
    }
};

QTEST_GUILESS_MAIN(TestCliObservables)
#include "tst_cli_observables.moc"
