// The disk table and the Selection panel edit the initial state (t = 0) and say so; the
// selected disk's current motion follows the run beside them; the status bar counts the disks
// on screen, the edited scenario's while editing.
#include "app/commands/add_disks_command.h"
#include "app/document/scenario_document.h"
#include "app/edit/edit_mode_controller.h"
#include "app/view/simulation_view.h"
#include "app/window/main_window.h"
#include "runtime/simulation_controller.h"

#include <QDockWidget>
#include <QLabel>
#include <QLocale>
#include <QSettings>
#include <QStatusBar>
#include <QStandardPaths>
#include <QTest>

using namespace disklab;

namespace {

/// The moment the view shows, or null before its first scene.
const Snapshot* shown(MainWindow& window)
{
    return window.view().scene().state.get();
}

QString statusDiskCount(MainWindow& window)
{
    for (const QLabel* label : window.statusBar()->findChildren<QLabel*>())
        if (label->text().startsWith(QStringLiteral("N = ")))
            return label->text();
    return {};
}

} // namespace

class TestInitialStatePanels : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("DiskLabTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_initial_state_panels"));
    }
    void init() { QSettings().clear(); }
    void panelsSayTheyShowTheInitialState();
    void selectedDiskFollowsTheRun();
    void statusBarCountsTheEditedDisks();
};

void TestInitialStatePanels::panelsSayTheyShowTheInitialState()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    for (const QString& dock : {QStringLiteral("diskTableDock"), QStringLiteral("propertiesDock")}) {
        auto* note = window.findChild<QDockWidget*>(dock)->findChild<QLabel*>(QStringLiteral("initialStateNote"));
        QVERIFY2(note, qPrintable(dock + QStringLiteral(" does not say what it shows")));
        QVERIFY2(note->text().contains(QStringLiteral("t = 0")), qPrintable(note->text()));
    }
}

void TestInitialStatePanels::selectedDiskFollowsTheRun()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.findChild<QDockWidget*>(QStringLiteral("propertiesDock"))->show();
    // The view's first scene is a new scenario to it, which clears the selection: select once
    // the worker's first frame is on screen (exposure alone does not wait for it under load).
    QTRY_VERIFY(shown(window));
    window.document().setSelection({7});
    window.setSpeed(2.0);
    window.simulation().play();
    QTRY_VERIFY(shown(window) && shown(window)->time > 1.0);
    window.simulation().pause();
    // The worker's last frame is the paused one; once the view shows it, nothing replaces it.
    QTRY_VERIFY(!window.simulation().latestFrame()->running);
    const FramePtr paused = window.simulation().latestFrame();
    QTRY_VERIFY(shown(window) && shown(window)->time == paused->state.time);

    QCOMPARE(window.document().selection(), QList<int>{7});  // no late first scene cleared it
    auto* now = window.findChild<QLabel*>(QStringLiteral("selectedDiskNow"));
    QVERIFY(now);
    const Snapshot& frame = paused->state;
    const QLocale locale;
    // Within a refresh period of the pause the read-out shows the paused frame's time and the
    // disk's position then, not the scenario's t = 0 values.
    QTRY_VERIFY2(now->isVisible() && now->text().contains(locale.toString(frame.time, 'f', 3)), qPrintable(now->text()));
    QVERIFY2(now->text().contains(locale.toString(frame.x[7], 'f', 3)), qPrintable(now->text()));
    QVERIFY(frame.x[7] != window.document().scenario().disks[7].x);

    // Several disks selected: no single disk to follow.
    window.document().setSelection({1, 2});
    QVERIFY(!now->isVisible());
}

void TestInitialStatePanels::statusBarCountsTheEditedDisks()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const std::size_t before = window.document().scenario().disks.size();
    QTRY_COMPARE(statusDiskCount(window), QStringLiteral("N = %1").arg(QLocale().toString(qulonglong(before))));

    window.editor().setEditing(true);
    Disk extra = window.document().scenario().disks.front();
    extra.x = window.document().scenario().width * 0.5 + 0.123;
    window.document().push(new AddDisksCommand(window.document(), {extra}));
    QTRY_COMPARE(statusDiskCount(window), QStringLiteral("N = %1").arg(QLocale().toString(qulonglong(before + 1))));
}

QTEST_MAIN(TestInitialStatePanels)
#include "tst_initial_state_panels.moc"
