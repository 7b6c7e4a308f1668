// View ▸ Language: the window is rebuilt in the chosen language and takes over the document
// (edits, undo history, selection), the run (playing on, not restarted) and edit mode; the
// rebuilt window reads exactly like one started in that language; the choice is remembered.
#include "app/commands/move_disks_command.h"
#include "app/document/scenario_document.h"
#include "app/edit/edit_mode_controller.h"
#include "app/run/run_control_dock.h"
#include "app/run/scenario_story_panel.h"
#include "app/view/simulation_view.h"
#include "app/window/application_setup.h"
#include "app/platform/interface_language.h"
#include "app/window/language_choice.h"
#include "app/window/main_actions.h"
#include "app/window/main_window.h"
#include "app/window/main_window_host.h"
#include "runtime/simulation_controller.h"
#include "../window_docks.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QPointer>
#include <QScreen>
#include <QSet>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QUndoStack>
#include <QtTest>

using namespace disklab;
using disklab::test::dockNamed;

namespace {

const QString kFreeExpansion = QStringLiteral(DISKLAB_SCENARIO_DIR "/free-expansion.json");

/// Every text a user reads in the menus and on the docks' title bars.
QSet<QString> menuAndDockTexts(MainWindow& window)
{
    QSet<QString> texts;
    QList<QMenu*> menus;
    for (QAction* entry : window.menuBar()->actions()) {
        texts.insert(entry->text());
        if (entry->menu())
            menus.append(entry->menu());
    }
    while (!menus.isEmpty()) {
        QMenu* menu = menus.takeFirst();
        for (QAction* action : menu->actions()) {
            texts.insert(action->text());
            texts.insert(action->statusTip());
            if (action->menu())
                menus.append(action->menu());
        }
    }
    for (QDockWidget* dock : window.findChildren<QDockWidget*>())
        texts.insert(dock->windowTitle());
    texts.remove(QString());
    // File names (the Examples menu's status tips) are not translated.
    texts.removeIf([](const QString& text) { return text.endsWith(QLatin1String(".json")); });
    return texts;
}

const FramePtr newest(MainWindow& window)
{
    return window.simulation().latestFrame();
}

QAction* languageAction(MainWindow& window, const QString& code)
{
    for (QAction* action : window.actions().languageGroup->actions()) {
        if (action->data().toString() == code)
            return action;
    }
    return nullptr;
}

} // namespace

class TestLanguageSwitch : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("DiskLabTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_language_switch"));
        initialiseResources();
    }

    void init()
    {
        QSettings().clear();
        InterfaceLanguage::useForApplication(*qApp, QLocale(QLocale::English, QLocale::UnitedStates));
    }

    void theRunPlaysOnInTheNewLanguage()
    {
        MainWindowHost host;
        host.window().resize(1366, 740);
        host.window().show();
        QVERIFY(host.window().openFile(kFreeExpansion));
        ScenarioDocument* document = &host.window().document();
        SimulationController* run = &host.window().simulation();
        host.window().setSpeed(2.0);
        run->play();
        QTRY_VERIFY(newest(host.window()) && newest(host.window())->state.time > 0.2);
        const FramePtr before = newest(host.window());
        // A layout saved narrow: the run controls widen again for the new language's texts.
        host.window().resizeDocks({&dockNamed<RunControlDock>(host.window(), "runControlDock")}, {120}, Qt::Horizontal);
        QTRY_VERIFY(dockNamed<RunControlDock>(host.window(), "runControlDock").width() < dockNamed<RunControlDock>(host.window(), "runControlDock").sizeHint().width());

        QPointer<MainWindow> old = &host.window();
        host.switchLanguage(QStringLiteral("ja"));
        QVERIFY(old.isNull());
        MainWindow& window = host.window();
        QVERIFY(window.isVisible());
        QCOMPARE(InterfaceLanguage::current(), QStringLiteral("ja"));
        // The same document and run, not copies of them: nothing was reloaded or restarted.
        QCOMPARE(&window.document(), document);
        QCOMPARE(&window.simulation(), run);
        QCOMPARE(window.speed(), 2.0);
        QVERIFY(run->isRunning());
        QCOMPARE(window.actions().playPause->text(), QStringLiteral("一時停止(&P)"));
        QTRY_VERIFY(newest(window)->state.time > before->state.time + 0.2);
        QCOMPARE(newest(window)->generation, before->generation);
        QVERIFY(newest(window)->totals.collisions >= before->totals.collisions);
        // The view follows the run on: it draws the frames the new window's stream takes.
        QTRY_VERIFY(window.view().scene().state && window.view().scene().state->time > before->state.time);
        QCOMPARE(window.story().shownTitle(), QStringLiteral("自由膨張"));
        QVERIFY(window.windowTitle().startsWith(QStringLiteral("free-expansion.json")));
        QTRY_VERIFY(dockNamed<RunControlDock>(window, "runControlDock").width() >= dockNamed<RunControlDock>(window, "runControlDock").sizeHint().width());
    }

    void theRebuiltWindowTakesTheOldOnesPlaceWithItsStatusBar()
    {
        // A window filling its screen (a classroom projector, or a screenshot): the new one
        // takes exactly its place, the status bar at the bottom in sight.
        MainWindowHost host;
        const QRect available = host.window().screen()->availableGeometry();
        host.window().setGeometry(available);
        host.window().show();
        QVERIFY(QTest::qWaitForWindowExposed(&host.window()));
        const QRect before = host.window().geometry();
        host.switchLanguage(QStringLiteral("zh_CN"));
        MainWindow& window = host.window();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTRY_COMPARE(window.geometry(), before);
        QStatusBar* bar = window.statusBar();
        QTRY_VERIFY(bar->isVisible());
        QVERIFY2(window.rect().contains(bar->geometry()) && bar->height() > 0,
                 qPrintable(QStringLiteral("the status bar at %1,%2 %3 x %4 in a window %5 x %6")
                                .arg(bar->x()).arg(bar->y()).arg(bar->width()).arg(bar->height())
                                .arg(window.width()).arg(window.height())));
    }

    void editsUndoHistoryAndEditModeSurvive()
    {
        MainWindowHost host;
        host.window().show();
        QVERIFY(host.window().openFile(kFreeExpansion));
        ScenarioDocument& document = host.window().document();
        const Scenario original = document.scenario();
        // Small moves, so the edited scenario stays valid and may be played.
        const QPointF moved2(original.disks[2].x + 0.01, original.disks[2].y);
        const QPointF moved5(original.disks[5].x, original.disks[5].y + 0.01);
        document.setSelection({2, 5});
        document.push(new MoveDisksCommand(document, {2}, {moved2}));
        document.push(new MoveDisksCommand(document, {5}, {moved5}));
        QVERIFY(host.window().editor().isEditing());
        const Scenario edited = document.scenario();

        host.switchLanguage(QStringLiteral("zh_CN"));
        MainWindow& window = host.window();
        QCOMPARE(InterfaceLanguage::current(), QStringLiteral("zh_CN"));
        QVERIFY(window.editor().isEditing());
        QVERIFY(window.isWindowModified());
        QCOMPARE(window.document().selection(), (QList<int>{2, 5}));
        QVERIFY(window.document().scenario().disks == edited.disks);
        QCOMPARE(window.document().undoStack()->count(), 2);
        QCOMPARE(window.actions().playPause->text(), QStringLiteral("播放(&P)"));
        // Undo in the new window takes back the edit made in the old one.
        window.document().undoStack()->undo();
        QVERIFY(window.document().scenario().disks[5] == original.disks[5]);
        QCOMPARE(window.document().scenario().disks[2].x, moved2.x());
        // Leaving edit mode loads the edits made before the switch into the run.
        window.editor().setEditing(false);
        QTRY_VERIFY(newest(window) && newest(window)->scenario->disks[2].x == moved2.x());
    }

    void rebuiltWindowReadsLikeAFreshStart()
    {
        MainWindowHost host;
        const QSet<QString> english = menuAndDockTexts(host.window());
        for (const QString& code : {QStringLiteral("zh_CN"), QStringLiteral("ja"), QStringLiteral("en")}) {
            host.switchLanguage(code);
            const QSet<QString> rebuilt = menuAndDockTexts(host.window());
            MainWindow fresh;
            const QSet<QString> started = menuAndDockTexts(fresh);
            QVERIFY2(rebuilt == started, qPrintable(QStringList((rebuilt - started).values()).join(" | ") + QStringLiteral(" <> ")
                                                    + QStringList((started - rebuilt).values()).join(" | ")));
            if (code == QLatin1String("en"))
                QCOMPARE(rebuilt, english);
            else  // Only the language names, each in its own script, are the same in English.
                QVERIFY2((rebuilt & english) == (QSet<QString>{QStringLiteral("English"), QStringLiteral("简体中文"), QStringLiteral("日本語")}),
                         qPrintable(QStringList((rebuilt & english).values()).join(" | ")));
        }
    }

    void theChoiceIsRememberedAndTicked()
    {
        MainWindowHost host;
        QVERIFY(languageAction(host.window(), QString())->isChecked());
        // Through the menu, as a user does: the switch is queued after the action's own slot.
        QPointer<MainWindow> old = &host.window();
        languageAction(host.window(), QStringLiteral("ja"))->trigger();
        QTRY_VERIFY(old.isNull());
        QCOMPARE(InterfaceLanguage::current(), QStringLiteral("ja"));
        QCOMPARE(savedLanguageChoice(), QStringLiteral("ja"));
        QVERIFY(languageAction(host.window(), QStringLiteral("ja"))->isChecked());
        QVERIFY(!languageAction(host.window(), QString())->isChecked());

        // Back to the system's language: whatever the system locale gives.
        host.switchLanguage(QString());
        QCOMPARE(savedLanguageChoice(), QString());
        const QString system = InterfaceLanguage::current();
        {
            const InterfaceLanguage fromSystem(QLocale::system());
            QCOMPARE(InterfaceLanguage::current(), system);
        }
    }

    void anUnknownSavedChoiceFollowsTheSystem()
    {
        QSettings().setValue(QStringLiteral("interface/language"), QStringLiteral("tlh"));
        QCOMPARE(savedLanguageChoice(), QString());
        QCOMPARE(localeOfLanguageChoice(QString()), QLocale::system());
        QCOMPARE(localeOfLanguageChoice(QStringLiteral("zh_CN")).language(), QLocale::Chinese);
    }
};

QTEST_MAIN(TestLanguageSwitch)
#include "tst_language_switch.moc"
