// Space plays and pauses wherever the keyboard focus is (the view, the disk table, a button, a
// check box, a chart), except in a text field being typed in; opening a file gives the focus
// to the view, so a teacher who opens a file and presses Space sees it play. The arrow keys move a
// focused slider of the lab rather than step the run.
#include "app/edit/disk_table_dock.h"
#include "app/document/scenario_document.h"
#include "app/run/lab_controls_dock.h"
#include "app/view/simulation_view.h"
#include "app/window/main_window.h"
#include "runtime/simulation_controller.h"
#include "../window_docks.h"

#include <QAbstractButton>
#include <QApplication>
#include <QCheckBox>
#include <QLineEdit>
#include <QSettings>
#include <QSlider>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

using namespace disklab;
using disklab::test::dockNamed;

namespace {

void pressSpace()
{
    QWidget* target = QApplication::focusWidget();
    QVERIFY(target);
    QTest::keyClick(target, Qt::Key_Space);
}

}

class PlayKeyTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }

    void openingAFileFocusesTheView()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        dockNamed<DiskTableDock>(window, "diskTableDock").findChild<QLineEdit*>()->setFocus();
        QVERIFY(window.openFile(QStringLiteral(DISKLAB_SCENARIO_DIR "/ideal-gas.json")));
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget*>(&window.view()));
        pressSpace();
        QTRY_VERIFY(window.simulation().isRunning());
        pressSpace();
        QTRY_VERIFY(!window.simulation().isRunning());
    }

    void spacePlaysWhereverTheFocusIs_data()
    {
        QTest::addColumn<QString>("where");
        QTest::newRow("disk table") << QStringLiteral("table");
        QTest::newRow("a check box in a chart dock") << QStringLiteral("checkbox");
        QTest::newRow("a push button") << QStringLiteral("button");
    }

    void spacePlaysWhereverTheFocusIs()
    {
        QFETCH(QString, where);
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QWidget* target = nullptr;
        if (where == QStringLiteral("table"))
            target = dockNamed<DiskTableDock>(window, "diskTableDock").findChild<QTableView*>();
        else if (where == QStringLiteral("checkbox"))
            target = window.findChild<QWidget*>(QStringLiteral("speedDistributionDock"))->findChild<QCheckBox*>();
        else
            target = window.findChild<QWidget*>(QStringLiteral("speedDistributionDock"))->findChild<QAbstractButton*>();
        QVERIFY(target);
        target->setFocus();
        QTRY_COMPARE(QApplication::focusWidget(), target);
        const auto* box = qobject_cast<QCheckBox*>(target);
        const bool checked = box && box->isChecked();
        pressSpace();
        QTRY_VERIFY(window.simulation().isRunning());
        if (box)
            QCOMPARE(box->isChecked(), checked);
        pressSpace();
        QTRY_VERIFY(!window.simulation().isRunning());
    }

    void arrowKeysTurnAFocusedLabSlider()
    {
        // Right steps a frame, except on a focused slider of the lab, which it moves.
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        dockNamed<LabControlsDock>(window, "labControlsDock").show();
        QSlider* heater = dockNamed<LabControlsDock>(window, "labControlsDock").heaterSlider();
        QTRY_VERIFY(heater->isVisible());
        heater->setFocus();
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget*>(heater));
        const int before = heater->value();
        QTest::keyClick(heater, Qt::Key_Right);
        QCOMPARE(heater->value(), before + 1);
        QTest::qWait(200);  // a step would have moved the run on
        QCOMPARE(window.simulation().latestFrame()->state.time, 0.0);
    }

    void spaceTypesInATextField()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        auto* filter = dockNamed<DiskTableDock>(window, "diskTableDock").findChild<QLineEdit*>();
        QVERIFY(filter);
        filter->setFocus();
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget*>(filter));
        QTest::keyClicks(filter, QStringLiteral("a b"));
        QCOMPARE(filter->text(), QStringLiteral("a b"));
        // Space must not start the simulation: a span in which nothing may happen.
        QTest::qWait(100);
        QVERIFY(!window.simulation().isRunning());
    }
};

QTEST_MAIN(PlayKeyTest)
#include "tst_play_key.moc"
