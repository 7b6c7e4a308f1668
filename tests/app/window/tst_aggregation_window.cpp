// An aggregation example in the main window: the run controls, the Simulation ▸ Engine menu and
// the status bar name the aggregation engine and offer no other, the Aggregation dock comes
// forward and follows the run, the view colours the clusters; a gas opened next gets its engine
// choice back.
#include "app/charts/aggregation_dock.h"
#include "app/view/simulation_view.h"
#include "app/window/main_actions.h"
#include "app/window/main_window.h"
#include "runtime/simulation_controller.h"
#include "../window_docks.h"

#include <QActionGroup>
#include <QComboBox>
#include <QLabel>
#include <QStatusBar>
#include <QtTest>

using namespace disklab;
using disklab::test::dockNamed;

namespace {

QComboBox& engineList(MainWindow& window)
{
    return *window.findChild<QComboBox*>(QStringLiteral("engineCombo"));
}

bool statusSays(MainWindow& window, const QString& text)
{
    for (const QLabel* label : window.statusBar()->findChildren<QLabel*>())
        if (label->text() == text)
            return true;
    return false;
}

} // namespace

class TestAggregationWindow : public QObject {
    Q_OBJECT
private slots:
    void anAggregationRunNamesItsEngine()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openFile(QStringLiteral(DISKLAB_SCENARIO_DIR "/aggregation-ballistic.json")));
        QVERIFY(!engineList(window).isEnabled());
        QCOMPARE(engineList(window).currentText(), QStringLiteral("Aggregation (sticky disks)"));
        QVERIFY(!window.actions().engineGroup->isEnabled());
        QVERIFY(dockNamed<AggregationDock>(window, "aggregationDock").isVisible());

        window.actions().playPause->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(!dockNamed<AggregationDock>(window, "aggregationDock").chartData().rows.empty()
                                     && window.view().scene().clusterLabels != nullptr,
                                 30000);
        QTRY_VERIFY(statusSays(window, QStringLiteral("aggregation")));
        window.simulation().pause();

        QVERIFY(window.openFile(QStringLiteral(DISKLAB_SCENARIO_DIR "/ideal-gas.json")));
        QVERIFY(engineList(window).isEnabled());
        QCOMPARE(engineList(window).findData(-1), -1);  // the aggregation item is gone
        QCOMPARE(EngineKind(engineList(window).currentData().toInt()), EngineKind::EventDriven);
        QVERIFY(window.actions().engineGroup->isEnabled());
        QTRY_VERIFY(dockNamed<AggregationDock>(window, "aggregationDock").chartData().rows.empty());
    }
};

QTEST_MAIN(TestAggregationWindow)
#include "tst_aggregation_window.moc"
