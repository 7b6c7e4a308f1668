// The lab report's theory beside the figures it samples from a run: the barometric law beside
// the mean height of a gas under gravity, Enskog's D beside the diffusion coefficient of a
// periodic gas, each in its row only where it applies, with the density profile's chart; in
// comparison mode both engines' counters side by side.
#include "report/barometric_law.h"
#include "report/compared_figures.h"
#include "report/lab_report_document.h"
#include "report/lab_run.h"
#include "runtime/engine_comparison.h"

#include <QtTest>

#include <cmath>
#include <random>

using namespace disklab;

namespace {

/// `columns` x `rows` disks of `radius` on a grid filling the box, Maxwell-Boltzmann
/// velocities at kT = 1 with no total momentum.
Scenario gridGas(int columns, int rows, double side, double radius, Boundary boundary)
{
    Scenario s;
    s.width = s.height = side;
    s.boundary = boundary;
    std::mt19937 random(7);
    std::normal_distribution<double> velocity(0.0, 1.0);
    double px = 0.0, py = 0.0;
    for (int i = 0; i < columns; ++i) {
        for (int j = 0; j < rows; ++j) {
            Disk d{(i + 0.5) * side / columns, (j + 0.5) * side / rows, velocity(random), velocity(random),
                   radius, 1.0, {}, {}, 0.0};
            px += d.vx;
            py += d.vy;
            s.disks.push_back(d);
        }
    }
    for (Disk& d : s.disks) {
        d.vx -= px / s.disks.size();
        d.vy -= py / s.disks.size();
    }
    return s;
}

LabRun measured(const Scenario& s, double equilibrate, double until)
{
    LabRunRequest request;
    request.equilibrate = equilibrate;
    request.until = until;
    return measureLabRun(s, request);
}

const ComparedFigure* rowNamed(const std::vector<ComparedFigure>& rows, const QString& quantity)
{
    for (const ComparedFigure& row : rows) {
        if (row.quantity == quantity)
            return &row;
    }
    return nullptr;
}

/// The row of `quantity` is there and its theory within three standard errors of the figure
/// ("+1.3 σ"); it says what it compared.
bool withinThreeErrors(const std::vector<ComparedFigure>& rows, const QString& quantity)
{
    const ComparedFigure* row = rowNamed(rows, quantity);
    if (!row)
        return false;
    qInfo() << quantity << row->measured << row->theoryName << row->theory << row->difference;
    bool ok = false;
    const double sigmas = row->difference.section(QLatin1Char(' '), 0, 0).toDouble(&ok);
    return ok && std::abs(sigmas) < 3.0;
}

/// A report of `scenarioName` in English, made without a window, outside comparison mode.
LabReportSource source(const QString& scenarioName)
{
    return {scenarioName, {}, {}, QStringLiteral("en"), std::nullopt, std::nullopt, {}};
}

/// 400 disks of diameter 1 in a periodic box at a packing of 0.05.
Scenario dilutePeriodicGas()
{
    return gridGas(20, 20, std::sqrt(400 * 3.141592653589793 * 0.25 / 0.05), 0.5, Boundary::Periodic);
}

} // namespace

class TestLabReportTheory : public QObject {
    Q_OBJECT

private slots:
    void theBarometricMeanHeight()
    {
        BarometricColumn column;
        column.weight = 0.5;
        column.lowest = 0.1;
        column.highest = 20.1;
        // The truncated exponential's mean by quadrature: a straight sum over 200,000 slices.
        const double beta = column.weight / 2.0, step = 20.0 / 200000;
        double weights = 0.0, moments = 0.0;
        for (int k = 0; k < 200000; ++k) {
            const double h = column.lowest + (k + 0.5) * step;
            weights += std::exp(-beta * h);
            moments += h * std::exp(-beta * h);
        }
        QVERIFY(std::abs(barometricMeanHeight(column, 2.0) - moments / weights) < 1e-8);
        // Hot enough that gravity hardly matters: the box's middle.
        QVERIFY(std::abs(barometricMeanHeight(column, 1e6) - 10.1) < 1e-3);
    }

    void aGasUnderGravityFollowsTheBarometricLaw()
    {
        // 400 disks of diameter 0.02 (a packing of 0.001 at the floor: ideal enough for the
        // law, docs/physics.md) in a 20 x 20 walled box under g = 0.2: a scale height of about 5.
        Scenario s = gridGas(20, 20, 20.0, 0.01, Boundary::Walls);
        s.gravityY = -0.2;
        const LabRun run = measured(s, 300.0, 3000.0);
        const std::vector<ComparedFigure> rows = comparedFigures(run);
        QVERIFY(withinThreeErrors(rows, QStringLiteral("Mean height of the disks")));
        QVERIFY(!rowNamed(rows, QStringLiteral("Diffusion coefficient D")));
        const LabReportDocument document = labReportDocument(run, source(QStringLiteral("gravity.json")));
        QVERIFY(document.html.contains(QStringLiteral("density.png")));
    }

    void aPeriodicGasHasItsDiffusionBesideEnskogs()
    {
        // 400 disks at a packing of 0.05, where Enskog's mean free path holds to 0.1 %
        // (docs/physics.md): a mean free time of about 4, so lags of 10 mean free times need a
        // window of 16 x 40.
        const LabRun run = measured(dilutePeriodicGas(), 50.0, 700.0);
        const std::vector<ComparedFigure> rows = comparedFigures(run);
        QVERIFY(withinThreeErrors(rows, QStringLiteral("Diffusion coefficient D")));
        QVERIFY(!rowNamed(rows, QStringLiteral("Mean height of the disks")));
        const LabReportDocument document = labReportDocument(run, source(QStringLiteral("gas.json")));
        QVERIFY(!document.html.contains(QStringLiteral("density.png")));
        // Made without a window, as disklab-cli makes it: it says so, and which charts it has.
        QVERIFY(document.html.contains(QStringLiteral("Made without a window")));
    }

    void aShortWindowGivesNoDiffusion()
    {
        const LabRun run = measured(dilutePeriodicGas(), 0.0, 40.0);
        QVERIFY(!rowNamed(comparedFigures(run), QStringLiteral("Diffusion coefficient D")));
        QVERIFY(comparisonNotes(run).join(QLatin1Char(' ')).contains(QStringLiteral("D is not given")));
    }

    void comparisonModeShowsBothEnginesCounters()
    {
        // A coarse step in a dense gas, so the time-driven engine misses collisions and overlaps.
        const double side = std::sqrt(100 * 3.141592653589793 * 0.25 / 0.4);
        const Scenario s = gridGas(10, 10, side, 0.5, Boundary::Periodic);
        EngineConfig settings;
        settings.kind = EngineKind::TimeDriven;
        settings.dt = 0.05;
        EngineComparison comparison(s, settings);
        comparison.advanceTo(5.0);
        comparison.finish();
        const ComparisonReport report = comparison.report();
        QVERIFY(report.timeDriven.missedCollisions > 0 && report.event.collisions != report.time.collisions);
        const LabRun run = measured(s, 0.0, 5.0);
        LabReportSource source = ::source(QStringLiteral("dense.json"));
        QVERIFY(!labReportDocument(run, source).html.contains(QStringLiteral("The two engines compared")));
        source.comparison = report;
        const QString html = labReportDocument(run, source).html;
        QVERIFY(html.contains(QStringLiteral("The two engines compared")));
        const QString collisions = QStringLiteral("<tr><td>Collisions</td><td>%1</td><td>%2</td></tr>")
                                       .arg(report.event.collisions).arg(report.time.collisions);
        QVERIFY2(html.contains(collisions), qPrintable(collisions));
        QVERIFY(html.contains(QStringLiteral("<tr><td>Missed collisions (tunnelling)</td><td>0</td><td>%1</td></tr>")
                                  .arg(report.timeDriven.missedCollisions)));
        QVERIFY(html.contains(QStringLiteral("<tr><td>Time steps</td><td>—</td><td>%1</td></tr>").arg(report.timeDriven.steps)));
    }
};

QTEST_MAIN(TestLabReportTheory)
#include "tst_lab_report_theory.moc"
