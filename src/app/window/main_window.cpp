#include "app/window/main_window.h"

#include "app/charts/aggregation_dock.h"
#include "app/charts/force_methods_dock.h"
#include "app/charts/open_chart_images.h"
#include "app/charts/scaling_dock.h"
#include "app/charts/speed_distribution_dock.h"
#include "app/charts/time_series_dock.h"
#include "app/commands/engine_choice.h"
#include "app/comparison/comparison_window.h"
#include "app/edit/disk_table_dock.h"
#include "app/document/problems_dock.h"
#include "app/document/scenario_document.h"
#include "app/document/scenario_validity.h"
#include "app/edit/edit_actions.h"
#include "app/edit/edit_mode_controller.h"
#include "app/edit/edit_mode_docks.h"
#include "app/edit/properties_dock.h"
#include "app/files/example_lessons.h"
#include "app/files/example_scenarios.h"
#include "app/files/file_controller.h"
#include "app/files/lab_report_exporter.h"
#include "app/files/recent_files.h"
#include "app/files/scenario_library_actions.h"
#include "app/files/state_saver.h"
#include "app/run/event_log_dock.h"
#include "app/frames/frame_stream.h"
#include "app/frames/timeline_bar.h"
#include "app/run/lab_controls_dock.h"
#include "app/run/lab_gauges_dock.h"
#include "app/run/piston_hand.h"
#include "app/run/playback_speed.h"
#include "app/run/run_control_dock.h"
#include "app/run/scenario_story_panel.h"
#include "app/run/status_bar_presenter.h"
#include "app/run/time_step_limits.h"
#include "app/units/units_choice.h"
#include "app/units/units_menu.h"
#include "app/view/simulation_view.h"
#include "app/platform/app_paths.h"
#include "app/window/bottom_dock_sizer.h"
#include "app/window/dock_column_sharer.h"
#include "app/window/dock_registry.h"
#include "app/window/dock_tab_names.h"
#include "app/window/help_dialogs.h"
#include "app/platform/interface_language.h"
#include "app/window/lesson_mode.h"
#include "app/window/main_actions.h"
#include "app/widgets/passing_warning.h"
#include "app/window/tool_bar_fit.h"
#include "runtime/engine_factory.h"
#include "runtime/simulation_controller.h"
#include "runtime/single_engine_session.h"

#include <algorithm>
#include <map>
#include <span>

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileInfo>
#include <QInputDialog>
#include <QMenu>
#include <QScreen>
#include <QShowEvent>
#include <QTimer>
#include <QVBoxLayout>
#include <QSettings>
#include <QStatusBar>

namespace disklab {
namespace {
constexpr int kMessageMs = 5000;
/// Share of the window's width the right-hand chart docks get on a first start.
constexpr double kFirstStartRightDockShare = 0.26;

/// `object`, made a child of `window`: a window owns the document and run it was handed.
template <class T>
T* ownedBy(T* object, QObject* window)
{
    object->setParent(window);
    return object;
}
}

MainWindow::MainWindow(QWidget* parent) : MainWindow(Handover{}, parent)
{
    m_document->replace(defaultScenario(), QString(), QString(), false);
}

MainWindow::MainWindow(MainWindow& previous) : MainWindow(previous.handOver(), nullptr)
{
    continueFrom(previous);
}

MainWindow::MainWindow(const Handover& handover, QWidget* parent)
    : QMainWindow(parent),
      m_document(ownedBy(handover.document ? handover.document : new ScenarioDocument, this)),
      m_simulation(ownedBy(handover.simulation ? handover.simulation : new SimulationController, this)),
      m_frames(new FrameStream(this)),
      m_view(new SimulationView(this)),
      m_actions(new MainActions(this)),
      m_units(new UnitsChoice(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    placeViewAndTimeline();
    createEditing();
    createDocks();
    arrangeDocks();
    new EditModeDocks(*this, *m_editor, {dock<PropertiesDock>(), dock<DiskTableDock>()});
    buildMenus();
    createFileHandling();
    connectActions();
    connectSimulation();
    connectDocument();
    // Every button of the main toolbar stays in sight at 1024 pixels wide, in Lesson Mode or not.
    new ToolBarFit(*m_actions->mainToolBar);
    m_lesson = new LessonMode(*this, {m_actions->lessonMode, m_actions->lessonPanels, m_actions->mainToolBar},
                              {dock<RunControlDock>(), dock<LabControlsDock>(), dock<LabGaugesDock>(),
                               dock<SpeedDistributionDock>(), dock<TimeSeriesDock>()});
    restoreSettings();
    m_lesson->restore();
    // Lesson Mode keeps the projector's screen to the box and its few panels.
    m_timeline->setVisible(!m_lesson->isOn());
    connect(m_actions->lessonMode, &QAction::toggled, m_timeline, [this](bool on) { m_timeline->setVisible(!on); });
    new BottomDockSizer(*this, {dock<DiskTableDock>(), dock<ProblemsDock>(), dock<EventLogDock>()});
    new DockColumnSharer(*this);
    new DockTabNames(*this);
}

void MainWindow::placeViewAndTimeline()
{
    m_timeline = new TimelineBar(*m_simulation, this);
    auto* central = new QWidget(this);
    auto* column = new QVBoxLayout(central);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(0);
    column->addWidget(m_view, 1);
    column->addWidget(m_timeline);
    setCentralWidget(central);
}

void MainWindow::connectTimeline()
{
    m_frames->subscribe(m_timeline, &TimelineBar::showFrame);
    m_units->follow(m_timeline);
    m_timeline->addCollisionButtons(m_actions->previousCollision, m_actions->nextCollision);
    connect(m_actions->previousCollision, &QAction::triggered, m_simulation, [this] { m_simulation->seekCollision(-1); });
    connect(m_actions->nextCollision, &QAction::triggered, m_simulation, [this] { m_simulation->seekCollision(+1); });
    connect(m_timeline, &TimelineBar::message, this, [this](const QString& text) { statusBar()->showMessage(text, kMessageMs); });
    connect(m_editor, &EditModeController::editingChanged, this, [this](bool editing) {
        if (editing && m_timeline->isRewound())
            statusBar()->showMessage(tr("Editing starts a new history: Play runs the edited scene from t = 0, "
                                        "and the rewound run is left behind"), kMessageMs);
    });
}

void MainWindow::createEditing()
{
    m_validity = new ScenarioValidity(*m_document, this);
    m_editor = new EditModeController(*m_document, *m_validity, *m_view, *m_simulation, this);
    m_editActions = new EditActions(m_document->undoStack(), *m_editor, this);
}

void MainWindow::createDocks()
{
    const DockParts parts{this, *m_document, *m_validity, *m_simulation, m_actions->playback()};
    for (const DockRow& row : dockRegistry()) {
        QDockWidget* dock = row.make(parts);
        if (row.shortcut)
            dock->toggleViewAction()->setShortcut(QKeySequence(tr(row.shortcut)));
        // A dock chosen from the View menu comes to the front of its tab group.
        connect(dock->toggleViewAction(), &QAction::triggered, dock, [dock](bool shown) {
            if (shown)
                dock->raise();
        });
        if (row.followFrames)
            row.followFrames(*dock, *m_frames);
        if (row.followUnits)
            row.followUnits(*dock, *m_units);
        m_docks.append(dock);
    }
    m_story = new ScenarioStoryPanel(*m_document, this);
    dock<RunControlDock>()->addAboveControls(m_story);
}

void MainWindow::arrangeDocks()
{
    // Each group's first dock takes its place in its area, before any dock is tabbed (Qt adds
    // a dock placed beside a tab as one more tab); the group's other docks become its tabs.
    const std::span<const DockRow> rows = dockRegistry();
    std::map<DockGroup, QDockWidget*> groups;
    for (std::size_t k = 0; k < rows.size(); ++k)
        if (rows[k].group == DockGroup::None || groups.emplace(rows[k].group, m_docks[k]).second)
            addDockWidget(rows[k].area, m_docks[k]);
    for (std::size_t k = 0; k < rows.size(); ++k)
        if (rows[k].group != DockGroup::None && groups[rows[k].group] != m_docks[k])
            tabifyDockWidget(groups[rows[k].group], m_docks[k]);
    // A saved layout, restored later, wins over the first start's.
    for (std::size_t k = 0; k < rows.size(); ++k)
        rows[k].shownOnFirstStart ? m_docks[k]->raise() : m_docks[k]->hide();
}

void MainWindow::buildMenus()
{
    QList<QAction*> toggles;
    for (QDockWidget* dock : m_docks)
        toggles.append(dock->toggleViewAction());
    m_actions->buildMenus(*this, toggles);
    m_editActions->buildMenu(*this);
    fillUnitsMenu(*m_actions->unitsMenu, *m_units);
}

void MainWindow::createFileHandling()
{
    m_recent = new RecentFiles(m_actions->recentMenu, this);
    m_files = new FileController(*m_document, *m_recent, this, [this] { return m_view->grab().toImage(); }, this);
    m_stateSaver = new StateSaver(*m_simulation, *m_frames, *m_files, this);
    m_labReport = new LabReportExporter(*m_frames, *m_document, this, [this] { return openChartImages(*this); }, this);
    m_library = new ScenarioLibraryActions(*m_document, *m_files, this);
    m_library->addToFileMenu(qobject_cast<QMenu*>(m_actions->examplesMenu->parentWidget()), m_actions->newFile);
    m_status = new StatusBarPresenter(*statusBar());
    connect(m_files, &FileController::message, this, [this](const QString& text) { statusBar()->showMessage(text, kMessageMs); });
    connect(m_actions->examplesMenu, &QMenu::aboutToShow, this, &MainWindow::populateExamples);
    populateExamples();
}

void MainWindow::connectDocument()
{
    connect(m_document, &ScenarioDocument::replaced, this, &MainWindow::restartSimulation);
    // A newly opened scenario is there to be played: the view takes the keyboard focus, so Space
    // plays it rather than typing into whichever text field had the focus before the file dialog.
    connect(m_document, &ScenarioDocument::replaced, m_view, qOverload<>(&QWidget::setFocus));
    connect(m_document, &ScenarioDocument::titleChanged, this, &MainWindow::updateTitle);
    // The run controls show the engine the scenario runs on, chosen or moved to by an edit (a
    // charge needs the force engine); a choice restarts the run on it, while edit mode loads
    // an edited scenario with its engine itself.
    connect(m_document, &ScenarioDocument::engineChanged, this, [this](bool chosen) {
        showEngineChoice();
        if (chosen)
            m_simulation->setEngine(m_document->scenario().engine);
    });
    // An aggregation scenario is about its clusters: their dock comes forward when one is opened
    // (Lesson Mode keeps its own few panels).
    connect(m_document, &ScenarioDocument::replaced, this, [this] {
        if (m_document->scenario().aggregation && !m_lesson->isOn()) {
            dock<AggregationDock>()->show();
            dock<AggregationDock>()->raise();
        }
    });
}

MainWindow::~MainWindow() = default;

MainWindow::Handover MainWindow::handOver()
{
    saveSettings();
    // One stream takes the run's frames (taking re-arms the notification): the new window's.
    m_simulation->disconnect(m_frames);
    return {m_document, m_simulation};
}

void MainWindow::continueFrom(const MainWindow& previous)
{
    showEngineChoice();
    setSpeed(previous.m_speed);
    if (m_simulation->isRunning())  // paused, the actions read as on any start
        m_actions->showRunning(true);
    updateTitle();
    // The view's first scene is a new scenario to it, which clears the selection: keep it.
    const QList<int> selected = m_document->selection();
    m_frames->deliverNewest(*m_simulation);
    m_editor->continueFrom(*previous.m_editor);
    m_document->setSelection(selected);
    m_widenRunControls = true;
}

void MainWindow::connectActions()
{
    connectFileActions();
    connectRunActions();
    connectViewActions();
    connectHelpActions();
    connectPanels();
}

void MainWindow::connectFileActions()
{
    const MainActions& a = *m_actions;
    connect(a.newFile, &QAction::triggered, m_files, &FileController::newDocument);
    connect(m_files, &FileController::documentStartedEmpty, m_editor, [this] { m_editor->setTool(EditToolKind::AddDisk); });
    connect(a.open, &QAction::triggered, m_files, &FileController::open);
    connect(a.save, &QAction::triggered, m_files, &FileController::save);
    connect(a.saveAs, &QAction::triggered, m_files, &FileController::saveAs);
    connect(a.saveState, &QAction::triggered, m_stateSaver, &StateSaver::saveAs);
    connect(a.saveRun, &QAction::triggered, m_stateSaver, &StateSaver::saveRunAs);
    // After the document's own restart (a load of its scenario): the run file's run replaces it.
    connect(m_files, &FileController::runOpened, this,
            [this](std::shared_ptr<const RunRecord> record) { m_simulation->start(recordedSession(std::move(record))); });
    connect(a.exportLabReport, &QAction::triggered, m_labReport, &LabReportExporter::exportReport);
    connect(m_labReport, &LabReportExporter::message, this, [this](const QString& text) { statusBar()->showMessage(text, kMessageMs); });
    connect(a.importAlgs4, &QAction::triggered, m_files, &FileController::importAlgs4);
    connect(a.exportAlgs4, &QAction::triggered, m_files, &FileController::exportAlgs4);
    connect(a.exportImage, &QAction::triggered, m_files, &FileController::exportImage);
    connect(a.quit, &QAction::triggered, this, &QWidget::close);
}

void MainWindow::connectRunActions()
{
    const MainActions& a = *m_actions;
    // Through the editor: it refuses to start an edited scenario with problems.
    connect(a.playPause, &QAction::triggered, m_editor, &EditModeController::togglePlay);
    connect(a.stepEvent, &QAction::triggered, m_editor, &EditModeController::stepEvent);
    connect(a.stepFrame, &QAction::triggered, m_editor, &EditModeController::stepFrame);
    connect(a.reset, &QAction::triggered, m_editor, &EditModeController::reset);
    connect(dock<ProblemsDock>(), &ProblemsDock::separateOverlapsRequested, m_editor, &EditModeController::separateOverlaps);
    connect(m_editor, &EditModeController::message, this, [this](const QString& text) { statusBar()->showMessage(text, kMessageMs); });
    connect(a.faster, &QAction::triggered, this, [this] { setSpeed(scaledSpeed(m_speed, 2.0)); });
    connect(a.slower, &QAction::triggered, this, [this] { setSpeed(scaledSpeed(m_speed, 0.5)); });
    // The menu changes only the kind; dt and the response stay the run's.
    const auto chooseKind = [this](EngineKind kind) {
        EngineConfig choice = m_document->scenario().engine;
        choice.kind = kind;
        chooseEngine(*m_document, choice);
    };
    connect(a.eventDriven, &QAction::triggered, this, [chooseKind] { chooseKind(EngineKind::EventDriven); });
    connect(a.timeDriven, &QAction::triggered, this, [chooseKind] { chooseKind(EngineKind::TimeDriven); });
    connect(a.forces, &QAction::triggered, this, [chooseKind] { chooseKind(EngineKind::Force); });
    connect(a.timeStep, &QAction::triggered, this, &MainWindow::askTimeStep);
    connect(a.compare, &QAction::triggered, this, [this] { showComparison(); });
    connect(a.scaling, &QAction::triggered, this, [scaling = dock<ScalingDock>()] {
        scaling->show();
        scaling->raise();
        scaling->start();
    });
    connect(a.forceMethods, &QAction::triggered, this, [forceMethods = dock<ForceMethodsDock>()] {
        forceMethods->show();
        forceMethods->raise();
        forceMethods->start();
    });
}

void MainWindow::connectViewActions()
{
    const MainActions& a = *m_actions;
    connect(a.zoomToFit, &QAction::triggered, m_view, &SimulationView::zoomToFit);
    connect(a.zoomIn, &QAction::triggered, m_view, &SimulationView::zoomIn);
    connect(a.zoomOut, &QAction::triggered, m_view, &SimulationView::zoomOut);
    connect(a.colourBySpeed, &QAction::toggled, m_view, &SimulationView::setColourBySpeed);
    connect(a.colourByBondOrder, &QAction::toggled, m_view, &SimulationView::setColourByBondOrder);
    connect(a.trails, &QAction::toggled, m_view, &SimulationView::setTrailsEnabled);
    connect(a.clearSelection, &QAction::triggered, this, [this] { m_document->setSelection({}); });
    connect(a.frameRate, &QAction::toggled, m_view, &SimulationView::setFrameRateOverlay);
    connect(a.fullScreen, &QAction::toggled, this, [this](bool on) { on ? showFullScreen() : showNormal(); });
}

void MainWindow::connectHelpActions()
{
    const MainActions& a = *m_actions;
    connect(a.userGuide, &QAction::triggered, this, [this] { HelpDialogs::showUserGuide(this); });
    connect(a.teacherGuide, &QAction::triggered, this, [this] { HelpDialogs::showTeacherGuide(this); });
    connect(a.about, &QAction::triggered, this, [this] { HelpDialogs::showAbout(this); });
    connect(a.aboutQt, &QAction::triggered, qApp, &QApplication::aboutQt);
}

void MainWindow::connectPanels()
{
    connect(dock<RunControlDock>(), &RunControlDock::speedEdited, this, &MainWindow::setSpeed);
    // The run controls ask the document for the engine they show; it answers with engineChanged.
    connect(dock<RunControlDock>(), &RunControlDock::engineEdited, this,
            [this](const EngineConfig& choice) { chooseEngine(*m_document, choice); });
    connect(m_view, &SimulationView::frameRateUpdated, m_status, &StatusBarPresenter::showFrameRate);
    // One choice of units (View ▸ Units, or the gauges' quick switch) for every reading in the
    // window that has one; the docks follow it from their rows.
    connect(dock<LabGaugesDock>(), &LabGaugesDock::scaleChosen, m_units, &UnitsChoice::chooseScale);
    m_units->follow(m_view);
    m_units->follow(m_status);
    connect(m_view, &SimulationView::sceneShown, m_status, &StatusBarPresenter::showScene);
    connect(&m_document->diskSelection(), &DiskSelection::changed, this, [this](const QList<int>& disks) {
        if (disks.size() == 1)
            statusBar()->showMessage(tr("Selected disk %1").arg(disks.first()), kMessageMs);
        else if (disks.size() > 1)
            statusBar()->showMessage(tr("Selected %n disks", nullptr, int(disks.size())), kMessageMs);
    });
}

void MainWindow::connectSimulation()
{
    m_frames->attach(*m_simulation);
    connect(m_frames, &FrameStream::frameArrived, this, [this](const FramePtr& frame) {
        if (frame->comparison)
            return;
        // In edit mode the view shows the edited scenario, not the paused run.
        if (!m_editor->isEditing())
            m_view->showScene(sceneOfFrame(frame));
        m_status->showRunFigures(*frame);
    });
    // The docks follow the frames from their rows.
    LabControlsDock* lab = dock<LabControlsDock>();
    connect(lab, &LabControlsDock::controlRequested, m_simulation, &SimulationController::applyLabControl);
    connect(m_simulation, &SimulationController::labControlRefused, lab, &LabControlsDock::showRefusal);
    new PistonHand(*m_view, *m_simulation, this);
    connectTimeline();
    connect(m_simulation, &SimulationController::runningChanged, m_actions, &MainActions::showRunning);
    connect(m_simulation, &SimulationController::failed, this, [this](const QString& message) {
        statusBar()->showMessage(tr("Simulation error: %1").arg(message), kMessageMs);
        openWarning(this, tr("Simulation Error"), message);
    });
}

void MainWindow::restartSimulation()
{
    const Scenario& scenario = m_document->scenario();
    showEngineChoice();
    m_simulation->load(scenario, scenario.engine);
    setSpeed(suggestedSpeed(scenario));
}

ComparisonWindow& MainWindow::showComparison()
{
    if (!m_comparison) {
        m_comparison = new ComparisonWindow(this);
        m_frames->follow(m_comparison->frames());
        m_units->follow(m_comparison);
    }
    m_comparison->setScenario(m_document->scenario());
    m_comparison->setSpeed(m_speed);
    m_comparison->show();
    m_comparison->raise();
    return *m_comparison;
}

bool MainWindow::openFile(const QString& path, const LoadOptions& options)
{
    return m_files->openPath(path, options);
}

void MainWindow::setSpeed(double speed)
{
    m_speed = std::clamp(speed, kMinimumSpeed, kMaximumSpeed);
    dock<RunControlDock>()->setSpeed(m_speed);
    m_simulation->setSpeed(m_speed);
}

void MainWindow::showEngineChoice()
{
    const EngineConfig& choice = m_document->scenario().engine;
    switch (choice.kind) {
    case EngineKind::EventDriven: m_actions->eventDriven->setChecked(true); break;
    case EngineKind::TimeDriven: m_actions->timeDriven->setChecked(true); break;
    case EngineKind::Force: m_actions->forces->setChecked(true); break;
    }
    const bool aggregating = m_document->scenario().aggregation.has_value();
    m_actions->engineGroup->setEnabled(!aggregating);
    dock<RunControlDock>()->setEngineChoice(choice);
    dock<RunControlDock>()->showAggregation(aggregating);
}

void MainWindow::askTimeStep()
{
    // In the units chosen (ps on the atoms scale); dt stays the run's unless another is typed.
    const UnitSystem& units = m_units->units();
    const auto shown = [&](double dt) { return units.shown(Quantity::Time, dt); };
    const int decimals = units.decimals(Quantity::Time, kTimeStepDecimals);
    const EngineConfig engine = m_document->scenario().engine;  // the dialog's event loop may change it
    const double offered = QString::number(shown(engine.dt), 'f', decimals).toDouble();
    bool ok = false;
    const double typed = QInputDialog::getDouble(
        this, tr("Time Step"),
        units.atoms() ? tr("Time step dt of the time-driven engine, in ps:") : tr("Time step dt of the time-driven engine:"),
        offered, shown(kLeastTimeStep), shown(kLargestTimeStep), decimals, &ok, Qt::WindowFlags(), shown(1e-4));
    if (ok && typed != offered) {
        EngineConfig choice = engine;
        choice.dt = units.reduced(Quantity::Time, typed);
        chooseEngine(*m_document, choice);
    }
}

void MainWindow::populateExamples()
{
    QMenu* menu = m_actions->examplesMenu;
    menu->clear();
    const QList<ExampleLesson> lessons = listExampleLessons(scenariosDirectory(), InterfaceLanguage::current());
    for (const ExampleLesson& lesson : lessons) {
        menu->addSection(lesson.title);
        for (const ExampleScenario& example : lesson.examples) {
            QAction* action = menu->addAction(example.title, this, [this, path = example.path] { m_files->openWithPrompt(path); });
            action->setStatusTip(QFileInfo(example.path).fileName());
        }
    }
    if (lessons.isEmpty())
        menu->addAction(tr("No examples found"))->setEnabled(false);
    m_library->addToExamplesMenu(menu);
}

void MainWindow::updateTitle()
{
    setWindowTitle(m_document->displayName() + QStringLiteral("[*]"));
    setWindowModified(m_document->isModified());
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!m_files->maybeSave()) {
        event->ignore();
        return;
    }
    saveSettings();
    event->accept();
}

void MainWindow::showEvent(QShowEvent* event)
{
    QMainWindow::showEvent(event);
    if (m_widenRunControls) {
        m_widenRunControls = false;
        // The layout kept the previous language's dock widths; the run controls' texts may need
        // more room in this one (else they scroll sideways). Once the layout has settled.
        QTimer::singleShot(0, this, [this, runControls = dock<RunControlDock>()] {
            const int wanted = runControls->sizeHint().width();
            if (runControls->width() < wanted)
                resizeDocks({runControls}, {wanted}, Qt::Horizontal);
        });
    }
    if (!m_firstStartLayout)
        return;
    m_firstStartLayout = false;
    // On a first start the right-hand chart docks would sit at their minimum width, which cuts
    // the speed-distribution title; give them about a quarter of the window (the view keeps
    // most of it). Done once the window has its final size, after the layout has settled; a
    // saved layout is never touched.
    QTimer::singleShot(0, this, [this] {
        resizeDocks({dock<SpeedDistributionDock>()}, {int(width() * kFirstStartRightDockShare)}, Qt::Horizontal);
    });
}

void MainWindow::restoreSettings()
{
    QSettings settings;
    if (!restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray())) {
        const QRect screen = QApplication::primaryScreen() ? QApplication::primaryScreen()->availableGeometry()
                                                           : QRect(0, 0, 1280, 800);
        resize(screen.size() * 0.8);
    }
    m_firstStartLayout = !restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    m_actions->colourBySpeed->setChecked(settings.value(QStringLiteral("view/colourBySpeed"), false).toBool());
    m_actions->colourByBondOrder->setChecked(settings.value(QStringLiteral("view/colourByBondOrder"), false).toBool());
    m_actions->trails->setChecked(settings.value(QStringLiteral("view/trails"), true).toBool());
    m_view->setTrailsEnabled(m_actions->trails->isChecked());
    m_actions->frameRate->setChecked(settings.value(QStringLiteral("view/frameRate"), false).toBool());
}

void MainWindow::saveSettings() const
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    settings.setValue(QStringLiteral("view/colourBySpeed"), m_actions->colourBySpeed->isChecked());
    settings.setValue(QStringLiteral("view/colourByBondOrder"), m_actions->colourByBondOrder->isChecked());
    settings.setValue(QStringLiteral("view/trails"), m_actions->trails->isChecked());
    settings.setValue(QStringLiteral("view/frameRate"), m_actions->frameRate->isChecked());
    m_lesson->save();
}

} // namespace disklab
