// `run --trajectory` and `run --msd` as a researcher's script uses them: the extended XYZ layout
// and frame count, the last frame equal to --save-state, positions unwrapped across periodic
// edges, and mean squared displacements against theory (free flight v^2 t^2, a ballistic gas
// 2 (kT/m) t^2 per species), for the event-driven and the time-driven engine.
#include "cli_process.h"

#include "core/scenario.h"
#include "io/scenario_file.h"

#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace disklab;
using namespace disklab::test;

namespace {

struct XyzFrame {
    QString comment;
    QList<QStringList> rows;  ///< one per disk, split at spaces
    /// A comment-line value, quotes removed.
    QString value(const QString& key) const
    {
        const QRegularExpression re(key + "=(\"([^\"]*)\"|(\\S+))");
        const QRegularExpressionMatch m = re.match(comment);
        return m.captured(2).isEmpty() ? m.captured(3) : m.captured(2);
    }
    double number(qsizetype disk, int column) const { return rows[disk][column].toDouble(); }
};

/// Every frame of an XYZ file; empty if a frame is cut short or its count is not a number.
QList<XyzFrame> readXyz(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text))
        return {};
    const QStringList lines = QString::fromUtf8(f.readAll()).split('\n', Qt::SkipEmptyParts);
    QList<XyzFrame> frames;
    for (qsizetype at = 0; at < lines.size();) {
        bool ok = false;
        const qsizetype n = lines[at].trimmed().toLongLong(&ok);
        if (!ok || at + 2 + n > lines.size())
            return {};
        XyzFrame frame;
        frame.comment = lines[at + 1];
        for (qsizetype k = 0; k < n; ++k)
            frame.rows.append(lines[at + 2 + k].split(' ', Qt::SkipEmptyParts));
        frames.append(frame);
        at += 2 + n;
    }
    return frames;
}

/// A CSV file as rows of numbers under its header.
struct Csv {
    QStringList header;
    QList<QList<double>> rows;
};
Csv readCsv(const QString& path)
{
    QFile f(path);
    Csv csv;
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text))
        return csv;
    const QStringList lines = QString::fromUtf8(f.readAll()).split('\n', Qt::SkipEmptyParts);
    if (lines.isEmpty())
        return csv;
    csv.header = lines.front().split(',');
    for (qsizetype k = 1; k < lines.size(); ++k) {
        QList<double> row;
        for (const QString& field : lines[k].split(','))
            row.append(field.toDouble());
        csv.rows.append(row);
    }
    return csv;
}

/// One disk in a periodic square box, moving freely: it never collides with anything.
Scenario freeDisk(double side, double x, double y, double vx, double vy)
{
    Scenario s;
    s.width = s.height = side;
    s.boundary = Boundary::Periodic;
    Disk d;
    d.x = x, d.y = y, d.vx = vx, d.vy = vy;
    d.radius = 0.5;
    s.disks.push_back(d);
    s.engine.dt = 0.01;
    return s;
}

/// The engine options of each engine the tests run.
const QList<QStringList> kEngines{{"--engine", "event"}, {"--engine", "time", "--dt", "0.01"}};

// Columns of a trajectory line: species, pos (3), velo (3), radius, mass, unwrapped_pos (3).
enum Column { Species, X, Y, Z, Vx, Vy, Vz, Radius, Mass, UnwrappedX, UnwrappedY, UnwrappedZ };

} // namespace

class TestCliTrajectory : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString path(const QString& name) const { return m_dir.filePath(name); }
    QString save(const QString& name, const Scenario& scenario) const
    {
        const QString file = path(name);
        return saveScenarioFile(file, scenario).ok() ? file : QString();
    }

private slots:
    void periodicGasFileLayout();
    void walledGasHasNoUnwrappedColumns();
    void lastFrameIsTheSavedState();
    void eventsEndTheWindowBetweenRows();
    void unwrappedPositionsCrossPeriodicEdges();
    void freeDiskMsdIsVSquaredTSquared();
    void ballisticGasMsdIsTwoKTOverMTSquared();
    void mixtureHasOneMsdColumnPerSpecies();
    void refusesWhatCannotBeUnwrapped();
    void usageErrors();
};

void TestCliTrajectory::periodicGasFileLayout()
{
    const QString gas = path("periodic.json");
    QCOMPARE(runCli({"generate", "gas", "--n", "60", "--packing", "0.2", "--periodic", "--seed", "5", "-o", gas}).exitCode,
             0);
    const auto loaded = loadScenarioFile(gas);
    QVERIFY(loaded.ok());
    const double side = loaded.scenario->width;
    // Equilibrated first: frame times are the simulation clock, so they start at 1.5.
    const CliResult r = runCli({"run", gas, "--equilibrate", "1.5", "--until", "2", "--every", "0.25", "--trajectory",
                                path("periodic.xyz")});
    QCOMPARE(r.exitCode, 0);
    const QList<XyzFrame> frames = readXyz(path("periodic.xyz"));
    QCOMPARE(frames.size(), 9);  // the window's start, then every 0.25 up to its end
    for (qsizetype k = 0; k < frames.size(); ++k) {
        const XyzFrame& f = frames[k];
        QCOMPARE(f.rows.size(), 60);
        QCOMPARE(f.value("Properties"),
                 QString("species:S:1:pos:R:3:velo:R:3:radius:R:1:mass:R:1:unwrapped_pos:R:3"));
        // The box in the plane and a slab one diameter thick, centred on z = 0.
        const QStringList lattice = f.value("Lattice").split(' ');
        QCOMPARE(lattice.size(), 9);
        QCOMPARE(lattice[0].toDouble(), side);
        QCOMPARE(lattice[4].toDouble(), side);
        QCOMPARE(lattice[8].toDouble(), 1.0);
        for (int c : {1, 2, 3, 5, 6, 7})
            QCOMPARE(lattice[c], QString("0"));
        QCOMPARE(f.value("Origin"), QString("0 0 -0.5"));
        QCOMPARE(f.value("pbc"), QString("T T F"));
        QVERIFY(std::abs(f.value("Time").toDouble() - (1.5 + 0.25 * k)) < 1e-12);
        for (const QStringList& row : f.rows) {
            QCOMPARE(row.size(), 12);
            QCOMPARE(row[Species], QString("H"));  // one species: the first symbol
            QCOMPARE(row[Z], QString("0"));
            QCOMPARE(row[Vz], QString("0"));
            QCOMPARE(row[UnwrappedZ], QString("0"));
            QCOMPARE(row[Radius].toDouble(), 0.5);
            QCOMPARE(row[Mass].toDouble(), 1.0);
            QVERIFY(row[X].toDouble() >= 0.0 && row[X].toDouble() <= side);
        }
    }
    // At the start unwrapped is wrapped.
    for (qsizetype i = 0; i < 60; ++i)
        QCOMPARE(frames[0].rows[i][UnwrappedX], frames[0].rows[i][X]);
}

void TestCliTrajectory::walledGasHasNoUnwrappedColumns()
{
    const QString gas = path("walled.json");
    QCOMPARE(runCli({"generate", "gas", "--n", "30", "--packing", "0.2", "--seed", "2", "-o", gas}).exitCode, 0);
    const CliResult r = runCli({"run", gas, "--until", "1", "--every", "0.3", "--trajectory", path("walled.xyz")});
    QCOMPARE(r.exitCode, 0);
    const QList<XyzFrame> frames = readXyz(path("walled.xyz"));
    QCOMPARE(frames.size(), 5);  // 0, 0.3, 0.6, 0.9 and the window's end at 1
    QCOMPARE(frames.back().value("Time").toDouble(), 1.0);
    for (const XyzFrame& f : frames) {
        QCOMPARE(f.value("Properties"), QString("species:S:1:pos:R:3:velo:R:3:radius:R:1:mass:R:1"));
        QCOMPARE(f.value("pbc"), QString("F F F"));
        for (const QStringList& row : f.rows)
            QCOMPARE(row.size(), 9);
    }
}

void TestCliTrajectory::lastFrameIsTheSavedState()
{
    // Both engines, a periodic and a walled box: the final frame's numbers read back to exactly
    // the doubles --save-state wrote for the same moment.
    for (const char* boundary : {"periodic", "walls"}) {
        const QString gas = path(QString("last-%1.json").arg(boundary));
        QStringList generate{"generate", "gas", "--n", "40", "--packing", "0.25", "--seed", "9", "-o", gas};
        if (QString(boundary) == "periodic")
            generate << "--periodic";
        QCOMPARE(runCli(generate).exitCode, 0);
        for (const QStringList& engine : kEngines) {
            const QString tag = QString("%1 %2").arg(boundary, engine[1]);
            const CliResult r = runCli(QStringList{"run", gas, "--until", "3", "--every", "0.5", "--trajectory",
                                                   path("last.xyz"), "--save-state", path("last-state.json")}
                                       + engine);
            QVERIFY2(r.exitCode == 0, qPrintable(tag + ": " + r.err));
            const QList<XyzFrame> frames = readXyz(path("last.xyz"));
            QCOMPARE(frames.size(), 7);
            const auto saved = loadScenarioFile(path("last-state.json"));
            QVERIFY(saved.ok());
            const XyzFrame& last = frames.back();
            QCOMPARE(last.rows.size(), qsizetype(saved.scenario->disks.size()));
            for (qsizetype i = 0; i < last.rows.size(); ++i) {
                const Disk& d = saved.scenario->disks[static_cast<std::size_t>(i)];
                QVERIFY2(last.number(i, X) == d.x && last.number(i, Y) == d.y, qPrintable(tag));
                QVERIFY2(last.number(i, Vx) == d.vx && last.number(i, Vy) == d.vy, qPrintable(tag));
            }
        }
    }
}

void TestCliTrajectory::eventsEndTheWindowBetweenRows()
{
    // Measured by collisions, the window ends at the 300th, which falls between rows: the files
    // hold the start and every row before it, the trajectory and the MSD alike.
    const QString gas = path("events.json");
    QCOMPARE(runCli({"generate", "gas", "--n", "50", "--packing", "0.3", "--periodic", "--seed", "6", "-o", gas}).exitCode,
             0);
    for (const QStringList& engine : kEngines) {
        const CliResult r = runCli(QStringList{"run", gas, "--events", "300", "--every", "0.05", "--trajectory",
                                               path("events.xyz"), "--msd", path("events.csv"), "--json"}
                                   + engine);
        QCOMPARE(r.exitCode, 0);
        const double length = jsonOutput(r)["time"].toDouble();
        QVERIFY(jsonOutput(r)["collisions"].toInt() >= 300);
        const qsizetype rows = qsizetype(std::floor(length / 0.05)) + 1;
        const QList<XyzFrame> frames = readXyz(path("events.xyz"));
        QCOMPARE(frames.size(), rows);
        QCOMPARE(readCsv(path("events.csv")).rows.size(), rows);
        QVERIFY(frames.back().value("Time").toDouble() <= length);
    }
}

void TestCliTrajectory::unwrappedPositionsCrossPeriodicEdges()
{
    // From x = 9.5 at vx = 1.3 the disk leaves the 10-wide box by the right edge at t = 0.38 and
    // comes in at the left; in y it goes down through the bottom edge at t = 0.5.
    const double side = 10.0, x0 = 9.5, y0 = 0.35, vx = 1.3, vy = -0.7;
    const QString file = save("crossing.json", freeDisk(side, x0, y0, vx, vy));
    QVERIFY(!file.isEmpty());
    for (const QStringList& engine : kEngines) {
        QCOMPARE(runCli(QStringList{"run", file, "--until", "20", "--every", "0.1", "--trajectory",
                                    path("crossing.xyz")} + engine).exitCode,
                 0);
        const QList<XyzFrame> frames = readXyz(path("crossing.xyz"));
        QCOMPARE(frames.size(), 201);
        int jumps = 0;
        for (qsizetype k = 0; k < frames.size(); ++k) {
            const double t = 0.1 * k;
            const XyzFrame& f = frames[k];
            // Unwrapped: the straight line, continuous; wrapped: the same point in the box.
            QVERIFY2(std::abs(f.number(0, UnwrappedX) - (x0 + vx * t)) < 1e-9, qPrintable(engine[1]));
            QVERIFY2(std::abs(f.number(0, UnwrappedY) - (y0 + vy * t)) < 1e-9, qPrintable(engine[1]));
            const double shiftX = (f.number(0, UnwrappedX) - f.number(0, X)) / side;
            QVERIFY(std::abs(shiftX - std::round(shiftX)) < 1e-9);
            QVERIFY(f.number(0, X) >= 0.0 && f.number(0, X) < side);
            if (k > 0 && std::abs(f.number(0, X) - frames[k - 1].number(0, X)) > 0.5 * side)
                ++jumps;
        }
        // 26 units travelled in x: the wrapped coordinate jumped back at each of 3 crossings.
        QCOMPARE(jumps, 3);
        QVERIFY(frames.back().number(0, UnwrappedY) < -13.0);
    }
}

void TestCliTrajectory::freeDiskMsdIsVSquaredTSquared()
{
    // One disk never collides: msd = |v|^2 t^2 exactly, across many crossings. With --every 7
    // the disk crosses the box between rows, so the engine must stop in between to unwrap.
    const double vx = 1.2, vy = -0.5, speed2 = vx * vx + vy * vy;
    const QString file = save("free.json", freeDisk(10.0, 3.0, 4.0, vx, vy));
    QVERIFY(!file.isEmpty());
    for (const QStringList& engine : kEngines) {
        for (const char* every : {"0.5", "7"}) {
            QCOMPARE(runCli(QStringList{"run", file, "--until", "70", "--every", every, "--msd", path("free.csv")}
                            + engine).exitCode,
                     0);
            const Csv csv = readCsv(path("free.csv"));
            QCOMPARE(csv.header, (QStringList{"time", "msd_H"}));
            QCOMPARE(csv.rows.size(), qsizetype(std::ceil(70.0 / QString(every).toDouble())) + 1);
            QCOMPARE(csv.rows.front()[0], 0.0);
            QCOMPARE(csv.rows.front()[1], 0.0);
            for (const QList<double>& row : csv.rows) {
                const double expected = speed2 * row[0] * row[0];
                QVERIFY2(std::abs(row[1] - expected) <= 1e-9 * (1.0 + expected),
                         qPrintable(QString("%1 every %2: t %3 msd %4, expected %5")
                                        .arg(engine[1], every).arg(row[0]).arg(row[1]).arg(expected)));
            }
            QVERIFY(csv.rows.back()[1] > 80.0 * 80.0);  // eight box sizes away and more
        }
    }
}

void TestCliTrajectory::ballisticGasMsdIsTwoKTOverMTSquared()
{
    // A dilute gas at kT = 1 (packing 0.05): the mean free time, 1 / (n sigma sqrt(pi kT / m))
    // with n = 0.05 / (pi r^2), is about 9, so up to t = 0.2 few disks have collided and
    // msd = <v^2> t^2 = 2 (kT / m) t^2 within a few percent.
    const QString gas = path("dilute.json");
    QCOMPARE(runCli({"generate", "gas", "--n", "1000", "--packing", "0.05", "--periodic", "--mass", "2", "--seed", "4",
                     "-o", gas}).exitCode,
             0);
    for (const QStringList& engine : kEngines) {
        QCOMPARE(runCli(QStringList{"run", gas, "--until", "0.2", "--every", "0.05", "--msd", path("dilute.csv")}
                        + engine).exitCode,
                 0);
        const Csv csv = readCsv(path("dilute.csv"));
        QCOMPARE(csv.rows.size(), 5);
        for (qsizetype k = 1; k < csv.rows.size(); ++k) {
            const double t = csv.rows[k][0], theory = 2.0 * (1.0 / 2.0) * t * t;
            QVERIFY2(std::abs(csv.rows[k][1] / theory - 1.0) < 0.02,
                     qPrintable(QString("%1: t %2 msd %3, theory %4").arg(engine[1]).arg(t).arg(csv.rows[k][1]).arg(theory)));
        }
    }
}

void TestCliTrajectory::mixtureHasOneMsdColumnPerSpecies()
{
    // Light (m = 1) and heavy (m = 4) disks at one temperature: early on each species' msd is
    // its own <v^2> t^2 (read off the first frame), about 2 kT t^2 / m, so the light ones'
    // is about four times the heavy ones'.
    const QString gas = path("mixture.json");
    QCOMPARE(runCli({"generate", "gas", "--species", "1500,0.5,1", "--species", "1500,0.5,4,#c03030", "--packing",
                     "0.05", "--periodic", "--seed", "8", "-o", gas}).exitCode,
             0);
    QCOMPARE(runCli({"run", gas, "--until", "0.2", "--every", "0.1", "--msd", path("mixture.csv"), "--trajectory",
                     path("mixture.xyz")}).exitCode,
             0);
    const Csv csv = readCsv(path("mixture.csv"));
    QCOMPARE(csv.header, (QStringList{"time", "msd_H", "msd_He"}));
    const XyzFrame first = readXyz(path("mixture.xyz")).front();
    double speed2[2] = {0.0, 0.0};
    int count[2] = {0, 0};
    for (qsizetype i = 0; i < first.rows.size(); ++i) {
        const int s = first.rows[i][Species] == "H" ? 0 : 1;
        QCOMPARE(first.number(i, Mass), s == 0 ? 1.0 : 4.0);
        speed2[s] += first.number(i, Vx) * first.number(i, Vx) + first.number(i, Vy) * first.number(i, Vy);
        ++count[s];
    }
    QCOMPARE(count[0], 1500);
    QCOMPARE(count[1], 1500);
    const QList<double>& row = csv.rows.back();
    const double t = row[0];
    for (int s = 0; s < 2; ++s) {
        const double ballistic = speed2[s] / count[s] * t * t;
        QVERIFY2(std::abs(row[1 + s] / ballistic - 1.0) < 0.02, qPrintable(QString("species %1").arg(s)));
        // Equipartition holds to the sampling error of 1500 disks, about 3 %.
        const double theory = 2.0 / (s == 0 ? 1.0 : 4.0) * t * t;
        QVERIFY2(std::abs(row[1 + s] / theory - 1.0) < 0.12, qPrintable(QString("species %1").arg(s)));
    }
}

void TestCliTrajectory::refusesWhatCannotBeUnwrapped()
{
    // Two disks on one line of a 100 x 4 periodic box meet through the edge only at t = 9.5:
    // advancing by collisions skips 9.5 time units while a disk could cross the 4-high box, so
    // --events cannot follow them; the run says so and writes no file.
    Scenario s = freeDisk(100.0, 10.0, 2.0, -1.0, 0.0);
    s.height = 4.0;
    Disk other = s.disks.front();
    other.x = 90.0;
    other.vx = 1.0;
    s.disks.push_back(other);
    const QString file = save("apart.json", s);
    QVERIFY(!file.isEmpty());
    const CliResult r = runCli({"run", file, "--events", "2", "--every", "1", "--msd", path("apart.csv")});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains("cannot be unwrapped") && r.err.contains("--until"), qPrintable(r.err));
    QVERIFY(!QFile::exists(path("apart.csv")));
    // Measured by time, the same run is fine.
    QCOMPARE(runCli({"run", file, "--until", "12", "--every", "1", "--msd", path("apart.csv")}).exitCode, 0);
}

void TestCliTrajectory::usageErrors()
{
    const QString file = save("usage.json", freeDisk(10.0, 3.0, 4.0, 1.0, 0.0));
    QVERIFY(!file.isEmpty());
    const struct {
        QStringList arguments;
        QString message;
    } cases[] = {
        {{"--trajectory", path("u.xyz")}, "--trajectory needs --every DT with DT > 0"},
        {{"--msd", path("u.csv")}, "--msd needs --every DT with DT > 0"},
        {{"--msd", path("u.csv"), "--every", "0"}, "--msd needs --every DT with DT > 0"},
        {{"--trajectory", path("u.xyz"), "--every", "-1"}, "--every: expected a number >= 0"},
        {{"--trajectory", path("u.out"), "--msd", path("u.out"), "--every", "1"},
         "--trajectory and --msd name the same file"},
        {{"--observe", path("u.out"), "--trajectory", path("u.out"), "--every", "1"},
         "--observe and --trajectory name the same file"},
    };
    for (const auto& c : cases) {
        const CliResult r = runCli(QStringList{"run", file, "--until", "1"} + c.arguments);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(c.message), qPrintable(r.err));
    }
    QVERIFY(!QFile::exists(path("u.xyz")) && !QFile::exists(path("u.csv")) && !QFile::exists(path("u.out")));
    const CliResult help = runCli({"run", "--help"});
    QVERIFY(help.out.contains("--trajectory") && help.out.contains("--msd"));
}

QTEST_GUILESS_MAIN(TestCliTrajectory)
#include "tst_cli_trajectory.moc"
