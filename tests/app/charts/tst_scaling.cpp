// The scaling dock: a measurement started from it fills the chart and its data table, the
// chart exports, and Cancel ends a run early. The study itself is tested in tst_scaling_study.
#include "app/charts/scaling_dock.h"
#include "chart_export_check.h"
#include "runtime/simulation_controller.h"

#include <QSignalSpy>
#include <QTest>

using namespace disklab;

class ScalingTest : public QObject {
    Q_OBJECT
private slots:
    void dockMeasuresExportsAndCancels()
    {
        SimulationController simulation;
        ScalingDock dock(simulation);
        QSignalSpy finished(&dock, &ScalingDock::finished);
        dock.start({100, 200}, 0.01);
        QVERIFY(dock.isRunning());
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60000);
        QCOMPARE(finished.takeFirst().at(0).toBool(), false);
        QVERIFY(!dock.isRunning());
        QCOMPARE(dock.points().size(), std::size_t(6));
        const DataTable table = dock.chartData();
        QCOMPARE(table.columns.size(), 4);
        QCOMPARE(table.rows.size(), std::size_t(2));
        QCOMPARE(table.rows[0][0], 100.0);
        for (const auto& row : table.rows)
            for (double v : row)
                QVERIFY(v > 0.0);
        test::checkExports(dock);

        dock.start(ScalingDock::defaultSizes(), 0.3);
        dock.cancel();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60000);
        QCOMPARE(finished.takeFirst().at(0).toBool(), true);
        QVERIFY(dock.points().size() < ScalingDock::defaultSizes().size() * 3);
    }
};

QTEST_MAIN(ScalingTest)
#include "tst_scaling.moc"
