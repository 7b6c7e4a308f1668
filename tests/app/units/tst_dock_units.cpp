// The measuring docks and comparison mode in the window's units: on the atoms scale with argon
// the Performance dock's simulated time reads in ps (its wall-clock milliseconds do not change),
// the Scaling dock's cost is wall seconds per simulated ps on its axis and in its CSV, and the
// Compare Engines window's counter, figures, table and time step read simulated time in ps and
// lengths in nm, each worked out here from the physical constants (never from the code's factors).
#include "app/charts/performance_dock.h"
#include "app/charts/scaling_dock.h"
#include "app/comparison/comparison_window.h"
#include "app/units/unit_system.h"
#include "io/scenario_file.h"
#include "../run_frame.h"
#include "runtime/simulation_controller.h"

#include <QDoubleSpinBox>
#include <QLabel>
#include <QTableWidget>
#include <QTest>
#include <qcustomplot.h>

#include <cmath>

using namespace disklab;
using disklab::test::runFrame;

namespace {

// CODATA / SI values and argon's kinetic diameter and standard atomic weight.
constexpr double kB = 1.380649e-23, u = 1.66053906660e-27;
constexpr double sigma = 0.34e-9, argonMass = 39.948;
const double timeUnit = sigma / std::sqrt(kB * 300.0 / (argonMass * u)) * 1e12;  // ps, 1.3606

bool agrees(double value, double expected)
{
    return std::abs(value / expected - 1.0) < 1e-9;
}

} // namespace

class DockUnitsTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }
    void performanceTimeInPicoseconds();
    void scalingCostPerPicosecond();
    void comparisonReadsPicosecondsAndNanometres();
};

void DockUnitsTest::performanceTimeInPicoseconds()
{
    PerformanceDock dock;
    dock.setQuantity(PerformanceDock::Quantity::FrameTime);
    const auto scenario = std::make_shared<const Scenario>(defaultScenario());
    const EngineConfig exact{EngineKind::EventDriven, 1e-3};
    dock.showFrame(runFrame(scenario, exact, 0.0, 0, 0.0, 0.0));
    dock.showFrame(runFrame(scenario, exact, 2.0, 1000, 0.004, 0.01));
    QCOMPARE(dock.chartData().columns[0], QStringLiteral("time [time]"));
    dock.setUnits(UnitSystem{UnitScale::Atoms});
    const DataTable table = dock.chartData();
    QCOMPARE(table.columns[0], QStringLiteral("time [ps]"));
    QCOMPARE(dock.plot().xAxis->label(), QStringLiteral("time [ps]"));
    QVERIFY(agrees(table.rows[0][0], 2.0 * timeUnit));
    QCOMPARE(table.rows[0][1], 4.0);  // wall-clock milliseconds per frame, in any units
}

void DockUnitsTest::scalingCostPerPicosecond()
{
    SimulationController simulation;
    ScalingDock dock(simulation);
    const EngineConfig exact{EngineKind::EventDriven, 1e-3};
    dock.addPoint({1000, exact, 2.0, 0.5});  // 0.25 wall seconds per time unit
    dock.setUnits(UnitSystem{UnitScale::Atoms});
    const DataTable table = dock.chartData();
    QVERIFY2(table.columns.last().endsWith(QStringLiteral("wall seconds per simulated ps [s/ps]")),
             qPrintable(table.columns.last()));
    QCOMPARE(dock.plot().yAxis->label(), QStringLiteral("wall seconds per simulated ps [s/ps]"));
    // One time unit is 1.3606 ps of argon, so a time unit's 0.25 s are 0.25 / 1.3606 s per ps.
    QVERIFY(agrees(table.rows[0].back(), 0.25 / timeUnit));
    dock.setUnits(UnitSystem{});
    QCOMPARE(dock.chartData().rows[0].back(), 0.25);
}

void DockUnitsTest::comparisonReadsPicosecondsAndNanometres()
{
    const LoadResult loaded = loadScenarioFile(QStringLiteral(DISKLAB_SCENARIO_DIR "/wall-bouncing.json"));
    QVERIFY(loaded.ok());
    ComparisonWindow window;
    window.setScenario(*loaded.scenario);
    window.setStopTime(1.0);
    window.setSpeed(50.0);
    QTRY_VERIFY(window.frame());
    window.controller().play();
    QTRY_VERIFY_WITH_TIMEOUT(window.frame()->finished, 10000);
    const QTableWidget& table = window.metrics();
    const auto rowNamed = [&](const QString& start) {
        for (int row = 0; row < table.rowCount(); ++row)
            if (table.verticalHeaderItem(row)->text().startsWith(start))
                return row;
        return -1;
    };
    const int cost = rowNamed(QStringLiteral("Wall seconds per simulated"));
    QVERIFY(cost >= 0);
    const QString costInTimeUnits = table.item(cost, 1)->text();
    window.setUnits(UnitSystem{UnitScale::Atoms});
    QCOMPARE(table.verticalHeaderItem(cost)->text(), QStringLiteral("Wall seconds per simulated ps"));
    QVERIFY(rowNamed(QStringLiteral("Trajectory deviation, mean [nm]")) >= 0);
    QVERIFY(rowNamed(QStringLiteral("First different collision at t (ps)")) >= 0);
    QVERIFY(table.item(cost, 1)->text() != costInTimeUnits);
    // The run stopped at t = 1: 1.3606 ps of argon, on the counter and in the figures' line.
    const QString stopped = QLocale().toString(timeUnit, 'f', 4) + QStringLiteral(" ps");
    QVERIFY(window.findChild<QLabel*>(QStringLiteral("figuresFrom"))->text().contains(stopped));
    bool counted = false;
    for (const QLabel* label : window.findChildren<QLabel*>())
        counted = counted || label->text().startsWith(QStringLiteral("t = ") + stopped);
    QVERIFY2(counted, qPrintable(stopped));
    // The controls too: dt reads in ps, and a dt typed in ps reaches the engines in time units.
    const double dt = window.settings().dt;
    auto* dtBox = window.findChild<QDoubleSpinBox*>(QStringLiteral("dt"));
    QCOMPARE(dtBox->suffix(), QStringLiteral(" ps"));
    QVERIFY(std::abs(dtBox->value() - dt * timeUnit) <= std::pow(10.0, -dtBox->decimals()));
    dtBox->setValue(2.0 * dt * timeUnit);
    QVERIFY(std::abs(window.settings().dt / (2.0 * dt) - 1.0) < 1e-3);
}

QTEST_MAIN(DockUnitsTest)
#include "tst_dock_units.moc"
