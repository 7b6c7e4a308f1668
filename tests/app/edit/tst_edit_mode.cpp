// Edit mode in the main window, offscreen: building a scene with the mouse, undo and redo of
// mouse edits, refusing to start with overlapping disks, separating them, and Reset going back
// to the edited scenario.
#include "app/commands/add_disks_command.h"
#include "app/commands/scenario_settings.h"
#include "app/edit/disk_table_dock.h"
#include "app/edit/disk_table_model.h"
#include "app/document/problems_dock.h"
#include "app/document/scenario_document.h"
#include "app/edit/disk_properties_panel.h"
#include "app/edit/edit_actions.h"
#include "app/edit/edit_mode_controller.h"
#include "app/units/number_field.h"
#include "app/edit/properties_dock.h"
#include "app/edit/scene_edit_overlay.h"
#include "app/files/example_browser.h"
#include "app/files/file_controller.h"
#include "app/view/scenario_thumbnail.h"
#include "app/view/simulation_view.h"
#include "app/window/main_actions.h"
#include "app/window/main_window.h"
#include "core/gas_generator.h"
#include "core/scenario_validation.h"
#include "io/scenario_file.h"
#include "runtime/simulation_controller.h"
#include "../window_docks.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHash>
#include <QListWidget>
#include <QMessageBox>
#include <QMouseEvent>
#include <QSet>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

using namespace disklab;
using disklab::test::dockNamed;

namespace {

/// The moment the view shows, or null before its first scene.
const Snapshot* shown(MainWindow& window)
{
    return window.view().scene().state.get();
}

Scenario emptyTable()
{
    Scenario s;
    s.title = "table";
    s.width = 20.0;
    s.height = 10.0;
    return s;
}

/// Sends a mouse event with explicit button state (QTest::mouseMove carries none).
void mouse(QWidget& widget, QEvent::Type type, const QPointF& at, Qt::MouseButtons buttons,
           Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    const Qt::MouseButton button = type == QEvent::MouseMove ? Qt::NoButton : Qt::LeftButton;
    QMouseEvent event(type, at, widget.mapToGlobal(at), button, buttons, modifiers);
    QApplication::sendEvent(&widget, &event);
}

void drag(QWidget& widget, const QPointF& from, const QPointF& to, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    mouse(widget, QEvent::MouseButtonPress, from, Qt::LeftButton, modifiers);
    for (int k = 1; k <= 5; ++k)
        mouse(widget, QEvent::MouseMove, from + (to - from) * (k / 5.0), Qt::LeftButton, modifiers);
    mouse(widget, QEvent::MouseButtonRelease, to, Qt::NoButton, modifiers);
}

QPointF screenOf(MainWindow& window, double x, double y)
{
    return window.view().transform().toScreen(x, y);
}

/// Presses the button of the next message box whose text contains `button`.
void answerNextMessageBox(const QString& button, QString* text)
{
    QTimer::singleShot(0, [=] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box) {
            answerNextMessageBox(button, text);
            return;
        }
        *text = box->text() + QLatin1Char('\n') + box->informativeText();
        for (QAbstractButton* b : box->buttons())
            if (b->text().remove(QLatin1Char('&')).contains(button, Qt::CaseInsensitive)) {
                b->click();
                return;
            }
        box->reject();
    });
}

} // namespace

class TestEditMode : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("DiskLabTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_edit_mode"));
        QSettings().clear();
    }

    void buildABreakWithTheMouse()
    {
        MainWindow window;
        window.resize(1000, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        ScenarioDocument& doc = window.document();
        doc.replace(emptyTable(), QString(), QString(), false);
        EditModeController& editor = window.editor();
        editor.setTool(EditToolKind::AddDisk);
        QVERIFY(editor.isEditing());
        SceneEditOverlay& overlay = editor.overlay();
        QVERIFY(overlay.isVisible());

        // Three balls in a row and a cue ball, by clicking.
        for (double x : {12.0, 14.0, 16.0, 4.0}) {
            const QPointF at = screenOf(window, x, 5.0);
            mouse(overlay, QEvent::MouseButtonPress, at, Qt::LeftButton);
            mouse(overlay, QEvent::MouseButtonRelease, at, Qt::NoButton);
        }
        QCOMPARE(doc.scenario().disks.size(), std::size_t(4));
        QCOMPARE(doc.undoStack()->count(), 4);
        QVERIFY(std::abs(doc.scenario().disks[3].x - 4.0) < 0.1);

        // Shoot the cue ball: one drag of the velocity arrow is one undo step.
        editor.setTool(EditToolKind::Velocity);
        drag(overlay, screenOf(window, 4.0, 5.0), screenOf(window, 7.0, 5.0));
        QCOMPARE(doc.undoStack()->count(), 5);
        QVERIFY(doc.scenario().disks[3].vx > 0.0);
        QVERIFY(std::abs(doc.scenario().disks[3].vy) < 1e-9 * doc.scenario().disks[3].vx + 1e-6);

        // Move the middle ball by dragging it: one step, and undo puts it back exactly.
        editor.setTool(EditToolKind::Select);
        const Disk before = doc.scenario().disks[1];
        drag(overlay, screenOf(window, 14.0, 5.0), screenOf(window, 14.0, 7.0));
        QCOMPARE(doc.undoStack()->count(), 6);
        QVERIFY(doc.scenario().disks[1].y > 6.5);
        doc.undoStack()->undo();
        QVERIFY(doc.scenario().disks[1] == before);
        doc.undoStack()->redo();

        // Rubber band around the three object balls, Shift+click adds the cue ball, Delete.
        drag(overlay, screenOf(window, 10.5, 1.0), screenOf(window, 17.5, 9.5));
        QCOMPARE(doc.selection(), (QList<int>{0, 1, 2}));
        const QPointF cue = screenOf(window, 4.0, 5.0);
        mouse(overlay, QEvent::MouseButtonPress, cue, Qt::LeftButton, Qt::ShiftModifier);
        mouse(overlay, QEvent::MouseButtonRelease, cue, Qt::NoButton, Qt::ShiftModifier);
        QCOMPARE(doc.selection(), (QList<int>{0, 1, 2, 3}));
        window.editActions().remove->trigger();
        QVERIFY(doc.scenario().disks.empty());

        // A wall, drawn.
        editor.setTool(EditToolKind::Wall);
        drag(overlay, screenOf(window, 2.0, 2.0), screenOf(window, 8.0, 8.0));
        QCOMPARE(doc.scenario().segments.size(), std::size_t(1));
        // Dragged by its middle with the select tool, it moves in one step.
        editor.setTool(EditToolKind::Select);
        const int steps = doc.undoStack()->count();
        drag(overlay, screenOf(window, 5.0, 5.0), screenOf(window, 5.0, 3.0));
        QCOMPARE(doc.undoStack()->count(), steps + 1);
        QVERIFY(std::abs(doc.scenario().segments[0].y0 - 0.0) < 0.1);
        QVERIFY(std::abs(doc.scenario().segments[0].y1 - 6.0) < 0.1);

        // All the way back to the empty table, and forward again.
        const Scenario edited = doc.scenario();
        while (doc.undoStack()->canUndo())
            window.editActions().undo->trigger();
        QVERIFY(doc.scenario() == emptyTable());
        while (doc.undoStack()->canRedo())
            window.editActions().redo->trigger();
        QVERIFY(doc.scenario() == edited);

        // Saved and reopened, it is the same scenario.
        QTemporaryDir directory;
        const QString path = directory.filePath(QStringLiteral("break.json"));
        QVERIFY(window.files().saveTo(path));
        QVERIFY(!doc.isModified());
        QVERIFY(window.openFile(path));
        QVERIFY(doc.scenario() == edited);
    }

    void newStartsAnEmptyBoxToBuild()
    {
        // File > New is a blank page: no disks, in edit mode with the Add Disks tool.
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(!window.document().scenario().disks.empty());
        window.actions().newFile->trigger();
        QVERIFY(window.document().scenario().disks.empty());
        QVERIFY(!window.document().isModified());
        QVERIFY(window.editor().isEditing());
        QCOMPARE(window.editor().overlay().tool(), EditToolKind::AddDisk);
    }

    void everyToolHasItsOwnBanner()
    {
        // Each tool names itself in the view's corner while active (the spring tool's banner once
        // read past the end of the names, which showed "x").
        MainWindow window;
        window.resize(1000, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        EditModeController& editor = window.editor();
        QSet<QString> banners;
        for (EditToolKind tool : {EditToolKind::Select, EditToolKind::AddDisk, EditToolKind::Velocity,
                                  EditToolKind::Wall, EditToolKind::Spring}) {
            editor.setTool(tool);
            editor.overlay().grab();  // paints the banner
            const QString banner = SceneEditOverlay::toolBanner(tool);
            QVERIFY2(banner.startsWith(QStringLiteral("Edit mode: ")), qPrintable(banner));
            banners.insert(banner);
        }
        QCOMPARE(banners.size(), 5);
        QCOMPARE(SceneEditOverlay::toolBanner(EditToolKind::Spring), QStringLiteral("Edit mode: draw springs"));
    }

    void refusesToStartWithOverlapsUntilSeparated()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        ScenarioDocument& doc = window.document();
        Scenario s = emptyTable();
        Disk a;
        a.x = 5.0, a.y = 5.0, a.vx = 1.0;
        s.disks = {a};
        doc.replace(s, QString(), QString(), false);
        Disk b = a;
        b.x = 5.4;  // overlaps a
        doc.push(new AddDisksCommand(doc, {b}));
        QVERIFY(window.editor().isEditing());
        QCOMPARE(dockNamed<ProblemsDock>(window, "problemsDock").list().count(), 1);

        QString text;
        answerNextMessageBox(QStringLiteral("OK"), &text);
        window.actions().playPause->trigger();
        QVERIFY(text.contains(QStringLiteral("overlaps")));
        QVERIFY(window.editor().isEditing());
        QVERIFY(!window.simulation().isRunning());

        answerNextMessageBox(QStringLiteral("Separate"), &text);
        window.actions().playPause->trigger();
        QVERIFY(validateScenario(doc.scenario()).empty());
        QCOMPARE(dockNamed<ProblemsDock>(window, "problemsDock").list().count(), 0);
        QCOMPARE(doc.undoStack()->count(), 2);  // the add and the separation

        window.actions().playPause->trigger();
        QTRY_VERIFY(window.simulation().isRunning());
        QVERIFY(!window.editor().isEditing());
        window.simulation().pause();
        QTRY_VERIFY(!window.simulation().isRunning());
    }

    void gravityInAPeriodicBoxIsAProblemNotARun()
    {
        // Every way in (opening a file, the gravity and boundary edits) ends in the same named
        // problem: the gas would free-fall for ever, so the run must not start.
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        ScenarioDocument& doc = window.document();
        GasParameters gas;
        gas.count = 30;
        gas.periodic = true;
        Scenario s = generateGas(gas);
        s.gravityY = -1.0;

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("falling.json"));
        QVERIFY(saveScenarioFile(path, s).ok());
        doc.replace(emptyTable(), QString(), QString(), false);
        QString text;
        answerNextMessageBox(QStringLiteral("OK"), &text);
        QVERIFY(!window.openFile(path));
        QVERIFY2(text.contains(QStringLiteral("gravity.y: gravity points along y, but the box is periodic in y")),
                 qPrintable(text));
        QVERIFY(doc.scenario() == emptyTable());

        s.gravityY = 0.0;
        doc.replace(s, QString(), QString(), false);
        doc.push(ScenarioSettings::setGravity(doc, 0.0, -1.0));
        QVERIFY(window.editor().isEditing());
        QCOMPARE(dockNamed<ProblemsDock>(window, "problemsDock").list().count(), 1);
        QVERIFY2(dockNamed<ProblemsDock>(window, "problemsDock").list().item(0)->text().contains(QStringLiteral("periodic in y")),
                 qPrintable(dockNamed<ProblemsDock>(window, "problemsDock").list().item(0)->text()));
        answerNextMessageBox(QStringLiteral("OK"), &text);
        window.actions().playPause->trigger();
        QVERIFY2(text.contains(QStringLiteral("set gravity.y to 0")), qPrintable(text));
        QVERIFY(!window.simulation().isRunning());

        doc.push(ScenarioSettings::setGravity(doc, 0.0, 0.0));
        QCOMPARE(dockNamed<ProblemsDock>(window, "problemsDock").list().count(), 0);
        window.actions().playPause->trigger();
        QTRY_VERIFY(window.simulation().isRunning());
        window.simulation().pause();
        QTRY_VERIFY(!window.simulation().isRunning());

        Scenario walled = emptyTable();
        Disk a;
        a.x = 5.0, a.y = 5.0, a.vx = 1.0;
        walled.disks = {a};
        walled.gravityY = -1.0;
        doc.replace(walled, QString(), QString(), false);
        doc.push(ScenarioSettings::setBoundary(doc, Boundary::Periodic));
        QCOMPARE(dockNamed<ProblemsDock>(window, "problemsDock").list().count(), 1);
        QVERIFY(dockNamed<ProblemsDock>(window, "problemsDock").list().item(0)->text().contains(QStringLiteral("periodic in y")));
        doc.undoStack()->undo();
        QCOMPARE(dockNamed<ProblemsDock>(window, "problemsDock").list().count(), 0);
    }

    void resetReturnsToTheEditedScenario()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        ScenarioDocument& doc = window.document();
        doc.replace(emptyTable(), QString(), QString(), false);
        Disk d;
        d.x = 3.0, d.y = 3.0, d.vx = 2.0, d.vy = 1.0;
        doc.push(new AddDisksCommand(doc, {d}));
        window.actions().playPause->trigger();
        QTRY_VERIFY(shown(window) && shown(window)->time > 0.0);
        window.simulation().pause();
        window.actions().reset->trigger();
        QTRY_VERIFY(shown(window)->time == 0.0 && shown(window)->size() == 1);
        QCOMPARE(shown(window)->x[0], 3.0);
    }

    void tableAndPanelEditsShowInTheView()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        ScenarioDocument& doc = window.document();
        doc.replace(emptyTable(), QString(), QString(), false);
        Disk d;
        d.x = 3.0, d.y = 3.0;
        doc.push(new AddDisksCommand(doc, {d}));
        DiskTableModel& table = dockNamed<DiskTableDock>(window, "diskTableDock").model();
        QVERIFY(table.setData(table.index(0, int(DiskField::X)), QStringLiteral("7.25")));
        QVERIFY(window.editor().isEditing());
        QCOMPARE(shown(window)->x[0], 7.25);
        NumberField* radius = dockNamed<PropertiesDock>(window, "propertiesDock").disks().numberField(DiskField::Radius);
        radius->setText(QStringLiteral("1.5"));
        emit radius->editingFinished();
        QCOMPARE(window.view().scene().scenario->disks[0].radius, 1.5);
        QCOMPARE(table.index(0, int(DiskField::Radius)).data(Qt::EditRole).toDouble(), 1.5);
        window.editActions().undo->trigger();
        QCOMPARE(window.view().scene().scenario->disks[0].radius, 0.5);
    }

    void aChargeMovesTheRunToTheForceEngine()
    {
        const auto shownEngine = [](MainWindow& w) {
            return EngineKind(w.findChild<QComboBox*>(QStringLiteral("engineCombo"))->currentData().toInt());
        };
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        ScenarioDocument& doc = window.document();
        doc.replace(emptyTable(), QString(), QString(), false);
        Disk a, b;
        a.x = 3.0, a.y = 3.0, b.x = 7.0, b.y = 7.0;
        doc.push(new AddDisksCommand(doc, {a, b}));
        QCOMPARE(shownEngine(window), EngineKind::EventDriven);
        doc.setSelection({0, 1});
        NumberField* charge = dockNamed<PropertiesDock>(window, "propertiesDock").disks().numberField(DiskField::Charge);
        charge->setText(QStringLiteral("1"));
        emit charge->editingFinished();
        QCOMPARE(shownEngine(window), EngineKind::Force);
        QVERIFY(window.actions().forces->isChecked());  // Simulation ▸ Engine says so too
        // Played, the edited scenario runs on the engine the controls show, and the charges repel.
        window.actions().playPause->trigger();
        QTRY_VERIFY(window.simulation().isRunning());
        QTRY_VERIFY(shown(window)->time > 0.5);
        window.simulation().pause();
        QTRY_VERIFY(!window.simulation().isRunning());
        QVERIFY(shown(window)->vx[0] < 0.0 && shown(window)->vx[1] > 0.0);
        window.editActions().undo->trigger();
        QCOMPARE(shownEngine(window), EngineKind::EventDriven);
        QVERIFY(window.actions().eventDriven->isChecked());
    }

    void shortcutsAreUnambiguous()
    {
        MainWindow window;
        QHash<QString, QString> owner;
        for (QAction* action : window.findChildren<QAction*>()) {
            for (const QKeySequence& keys : action->shortcuts()) {
                const QString text = keys.toString();
                QVERIFY2(!owner.contains(text) || owner[text] == action->text(),
                         qPrintable(QStringLiteral("%1: %2 and %3").arg(text, owner.value(text), action->text())));
                owner.insert(text, action->text());
            }
        }
        QVERIFY(owner.contains(QStringLiteral("Ctrl+Z")));
        QVERIFY(owner.contains(QStringLiteral("Del")));
    }

    void exampleBrowserShowsEveryShippedScenario()
    {
        ExampleBrowser browser(QStringLiteral(DISKLAB_SCENARIO_DIR));
        QVERIFY(browser.list().count() >= 9);
        for (int row = 0; row < browser.list().count(); ++row) {
            QListWidgetItem* item = browser.list().item(row);
            if (!(item->flags() & Qt::ItemIsSelectable))
                continue;  // a lesson's heading
            QVERIFY(!item->icon().isNull());
            QVERIFY(item->text().contains(QLatin1Char('\n')));
        }
        Scenario s;
        s.width = 2.0;
        s.disks.push_back(Disk{});
        s.disks.back().x = s.disks.back().y = 0.5;
        const QImage thumbnail = renderScenarioThumbnail(s, QSize(40, 30));
        QCOMPARE(thumbnail.size(), QSize(40, 30));
        QCOMPARE(thumbnail.pixelColor(12, 15), QColor(70, 110, 200));  // the disk, in its own colour
    }
};

QTEST_MAIN(TestEditMode)
#include "tst_edit_mode.moc"
