// disklab-cli as a user and as scripts call it: docs/architecture.md, The command-line contract.
#include "core/overlap_check.h"
#include "io/scenario_file.h"

#include "cli_process.h"

#include <QtTest>

#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>

#include <cmath>
#include <numbers>

using namespace disklab;

using namespace disklab::test;

namespace {


QStringList readLines(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text))
        return {};
    return QString::fromUtf8(f.readAll()).split('\n', Qt::SkipEmptyParts);
}

} // namespace

class TestCli : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString path(const QString& name) const { return m_dir.filePath(name); }

private slots:
    void runsTheDefaultScenarioWithoutArguments()
    {
        const CliResult r = runCli({});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("collisions:"));
    }

    void jsonReportHasEveryContractKey()
    {
        const CliResult r = runCli({"run", "--default", "--until", "5", "--json"});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = jsonOutput(r);
        for (const char* key : {"engine", "n", "area", "time", "events", "collisions", "wall_seconds",
                                "collisions_per_second", "events_per_second", "kinetic_energy", "temperature",
                                "pressure", "compressibility", "energy_drift", "overlaps", "max_overlap"})
            QVERIFY2(o.contains(key), key);
        QCOMPARE(o["engine"].toString(), QString("event"));
        QCOMPARE(o["time"].toDouble(), 5.0);
        QCOMPARE(o["overlaps"].toDouble(), 0.0);
        QVERIFY(std::abs(o["energy_drift"].toDouble()) < 1e-12);
        QVERIFY(o["collisions"].toDouble() > 0);
        QVERIFY(o["events"].toDouble() >= o["collisions"].toDouble());
    }

    void eventLogOfAlgs4File()
    {
        QVERIFY2(QDir(DISKLAB_ALGS4_DIR).exists(), "the algs4 fixtures (tests/data/algs4) are missing");
        const CliResult r = runCli({"run", algs4File("wallbouncing.txt"), "--events", "200", "--events-log", path("wb.csv"), "--json"});
        QCOMPARE(r.exitCode, 0);
        const QStringList lines = readLines(path("wb.csv"));
        QCOMPARE(lines.size(), 201);
        QCOMPARE(lines.first(), QString("time,kind,a,b"));
        double previous = 0.0;
        for (int k = 1; k < lines.size(); ++k) {
            const QStringList f = lines[k].split(',');
            QCOMPARE(f.size(), 4);
            QVERIFY(f[1] == "pair" || f[1] == "wall");
            if (f[1] == "wall")
                QVERIFY(QStringList({"left", "right", "bottom", "top"}).contains(f[3]));
            QVERIFY(f[0].toDouble() >= previous);
            previous = f[0].toDouble();
        }
        QCOMPARE(jsonOutput(r)["collisions"].toDouble(), 200.0);
    }

    void sameRunTwiceGivesTheSameLog()
    {
        QVERIFY2(QDir(DISKLAB_ALGS4_DIR).exists(), "the algs4 fixtures (tests/data/algs4) are missing");
        QCOMPARE(runCli({"run", algs4File("brownian2.txt"), "--events", "5000", "--events-log", path("a.csv")}).exitCode, 0);
        QCOMPARE(runCli({"run", algs4File("brownian2.txt"), "--events", "5000", "--events-log", path("b.csv")}).exitCode, 0);
        QCOMPARE(readLines(path("a.csv")), readLines(path("b.csv")));
    }

    void overlappingFileIsRefusedUnlessAllowed()
    {
        QVERIFY2(QDir(DISKLAB_ALGS4_DIR).exists(), "the algs4 fixtures (tests/data/algs4) are missing");
        const CliResult refused = runCli({"run", algs4File("diffusion3.txt"), "--until", "1"});
        QCOMPARE(refused.exitCode, 1);
        QVERIFY(refused.err.contains("diffusion3.txt:2:"));
        QVERIFY(refused.err.contains("overlaps"));
        const CliResult allowed = runCli({"run", algs4File("diffusion3.txt"), "--until", "1", "--allow-overlaps", "--json"});
        QCOMPARE(allowed.exitCode, 0);
    }

    void badFileNamesFileAndLine()
    {
        QFile f(path("bad.txt"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("2\n0.5 0.5 0 0 0.1 1 0 0 0\n0.2 0.2 0 0 -0.1 1 0 0 0\n");
        f.close();
        const CliResult r = runCli({"run", path("bad.txt"), "--until", "1"});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("bad.txt:3:") && r.err.contains("radius"), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }

    void gravityInAPeriodicBoxIsRefused()
    {
        // The gas would free-fall for ever: refused before any engine runs, naming the field.
        QFile f(path("falling.json"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"format": "disklab-scenario", "version": 2, "box": {"width": 4, "height": 4},
                    "boundary": "periodic", "gravity": {"x": 0, "y": -1},
                    "disks": [{"x": 1, "y": 1, "vx": 0.5, "vy": 0, "radius": 0.25, "mass": 1}]})");
        f.close();
        const CliResult r = runCli({"run", path("falling.json"), "--until", "1", "--json"});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("falling.json: gravity.y: gravity points along y, but the box is periodic in y"),
                 qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }

    void wallTemperatureHeatsTheGas()
    {
        // Walls at kT = 3 heat the default gas (kT = 1): the heat they give is the kinetic energy
        // gained, and the gas settles at the walls' temperature.
        CliResult r = runCli({"run", "--default", "--wall-temperature", "3", "--until", "1500", "--json"});
        QCOMPARE(r.exitCode, 0);
        QJsonObject o = jsonOutput(r);
        const double gained = o["kinetic_energy"].toDouble() - 400.0;  // 400 disks at kT = 1
        QVERIFY2(std::abs(o["wall_heat"].toDouble() - gained) < 1e-9 * gained,
                 qPrintable(QString("heat %1, gained %2").arg(o["wall_heat"].toDouble()).arg(gained)));
        QCOMPARE(o["wall_work"].toDouble(), 0.0);
        QVERIFY(std::abs(o["energy_drift"].toDouble()) < 1e-12);
        r = runCli({"run", "--default", "--wall-temperature", "3", "--equilibrate", "1500", "--until", "3000", "--json"});
        QCOMPARE(r.exitCode, 0);
        o = jsonOutput(r);
        QVERIFY2(std::abs(o["temperature"].toDouble() / 3.0 - 1.0) < 0.02, qPrintable(QString::number(o["temperature"].toDouble())));
        for (const char* side : {"pressure_left", "pressure_right", "pressure_bottom", "pressure_top"})
            QVERIFY2(o[side].toDouble() > 0.0, side);
    }

    void wallTemperatureNeedsWalls()
    {
        QFile f(path("periodic.json"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"format": "disklab-scenario", "version": 2, "box": {"width": 4, "height": 4},
                    "boundary": "periodic",
                    "disks": [{"x": 1, "y": 1, "vx": 0.5, "vy": 0, "radius": 0.25, "mass": 1}]})");
        f.close();
        const CliResult r = runCli({"run", path("periodic.json"), "--wall-temperature", "2", "--until", "1"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("--wall-temperature: a periodic box has no walls to heat or cool"), qPrintable(r.err));
        QCOMPARE(runCli({"run", "--default", "--until", "1", "--wall-temperature", "-1"}).exitCode, 2);
    }

    void pistonPressureHoldsTheGasAtIt()
    {
        // The default gas (400 disks, kT = 1, a 56 x 56 box) under a piston: held at kT = 1 by
        // the other walls, the wall facing the piston feels P_ext; with elastic walls the energy
        // balance, piston included, closes to round-off.
        const QStringList base{"run", "--default", "--piston-pressure", "0.15", "--piston-limit", "150"};
        CliResult r = runCli(base + QStringList{"--wall-temperature", "1", "--equilibrate", "300", "--until", "3000",
                                                "--json"});
        QCOMPARE(r.exitCode, 0);
        QJsonObject o = jsonOutput(r);
        QVERIFY2(std::abs(o["pressure_left"].toDouble() / 0.15 - 1.0) < 0.02, qPrintable(QString::number(o["pressure_left"].toDouble())));
        QVERIFY(o["piston_position"].toDouble() > 0.0 && o["piston_position"].toDouble() < 150.0);
        QVERIFY(o["piston_velocity"].isDouble() && o["piston_energy"].isDouble());
        const QString rows = path("piston.csv");
        r = runCli(base + QStringList{"--until", "500", "--json", "--observe", rows, "--every", "50"});
        QCOMPARE(r.exitCode, 0);
        o = jsonOutput(r);
        QVERIFY2(std::abs(o["energy_drift"].toDouble()) < 1e-12, qPrintable(QString::number(o["energy_drift"].toDouble())));
        // Row by row, the gas's kinetic energy and the piston's energy trade, and their sum stays.
        QFile csv(rows);
        QVERIFY(csv.open(QIODevice::ReadOnly));
        const QList<QByteArray> header = csv.readLine().trimmed().split(',');
        const auto kinetic = header.indexOf("kinetic_energy"), piston = header.indexOf("piston_energy");
        QVERIFY(kinetic >= 0 && piston >= 0 && header.contains("piston_position"));
        double first = 0.0, smallestKinetic = 1e300, largestKinetic = 0.0;
        int count = 0;
        while (!csv.atEnd()) {
            const QList<QByteArray> fields = csv.readLine().trimmed().split(',');
            const double k = fields[kinetic].toDouble(), total = k + fields[piston].toDouble();
            first = count++ == 0 ? total : first;
            QVERIFY2(std::abs(total - first) < 1e-12 * first, qPrintable(QString::number(total - first)));
            smallestKinetic = std::min(smallestKinetic, k);
            largestKinetic = std::max(largestKinetic, k);
        }
        QCOMPARE(count, 11);
        QVERIFY(largestKinetic > 1.05 * smallestKinetic);
        QVERIFY(o["piston_position"].toDouble() != 56.0);
        QVERIFY(runCli({"run", "--default", "--until", "1", "--json"}).out.contains("\"piston_position\":null"));
    }

    void pistonOptionsAreChecked()
    {
        CliResult r = runCli({"run", "--default", "--until", "1", "--piston-mass", "3"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("--piston-mass and --piston-limit go with --piston-pressure P"), qPrintable(r.err));
        r = runCli({"run", "--default", "--until", "1", "--piston-pressure", "1", "--piston-limit", "10"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("--piston-pressure: the piston's cylinder must end at or beyond the box's width"), qPrintable(r.err));
        r = runCli({"run", "--default", "--until", "1", "--piston-pressure", "1", "--engine", "time"});
        QCOMPARE(r.exitCode, 1);  // the scenario is fine; the engine chosen cannot run it
        QVERIFY2(r.err.contains("a free piston needs the event-driven engine"), qPrintable(r.err));
        QCOMPARE(runCli({"run", "--default", "--until", "1", "--piston-pressure", "1", "--piston-mass", "0"}).exitCode, 2);
    }

    void pumpBringsItsDisksIn()
    {
        // The default gas with 50 disks pumped in at its own temperature: all in during the
        // equilibration, the energy balance (pumped energy counted) closes to round-off, and the
        // saved state holds every disk.
        CliResult r = runCli({"run", "--default", "--until", "1", "--json"});
        const int before = jsonOutput(r)["n"].toInt();
        const QString saved = path("pumped.json");
        r = runCli({"run", "--default", "--pump", "50", "--equilibrate", "300", "--until", "100", "--json",
                    "--save-state", saved});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = jsonOutput(r);
        QCOMPARE(o["n"].toInt(), before + 50);
        QVERIFY2(std::abs(o["energy_drift"].toDouble()) < 1e-12, qPrintable(QString::number(o["energy_drift"].toDouble())));
        QVERIFY2(std::abs(o["temperature"].toDouble() - 1.0) < 0.1, qPrintable(QString::number(o["temperature"].toDouble())));
        r = runCli({"run", saved, "--until", "1", "--json"});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(jsonOutput(r)["n"].toInt(), before + 50);
    }

    void savedStateKeepsTheEngineSettingsOfTheRun()
    {
        // The command line's engine settings are the run's: the saved state resumes with them.
        const QString saved = path("stepper-state.json");
        const CliResult r = runCli({"run", "--default", "--engine", "time", "--dt", "0.003", "--response", "rollback",
                                    "--broadphase", "swept", "--until", "1", "--save-state", saved});
        QCOMPARE(r.exitCode, 0);
        const LoadResult loaded = loadScenarioFile(saved);
        QVERIFY(loaded.ok());
        QCOMPARE(loaded.scenario->engine.kind, EngineKind::TimeDriven);
        QCOMPARE(loaded.scenario->engine.dt, 0.003);
        QCOMPARE(loaded.scenario->engine.response, Response::Rollback);
        QCOMPARE(loaded.scenario->engine.broadphase, Broadphase::Swept);
        // Run again without engine options, the state goes on on the engine it names.
        const CliResult resumed = runCli({"run", saved, "--allow-overlaps", "--until", "1", "--json"});
        QCOMPARE(resumed.exitCode, 0);
        const QJsonObject report = jsonOutput(resumed);
        QCOMPARE(report["engine"].toString(), QStringLiteral("time"));
        QCOMPARE(report["dt"].toDouble(), 0.003);
        QCOMPARE(report["response"].toString(), QStringLiteral("rollback"));
    }

    void pumpOptionsAreChecked()
    {
        CliResult r = runCli({"run", "--default", "--until", "1", "--pump-temperature", "2"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("go with --pump N"), qPrintable(r.err));
        r = runCli({"run", "--default", "--until", "1", "--pump", "5", "--pump-side", "middle"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("--pump-side: expected left, right, bottom or top, got 'middle'"), qPrintable(r.err));
        QCOMPARE(runCli({"run", "--default", "--until", "1", "--pump", "0"}).exitCode, 2);
        r = runCli({"run", "--default", "--until", "1", "--pump", "5", "--trajectory", path("t.xyz"), "--every", "1"});
        QCOMPARE(r.exitCode, 2);
        r = runCli({"run", "--default", "--until", "1", "--pump", "5", "--engine", "time"});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("need the event-driven engine"), qPrintable(r.err));
        r = runCli({"run", "--default", "--until", "1", "--pump", "5", "--piston-pressure", "0.1", "--pump-side", "right"});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("pump.side: the right wall is a free piston"), qPrintable(r.err));
    }

    void handCompressesAdiabaticallyOrAtTheWallsTemperature()
    {
        // The same push of the default gas under a free piston (from x = 55.6 to 20 at 0.1, over
        // about 356 time units), with elastic walls and with walls at kT 1: the piston ends where
        // the hand took it, the energy balance (the hand's work counted) closes to round-off,
        // and the gas ends at the walls' temperature only with the walls at kT 1.
        const QStringList push{"run", "--default", "--piston-pressure", "0.05", "--equilibrate", "100", "--hand-to",
                               "20", "--hand-speed", "0.1", "--until", "600", "--every", "100", "--json"};
        // kT averaged over the last two rows' windows: the 200 time units after the push.
        auto settledTemperature = [](const QString& csv) {
            const QStringList lines = readLines(csv);
            const int column = lines[0].split(',').indexOf("mean_temperature");
            return 0.5 * (lines[lines.size() - 1].split(',')[column].toDouble()
                          + lines[lines.size() - 2].split(',')[column].toDouble());
        };
        CliResult r = runCli(push + QStringList{"--wall-temperature", "0", "--observe", path("adiabatic.csv")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject adiabatic = jsonOutput(r);
        QCOMPARE(adiabatic["piston_position"].toDouble(), 20.0);
        QCOMPARE(adiabatic["piston_velocity"].toDouble(), 0.0);
        QVERIFY(adiabatic["hand_work"].toDouble() > 0.0);
        QVERIFY2(std::abs(adiabatic["energy_drift"].toDouble()) < 1e-12,
                 qPrintable(QString::number(adiabatic["energy_drift"].toDouble())));
        r = runCli(push + QStringList{"--wall-temperature", "1", "--observe", path("isothermal.csv")});
        QCOMPARE(r.exitCode, 0);
        const double isothermal = settledTemperature(path("isothermal.csv"));
        QVERIFY2(std::abs(isothermal - 1.0) < 0.04, qPrintable(QString::number(isothermal)));
        QVERIFY(settledTemperature(path("adiabatic.csv")) > 1.5);
    }

    void handOptionsAreChecked()
    {
        CliResult r = runCli({"run", "--default", "--until", "1", "--hand-speed", "2"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("--hand-speed goes with --hand-to X"), qPrintable(r.err));
        r = runCli({"run", "--default", "--until", "1", "--hand-to", "10", "--hand-speed", "-1"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("--hand-speed: expected a speed > 0, got '-1'"), qPrintable(r.err));
        r = runCli({"run", "--default", "--until", "1", "--hand-to", "10"});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("walls.right.mass: the hand moves only a free piston"), qPrintable(r.err));
    }

    void usageErrors()
    {
        QCOMPARE(runCli({"run", "--default"}).exitCode, 2);                          // no --until/--events
        QCOMPARE(runCli({"run", "--default", "--until", "-1"}).exitCode, 2);
        QCOMPARE(runCli({"run", "--default", "--until", "1", "--engine", "warp"}).exitCode, 2);
        QCOMPARE(runCli({"frobnicate"}).exitCode, 2);
        QCOMPARE(runCli({"generate", "gas", "--n", "10"}).exitCode, 2);
    }

    void equilibrateThenMeasureTheWindowOnly()
    {
        const CliResult r = runCli({"run", "--default", "--equilibrate", "3", "--until", "2", "--json",
                              "--events-log", path("window.csv")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = jsonOutput(r);
        QCOMPARE(o["time"].toDouble(), 2.0);
        const QStringList lines = readLines(path("window.csv"));
        QCOMPARE(lines.size() - 1, static_cast<int>(o["collisions"].toDouble()));
        QVERIFY(lines[1].split(',')[0].toDouble() >= 3.0);
    }

    void observeWritesASeries()
    {
        const CliResult r = runCli({"run", "--default", "--until", "2", "--observe", path("obs.csv"), "--every", "0.5"});
        QCOMPARE(r.exitCode, 0);
        const QStringList lines = readLines(path("obs.csv"));
        QCOMPARE(lines.size(), 1 + 5);  // t = 0, 0.5, 1, 1.5, 2
        QVERIFY(lines[0].startsWith("time,kinetic_energy"));
        QCOMPARE(lines.last().split(',')[0].toDouble(), 2.0);
    }

    void generateGasAtHighPackingThenRunAndConvert()
    {
        const QString gas = path("gas.json");
        CliResult r = runCli({"generate", "gas", "--n", "2000", "--packing", "0.70", "--periodic", "--seed", "5", "-o", gas});
        QCOMPARE(r.exitCode, 0);
        const LoadResult loaded = loadScenarioFile(gas);
        QVERIFY2(loaded.ok(), qPrintable(loaded.error));
        const Scenario& s = *loaded.scenario;
        QCOMPARE(s.disks.size(), std::size_t(2000));
        QVERIFY(std::abs(2000 * std::numbers::pi * 0.25 / s.area() - 0.70) < 1e-12);

        r = runCli({"run", gas, "--events", "20000", "--json", "--save-state", path("later.json")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(jsonOutput(r)["overlaps"].toDouble(), 0.0);
        QVERIFY(jsonOutput(r)["compressibility"].toDouble() > 7.0);  // dense fluid: Z(0.7) is about 9
        QVERIFY(loadScenarioFile(path("later.json")).ok());

        // A walled unit-box gas survives the trip through the algs4 format.
        r = runCli({"convert", algs4Path(), path("p10.json")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(runCli({"convert", path("p10.json"), path("p10.txt")}).exitCode, 0);
        const LoadResult a = loadScenarioFile(algs4Path());
        const LoadResult b = loadScenarioFile(path("p10.txt"));
        QVERIFY(a.ok() && b.ok());
        QCOMPARE(a.scenario->disks, b.scenario->disks);
        // A periodic gas cannot be written as algs4: refused, nothing written.
        r = runCli({"convert", gas, path("gas.txt")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(!QFile::exists(path("gas.txt")));
    }

private:
    static QString algs4Path() { return algs4File("p10.txt"); }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
