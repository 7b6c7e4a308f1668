// The main window, offscreen: it opens on the default scenario, loads and runs every shipped
// scenario and every algs4 file, and survives play/pause/reset/load sequences.
#include "app/charts/time_series_dock.h"
#include "app/commands/engine_choice.h"
#include "app/document/scenario_document.h"
#include "app/edit/edit_mode_controller.h"
#include "app/edit/properties_dock.h"
#include "app/files/file_controller.h"
#include "app/files/recent_files.h"
#include "app/run/lab_controls_dock.h"
#include "app/run/lab_gauges_dock.h"
#include "app/run/run_control_dock.h"
#include "app/view/simulation_view.h"
#include "app/window/main_actions.h"
#include "app/window/main_window.h"
#include "io/scenario_file.h"
#include "runtime/simulation_controller.h"
#include "../window_docks.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLocale>
#include <QDir>
#include <QDockWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolBar>
#include <QUndoStack>

#include <memory>

using namespace disklab;
using disklab::test::dockNamed;

namespace {

/// The moment the view shows, or null before its first scene.
const Snapshot* shown(MainWindow& window)
{
    return window.view().scene().state.get();
}

/// True once the view shows a moment of the document's current scenario at t = 0 or later.
bool viewShowsDocument(MainWindow& window)
{
    const SceneState& scene = window.view().scene();
    return !scene.isEmpty() && scene.scenario->disks == window.document().scenario().disks
        && scene.scenario->title == window.document().scenario().title;
}

/// Plays until simulated time reaches `until`, then pauses. Fails on an engine error.
void runFor(MainWindow& window, double until)
{
    QSignalSpy failed(&window.simulation(), &SimulationController::failed);
    window.setSpeed(std::max(window.speed(), until * 4.0));
    window.simulation().play();
    QTRY_VERIFY_WITH_TIMEOUT(shown(window) && shown(window)->time >= until, 120000);
    window.simulation().pause();
    QTRY_VERIFY(!window.simulation().isRunning());
    QCOMPARE(failed.count(), 0);
}

/// Answers the next modal message box by pressing the button whose text contains `button`,
/// after checking that its text mentions `expected`.
void answerNextMessageBox(const QString& expected, const QString& button, bool* sawExpected)
{
    QTimer::singleShot(0, [=] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box) {
            answerNextMessageBox(expected, button, sawExpected);
            return;
        }
        *sawExpected = (box->text() + box->informativeText()).contains(expected, Qt::CaseInsensitive);
        for (QAbstractButton* b : box->buttons()) {
            if (b->text().remove(QLatin1Char('&')).contains(button, Qt::CaseInsensitive)) {
                b->click();
                return;
            }
        }
        box->reject();
    });
}

QStringList filesIn(const QString& directory, const QStringList& patterns)
{
    QStringList paths;
    for (const QFileInfo& info : QDir(directory).entryInfoList(patterns, QDir::Files, QDir::Name))
        paths << info.absoluteFilePath();
    return paths;
}

} // namespace

class TestMainWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void opensOnTheDefaultScenario();
    void everyCommandHasAShortcut();
    void loadsAndRunsShippedScenarios_data();
    void loadsAndRunsShippedScenarios();
    void loadsAndRunsAlgs4Files_data();
    void loadsAndRunsAlgs4Files();
    void overlappingDisksOfferLoadAnyway();
    void badFilesShowTheIoMessage();
    void playPauseStepReset();
    void loadWhileRunning();
    void saveAndReopen();
    void engineChoiceMarksTheDocumentModified();
    void engineChoiceIsAnUndoStepOfTheDocument();
    void responseChoiceReachesTheEngineAndTheFile();
    void coulombSumChoiceReachesTheEngineAndTheFile();
    void viewControls();
    void lessonModeShowsTheEssentialsAndIsRemembered();
    void destroyingWhileRunningShutsDownCleanly();
};

void TestMainWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("DiskLabTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_main_window"));
    QSettings().clear();
}

void TestMainWindow::opensOnTheDefaultScenario()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTRY_VERIFY(shown(window));
    QCOMPARE(shown(window)->size(), defaultScenario().disks.size());
    QCOMPARE(shown(window)->time, 0.0);
    QVERIFY(!window.simulation().isRunning());
    QVERIFY(!window.document().isModified());
    QCOMPARE(window.document().displayName(), QStringLiteral("Untitled"));
    QStringList menus;
    for (QAction* action : window.menuBar()->actions())
        menus << action->text().remove(QLatin1Char('&'));
    QCOMPARE(menus, (QStringList{"File", "Edit", "Simulation", "View", "Help"}));
    QVERIFY(!window.actions().playPause->icon().isNull());
    QVERIFY(window.actions().playPause->isEnabled());
    // The playback speed is simulated time per second, never to be read as the disks' speed.
    auto* speed = window.findChild<QDoubleSpinBox*>(QStringLiteral("speedSpin"));
    QVERIFY(speed);
    QCOMPARE(speed->suffix(), QStringLiteral(" time units/s"));
    // It shows the digits it has: "5", not "5.0000"; the time step "0.001", not "0.001000".
    const QLocale locale = speed->locale();
    speed->setValue(5.0);
    QCOMPARE(speed->text(), locale.toString(5) + speed->suffix());
    speed->setValue(0.25);
    QCOMPARE(speed->text(), locale.toString(0.25) + speed->suffix());
    auto* dt = window.findChild<QDoubleSpinBox*>(QStringLiteral("dtSpin"));
    dt->setValue(0.001);
    QCOMPARE(dt->text(), locale.toString(0.001));
    QCOMPARE(window.findChild<QLabel*>(QStringLiteral("speedLabel"))->text().remove(QLatin1Char('&')),
             QStringLiteral("Playback speed:"));
}

void TestMainWindow::everyCommandHasAShortcut()
{
    MainWindow window;
    const QList<QAction*> commands = {
        window.actions().newFile, window.actions().open, window.actions().save, window.actions().saveAs,
        window.actions().importAlgs4, window.actions().exportAlgs4, window.actions().exportImage, window.actions().quit,
        window.actions().playPause, window.actions().stepEvent, window.actions().stepFrame, window.actions().reset,
        window.actions().faster, window.actions().slower, window.actions().eventDriven, window.actions().timeDriven,
        window.actions().timeStep, window.actions().zoomToFit, window.actions().zoomIn, window.actions().zoomOut,
        window.actions().colourBySpeed, window.actions().colourByBondOrder, window.actions().trails, window.actions().frameRate,
        window.actions().userGuide, window.actions().about, window.actions().toolBarToggle};
    QSet<QString> seen;
    for (QAction* action : commands) {
        const QString keys = action->shortcut().toString();
        QVERIFY2(!keys.isEmpty(), qPrintable(action->text()));
        QVERIFY2(!seen.contains(keys), qPrintable(keys));
        seen.insert(keys);
    }
}

void TestMainWindow::loadsAndRunsShippedScenarios_data()
{
    QTest::addColumn<QString>("path");
    const QStringList files = filesIn(QStringLiteral(DISKLAB_SCENARIO_DIR), {"*.json", "*.txt"});
    QVERIFY(!files.isEmpty());
    for (const QString& path : files)
        QTest::newRow(qPrintable(QFileInfo(path).fileName())) << path;
}

void TestMainWindow::loadsAndRunsShippedScenarios()
{
    QFETCH(QString, path);
    MainWindow window;
    window.show();
    QVERIFY(window.openFile(path));
    QTRY_VERIFY_WITH_TIMEOUT(viewShowsDocument(window), 30000);
    QCOMPARE(shown(window)->time, 0.0);
    runFor(window, 1.0);
}

void TestMainWindow::loadsAndRunsAlgs4Files_data()
{
    QTest::addColumn<QString>("path");
    const QString directory = QStringLiteral(DISKLAB_ALGS4_DIR);
    QVERIFY2(QFileInfo(directory).isDir(), "the algs4 fixtures (tests/data/algs4) are missing");
    for (const QString& path : filesIn(directory, {"*.txt"}))
        QTest::newRow(qPrintable(QFileInfo(path).fileName())) << path;
}

void TestMainWindow::loadsAndRunsAlgs4Files()
{
    QFETCH(QString, path);
    MainWindow window;
    window.show();
    LoadOptions options;
    LoadOptions relaxed;
    relaxed.validation.allowOverlaps = true;
    // Legacy files whose disks start overlapping (diffusion3.txt) load only when allowed.
    options.validation.allowOverlaps = !loadScenarioFile(path).ok() && loadScenarioFile(path, relaxed).ok();
    QVERIFY(window.openFile(path, options));
    QTRY_VERIFY_WITH_TIMEOUT(viewShowsDocument(window), 30000);
    QCOMPARE(window.document().filePath(), QString());  // saving never overwrites the .txt
    // Nothing was changed, so nothing asks to be saved (switching files asks only for a
    // modified document) and the title has no "*".
    QVERIFY(!window.document().isModified());
    QVERIFY(!window.isWindowModified());
    runFor(window, 1.0);
}

void TestMainWindow::overlappingDisksOfferLoadAnyway()
{
    const QString path = QStringLiteral(DISKLAB_ALGS4_DIR "/diffusion3.txt");
    QVERIFY2(QFileInfo::exists(path), qPrintable(path));
    MainWindow window;
    window.show();
    const Scenario before = window.document().scenario();

    bool mentionedOverlap = false;
    answerNextMessageBox(QStringLiteral("overlap"), QStringLiteral("Cancel"), &mentionedOverlap);
    QVERIFY(!window.files().openPath(path));
    QVERIFY(mentionedOverlap);
    QVERIFY(window.document().scenario() == before);

    mentionedOverlap = false;
    answerNextMessageBox(QStringLiteral("overlap"), QStringLiteral("Load Anyway"), &mentionedOverlap);
    QVERIFY(window.files().openPath(path));
    QVERIFY(mentionedOverlap);
    QCOMPARE(window.document().displayName(), QStringLiteral("diffusion3.txt"));
    QTRY_VERIFY_WITH_TIMEOUT(viewShowsDocument(window), 30000);
    runFor(window, 0.2);
    // Choosing an engine is an undo step but edits no scene: the file still plays as it is.
    window.actions().timeDriven->trigger();
    QCOMPARE(window.document().undoStack()->index(), 1);
    QVERIFY(window.editor().canStart());
}

void TestMainWindow::badFilesShowTheIoMessage()
{
    QTemporaryDir directory;
    const QString path = directory.filePath(QStringLiteral("broken.txt"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("2\n0.5 0.5 0 0 0.01 1 0 0 0\n0.2 0.2 0 0 -0.01 1 0 0 0\n");
    file.close();
    MainWindow window;
    window.show();
    bool namedTheLine = false;
    // The io layer's message names the file and the line: "broken.txt:3: radius: ...".
    answerNextMessageBox(QStringLiteral("broken.txt:3"), QStringLiteral("OK"), &namedTheLine);
    QVERIFY(!window.files().openPath(path));
    QVERIFY(namedTheLine);
    QCOMPARE(window.document().displayName(), QStringLiteral("Untitled"));
}

void TestMainWindow::playPauseStepReset()
{
    MainWindow window;
    window.show();
    QSignalSpy running(&window.simulation(), &SimulationController::runningChanged);
    QTRY_VERIFY(shown(window));
    MainActions& actions = window.actions();

    actions.playPause->trigger();
    QTRY_COMPARE(running.count(), 1);
    QVERIFY(running.last().at(0).toBool());
    QCOMPARE(actions.playPause->text().remove(QLatin1Char('&')), QStringLiteral("Pause"));
    QTRY_VERIFY(shown(window)->time > 0.0);

    actions.playPause->trigger();
    QTRY_COMPARE(running.count(), 2);
    QVERIFY(!running.last().at(0).toBool());
    QCOMPARE(actions.playPause->text().remove(QLatin1Char('&')), QStringLiteral("Play"));
    QTRY_VERIFY(!window.simulation().latestFrame()->running);
    QTRY_COMPARE(shown(window)->time, window.simulation().latestFrame()->state.time);
    const double pausedAt = shown(window)->time;
    // Paused means nothing happens: a span to watch, not a condition to wait for.
    QTest::qWait(100);
    QCOMPARE(shown(window)->time, pausedAt);

    const std::uint64_t collisions = window.simulation().latestFrame()->totals.collisions;
    actions.stepEvent->trigger();
    QTRY_COMPARE(window.simulation().latestFrame()->totals.collisions, collisions + 1);
    QTRY_COMPARE(shown(window)->time, window.simulation().latestFrame()->state.time);
    const double afterEvent = shown(window)->time;
    actions.stepFrame->trigger();
    QTRY_VERIFY(shown(window)->time > afterEvent);
    QVERIFY(std::abs(shown(window)->time - (afterEvent + window.speed() / 60.0)) < 1e-9);

    actions.reset->trigger();
    QTRY_COMPARE(shown(window)->time, 0.0);
    QCOMPARE(window.simulation().latestFrame()->totals.collisions, std::uint64_t(0));

    // Reset while running stops at t = 0.
    actions.playPause->trigger();
    QTRY_VERIFY(shown(window)->time > 0.0);
    actions.reset->trigger();
    QTRY_VERIFY(shown(window)->time == 0.0 && !window.simulation().isRunning());
}

void TestMainWindow::loadWhileRunning()
{
    const QStringList files = filesIn(QStringLiteral(DISKLAB_SCENARIO_DIR), {"*.json"})
        + filesIn(QStringLiteral(DISKLAB_ALGS4_DIR), {"p10.txt", "p100-.5K.txt", "brownian.txt", "squeeze.txt"});
    MainWindow window;
    window.show();
    QSignalSpy failed(&window.simulation(), &SimulationController::failed);
    for (int round = 0; round < 3; ++round) {
        for (const QString& path : files) {
            window.simulation().play();
            QTRY_VERIFY(window.simulation().isRunning());
            QVERIFY(window.openFile(path));
            window.simulation().play();
            QTRY_VERIFY_WITH_TIMEOUT(viewShowsDocument(window) && shown(window)->time > 0.0, 30000);
        }
    }
    QCOMPARE(failed.count(), 0);
}

void TestMainWindow::saveAndReopen()
{
    QTemporaryDir directory;
    const QString path = directory.filePath(QStringLiteral("saved.json"));
    Scenario saved;
    {
        MainWindow window;
        window.show();
        QVERIFY(window.files().saveTo(path));
        QVERIFY(!window.document().isModified());
        QCOMPARE(window.document().displayName(), QStringLiteral("saved.json"));
        QCOMPARE(window.windowTitle(), QStringLiteral("saved.json[*]"));
        saved = window.document().scenario();
        RecentFiles recent(new QMenu(&window));
        QCOMPARE(recent.files().value(0), QFileInfo(path).absoluteFilePath());
    }
    MainWindow window;
    window.show();
    QVERIFY(window.openFile(path));
    QVERIFY(window.document().scenario() == saved);
    QCOMPARE(window.document().filePath(), QFileInfo(path).absoluteFilePath());
    QVERIFY(!window.document().isModified());
    QTRY_VERIFY(viewShowsDocument(window));
}

void TestMainWindow::engineChoiceMarksTheDocumentModified()
{
    MainWindow window;
    window.show();
    QVERIFY(!window.document().isModified());
    chooseEngine(window.document(), {EngineKind::TimeDriven, 0.01});
    QTRY_VERIFY(window.simulation().latestFrame() && window.simulation().latestFrame()->engine.kind == EngineKind::TimeDriven);
    runFor(window, 0.5);
    QVERIFY(window.document().isModified());
    QCOMPARE(window.document().scenario().engine.dt, 0.01);
}

void TestMainWindow::engineChoiceIsAnUndoStepOfTheDocument()
{
    MainWindow window;
    window.show();
    const auto runsOn = [&window](EngineKind kind, double dt) {
        const FramePtr frame = window.simulation().latestFrame();
        return frame && frame->engine.kind == kind && (kind == EngineKind::EventDriven || qFuzzyCompare(frame->engine.dt, dt));
    };
    auto* engineList = window.findChild<QComboBox*>(QStringLiteral("engineCombo"));
    auto* dt = window.findChild<QDoubleSpinBox*>(QStringLiteral("dtSpin"));
    QVERIFY(engineList && dt);
    const EngineConfig opened = window.document().scenario().engine;
    QCOMPARE(opened.kind, EngineKind::EventDriven);

    // The menu's engine, then the run controls' dt: choices one after another, one undo step.
    window.actions().timeDriven->trigger();
    QTRY_VERIFY(runsOn(EngineKind::TimeDriven, opened.dt));
    dt->setValue(2 * opened.dt);
    emit dt->editingFinished();
    QTRY_VERIFY(runsOn(EngineKind::TimeDriven, 2 * opened.dt));
    QCOMPARE(window.document().undoStack()->count(), 1);
    QVERIFY(window.document().isModified());
    QVERIFY(!window.editor().isEditing());  // choosing an engine edits no scene

    window.document().undoStack()->undo();
    QVERIFY(window.document().scenario().engine == opened);
    QTRY_VERIFY(runsOn(EngineKind::EventDriven, opened.dt));
    QCOMPARE(EngineKind(engineList->currentData().toInt()), EngineKind::EventDriven);
    QVERIFY(window.actions().eventDriven->isChecked());
    QVERIFY(!window.document().isModified());

    window.document().undoStack()->redo();
    QTRY_VERIFY(runsOn(EngineKind::TimeDriven, 2 * opened.dt));
    QCOMPARE(EngineKind(engineList->currentData().toInt()), EngineKind::TimeDriven);
    QCOMPARE(dt->value(), 2 * opened.dt);
}

void TestMainWindow::coulombSumChoiceReachesTheEngineAndTheFile()
{
    MainWindow window;
    window.show();
    auto* sum = window.findChild<QComboBox*>(QStringLiteral("forceSumCombo"));
    auto* theta = window.findChild<QDoubleSpinBox*>(QStringLiteral("thetaSpin"));
    QVERIFY(sum && theta);
    QVERIFY(!sum->isVisibleTo(&window));  // a hard-disk run sums no forces
    QVERIFY(window.openFile(QStringLiteral(DISKLAB_SCENARIO_DIR "/charged-pairs.json")));
    QVERIFY(sum->isVisibleTo(&window) && theta->isVisibleTo(&window));
    QCOMPARE(ForceMethod(sum->currentData().toInt()), window.document().scenario().engine.forceMethod);

    sum->setCurrentIndex(sum->findData(int(ForceMethod::BarnesHut)));
    theta->setValue(0.3);
    emit theta->editingFinished();
    QTRY_VERIFY(window.simulation().latestFrame() && window.simulation().latestFrame()->engine.theta == 0.3);
    QCOMPARE(window.simulation().latestFrame()->engine.forceMethod, ForceMethod::BarnesHut);
    QCOMPARE(window.document().scenario().engine.forceMethod, ForceMethod::BarnesHut);
    QCOMPARE(window.document().scenario().engine.theta, 0.3);
    QVERIFY(theta->isEnabled());
    sum->setCurrentIndex(sum->findData(int(ForceMethod::Direct)));
    QVERIFY(!theta->isEnabled());  // the direct sum has no opening angle
    QTRY_COMPARE(window.document().scenario().engine.forceMethod, ForceMethod::Direct);
}

void TestMainWindow::responseChoiceReachesTheEngineAndTheFile()
{
    MainWindow window;
    window.show();
    auto* response = window.findChild<QComboBox*>(QStringLiteral("responseCombo"));
    QVERIFY(response);
    QVERIFY(!response->isEnabled());  // the event-driven engine has no response to choose

    chooseEngine(window.document(), {EngineKind::TimeDriven, 0.01, Broadphase::Quadtree, Response::Rollback});
    QTRY_VERIFY(window.simulation().latestFrame() && window.simulation().latestFrame()->engine.kind == EngineKind::TimeDriven);
    QCOMPARE(window.simulation().latestFrame()->engine.response, Response::Rollback);
    QCOMPARE(window.document().scenario().engine.response, Response::Rollback);
    QVERIFY(response->isEnabled());
    QCOMPARE(Response(response->currentData().toInt()), Response::Rollback);

    // Choosing in the run controls restarts the run with that response and records it.
    response->setCurrentIndex(response->findData(int(Response::Naive)));
    QTRY_VERIFY(window.simulation().latestFrame() && window.simulation().latestFrame()->engine.response == Response::Naive);
    QCOMPARE(window.document().scenario().engine.response, Response::Naive);
    // The run controls have no broad phase control; it stays as chosen.
    QCOMPARE(window.simulation().latestFrame()->engine.broadphase, Broadphase::Quadtree);
    QCOMPARE(window.document().scenario().engine.broadphase, Broadphase::Quadtree);
    // Switching engines from the menu keeps the chosen response.
    response->setCurrentIndex(response->findData(int(Response::Rollback)));
    QTRY_VERIFY(window.simulation().latestFrame() && window.simulation().latestFrame()->engine.response == Response::Rollback);
    window.actions().eventDriven->trigger();
    QTRY_VERIFY(window.simulation().latestFrame() && window.simulation().latestFrame()->engine.kind == EngineKind::EventDriven);
    window.actions().timeDriven->trigger();
    QTRY_VERIFY(window.simulation().latestFrame() && window.simulation().latestFrame()->engine.kind == EngineKind::TimeDriven);
    QCOMPARE(window.simulation().latestFrame()->engine.response, Response::Rollback);
}

void TestMainWindow::lessonModeShowsTheEssentialsAndIsRemembered()
{
    QSettings().clear();
    auto visibleDocks = [](MainWindow& window) {
        QStringList names;
        for (QDockWidget* dock : window.findChildren<QDockWidget*>())
            if (dock->isVisible())
                names << dock->objectName();
        names.sort();
        return names;
    };
    QStringList before;
    {
        MainWindow window;
        window.resize(1366, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        dockNamed<TimeSeriesDock>(window, "timeSeriesDock").show();
        dockNamed<PropertiesDock>(window, "propertiesDock").show();
        before = visibleDocks(window);
        const QSize icons = window.actions().mainToolBar->iconSize();
        window.actions().lessonMode->trigger();
        QCOMPARE(visibleDocks(window), QStringList({dockNamed<LabGaugesDock>(window, "gaugesDock").objectName(), dockNamed<LabControlsDock>(window, "labControlsDock").objectName(), dockNamed<RunControlDock>(window, "runControlDock").objectName()}));
        QVERIFY(window.actions().mainToolBar->isVisible());
        QVERIFY(window.actions().mainToolBar->iconSize().height() > icons.height());
        for (QToolBar* bar : window.findChildren<QToolBar*>())
            QCOMPARE(bar->isVisible(), bar == window.actions().mainToolBar);
        // Everything else is one click away.
        window.actions().lessonMode->trigger();
        QCOMPARE(visibleDocks(window), before);
        QCOMPARE(window.actions().mainToolBar->iconSize(), icons);
        window.actions().lessonMode->trigger();
        window.close();
    }
    // The next start opens in Lesson Mode, and leaving it brings back the layout from before.
    MainWindow window;
    window.resize(1366, 768);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.actions().lessonMode->isChecked());
    QCOMPARE(visibleDocks(window), QStringList({dockNamed<LabGaugesDock>(window, "gaugesDock").objectName(), dockNamed<LabControlsDock>(window, "labControlsDock").objectName(), dockNamed<RunControlDock>(window, "runControlDock").objectName()}));
    window.actions().lessonMode->trigger();
    QCOMPARE(visibleDocks(window), before);
    window.close();
    QSettings().clear();
}

void TestMainWindow::viewControls()
{
    MainWindow window;
    window.resize(1000, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTRY_VERIFY(shown(window));
    SimulationView& view = window.view();

    window.actions().colourBySpeed->setChecked(true);
    QVERIFY(view.colourBySpeed());
    QVERIFY(!view.grab().isNull());

    const double fitted = view.transform().scale();
    window.actions().zoomIn->trigger();
    QVERIFY(view.transform().scale() > fitted);
    window.actions().zoomToFit->trigger();
    QCOMPARE(view.transform().scale(), fitted);

    // Clicking a disk selects it; Escape clears.
    const Snapshot& state = *view.scene().state;
    const QPointF disk = view.transform().toScreen(state.x[5], state.y[5]);
    QTest::mouseClick(&view, Qt::LeftButton, Qt::NoModifier, disk.toPoint());
    QCOMPARE(view.selection().disks(), QList<int>{5});
    QCOMPARE(window.document().selection(), QList<int>{5});
    window.actions().trails->setChecked(true);
    const std::uint64_t beforePlay = window.simulation().latestFrame()->serial;
    window.simulation().play();
    QTRY_VERIFY(window.simulation().latestFrame()->serial >= beforePlay + 5);  // trails over several frames
    QVERIFY(!view.grab().isNull());
    window.actions().clearSelection->trigger();
    QVERIFY(view.selection().disks().isEmpty());
    window.actions().frameRate->setChecked(true);
    QTRY_VERIFY(view.frameRate().framesPerSecond() > 0.0);
}

void TestMainWindow::destroyingWhileRunningShutsDownCleanly()
{
    for (int round = 0; round < 3; ++round) {
        auto window = std::make_unique<MainWindow>();
        window->show();
        window->setSpeed(1000.0);
        window->simulation().play();
        QTRY_VERIFY(window->simulation().latestFrame() && window->simulation().latestFrame()->running);
        window.reset();
    }
}

QTEST_MAIN(TestMainWindow)
#include "tst_main_window.moc"
