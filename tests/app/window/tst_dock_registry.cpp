// The main window's docks come from the dock registry, one row each: every dock of the window
// has a row and carries its row's object name (which saved layouts, --docks and the tests find
// it by), the View menu lists them in the rows' order with the rows' shortcuts, a first start
// shows only the rows shown on a first start, and each tab group's docks are tabs of its first.
#include "app/window/dock_registry.h"
#include "app/window/main_window.h"

#include <QAction>
#include <QDockWidget>
#include <QKeySequence>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QStandardPaths>
#include <QtTest>

#include <set>

using namespace disklab;

namespace {

QDockWidget* dockOfRow(MainWindow& window, const DockRow& row)
{
    return window.findChild<QDockWidget*>(QString::fromLatin1(row.objectName));
}

/// The menu of the menu bar that holds `action`.
QMenu* menuHolding(MainWindow& window, QAction* action)
{
    for (QAction* entry : window.menuBar()->actions())
        if (entry->menu() && entry->menu()->actions().contains(action))
            return entry->menu();
    return nullptr;
}

} // namespace

class TestDockRegistry : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("DiskLabTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_dock_registry"));
        QSettings().clear();
    }

    void everyDockHasARowAndItsName()
    {
        MainWindow window;
        std::set<QString> names;
        for (const DockRow& row : dockRegistry()) {
            QVERIFY2(names.insert(QString::fromLatin1(row.objectName)).second, row.objectName);
            QDockWidget* dock = dockOfRow(window, row);
            QVERIFY2(dock, row.objectName);
            QCOMPARE(dock->parent(), &window);
        }
        QCOMPARE(window.findChildren<QDockWidget*>().size(), qsizetype(dockRegistry().size()));
    }

    void theViewMenuListsTheRowsInOrder()
    {
        MainWindow window;
        const auto rows = dockRegistry();
        QMenu* view = menuHolding(window, dockOfRow(window, rows.front())->toggleViewAction());
        QVERIFY(view);
        const QList<QAction*> entries = view->actions();
        QVERIFY(entries.size() > qsizetype(rows.size()));
        for (std::size_t k = 0; k < rows.size(); ++k) {
            QCOMPARE(entries[qsizetype(k)], dockOfRow(window, rows[k])->toggleViewAction());
            const QKeySequence wanted = rows[k].shortcut ? QKeySequence(QString::fromLatin1(rows[k].shortcut))
                                                         : QKeySequence();
            QCOMPARE(entries[qsizetype(k)]->shortcut(), wanted);
        }
        QCOMPARE(dockOfRow(window, rows.front())->toggleViewAction()->shortcut(),
                 QKeySequence(QStringLiteral("Ctrl+Shift+R")));
    }

    void aFirstStartShowsTheRowsShownOnAFirstStart()
    {
        QSettings().clear();
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        for (const DockRow& row : dockRegistry())
            QVERIFY2(dockOfRow(window, row)->isVisible() == row.shownOnFirstStart, row.objectName);
    }

    void aGroupsDocksAreTabsOfItsFirstInItsArea()
    {
        QSettings().clear();
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        // Qt tells a dock's tabs only while their group has a tab bar: show them all.
        for (const DockRow& row : dockRegistry())
            dockOfRow(window, row)->show();
        QCoreApplication::processEvents();
        std::map<DockGroup, QDockWidget*> first;
        for (const DockRow& row : dockRegistry()) {
            QDockWidget* dock = dockOfRow(window, row);
            QCOMPARE(window.dockWidgetArea(dock), row.area);
            if (row.group == DockGroup::None) {
                QVERIFY2(window.tabifiedDockWidgets(dock).isEmpty(), row.objectName);
            } else if (!first.emplace(row.group, dock).second) {
                QVERIFY2(window.tabifiedDockWidgets(first[row.group]).contains(dock), row.objectName);
            }
        }
        QCOMPARE(first.size(), std::size_t(3));  // the charts, the editing panels, the tables
    }
};

QTEST_MAIN(TestDockRegistry)
#include "tst_dock_registry.moc"
