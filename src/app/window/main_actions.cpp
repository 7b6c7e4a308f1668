#include "app/window/main_actions.h"

#include "app/window/application_setup.h"
#include "app/window/language_choice.h"
#include "app/window/lesson_panel.h"

#include <QAction>
#include <QActionGroup>
#include <QIcon>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QToolBar>

namespace disklab {
namespace {

QAction* makeAction(QObject* parent, const QString& text, const QKeySequence& shortcut, const QString& tip,
                    const QString& icon = {})
{
    auto* action = new QAction(text, parent);
    action->setShortcut(shortcut);
    // The shortcut in the tooltip teaches it.
    const QString shortcutText = shortcut.toString(QKeySequence::NativeText);
    action->setToolTip(shortcutText.isEmpty() ? tip : QStringLiteral("%1 (%2)").arg(tip, shortcutText));
    action->setStatusTip(tip);
    if (!icon.isEmpty())
        action->setIcon(QIcon(QStringLiteral(":/icons/%1.svg").arg(icon)));
    return action;
}

QAction* makeToggle(QObject* parent, const QString& text, const QKeySequence& shortcut, const QString& tip,
                    const QString& icon = {})
{
    QAction* action = makeAction(parent, text, shortcut, tip, icon);
    action->setCheckable(true);
    return action;
}

} // namespace

MainActions::MainActions(QObject* parent) : QObject(parent)
{
    initialiseResources();
    makeFileActions();
    makeRunActions();
    makeViewActions();
    makeHelpActions();
}

void MainActions::makeFileActions()
{
    newFile = makeAction(this, tr("&New"), QKeySequence::New, tr("Start a new scenario: an empty box to add disks to in edit mode"),
                         QStringLiteral("document-new"));
    open = makeAction(this, tr("&Open…"), QKeySequence::Open, tr("Open a scenario file (.json or algs4 .txt) or a saved run (.dlrun)"),
                      QStringLiteral("document-open"));
    save = makeAction(this, tr("&Save"), QKeySequence::Save, tr("Save the scenario"), QStringLiteral("document-save"));
    saveAs = makeAction(this, tr("Save &As…"), QKeySequence(tr("Ctrl+Shift+S")), tr("Save the scenario under a new name"));
    saveState = makeAction(this, tr("Save S&tate As…"), QKeySequence(),
                           tr("Save the run as it is now, with every setting it uses, to go on from this moment later"));
    saveRun = makeAction(this, tr("Save R&un…"), QKeySequence(),
                         tr("Save the scenario with the run so far and its timeline in one file (.dlrun): opened "
                            "again, anywhere, the timeline goes to any moment the run reached, exactly"));
    exportLabReport = makeAction(this, tr("Export &Lab Report…"), QKeySequence(),
                                 tr("Write a lab report of the run so far: the scenario, pictures of the box, the "
                                    "measured quantities with their errors beside the theory, charts, and the command "
                                    "line that reproduces them (PDF, and HTML beside it)"));
    importAlgs4 = makeAction(this, tr("&Import algs4 .txt…"), QKeySequence(tr("Ctrl+I")),
                             tr("Import a Princeton algs4 CollisionSystem file"));
    exportAlgs4 = makeAction(this, tr("algs4 .&txt…"), QKeySequence(tr("Ctrl+E")),
                             tr("Export the scenario as an algs4 text file"));
    exportImage = makeAction(this, tr("View as &PNG…"), QKeySequence(tr("Ctrl+Shift+E")),
                             tr("Save the simulation view as a PNG image"));
    quit = makeAction(this, tr("&Quit"), QKeySequence(tr("Ctrl+Q")), tr("Quit DiskLab"));
    quit->setMenuRole(QAction::QuitRole);
}

void MainActions::makeRunActions()
{
    playPause = makeAction(this, tr("&Play"), QKeySequence(Qt::Key_Space), tr("Run or pause the simulation"),
                           QStringLiteral("media-play"));
    stepEvent = makeAction(this, tr("Step One &Event"), QKeySequence(tr("Shift+Right")),
                           tr("Advance to the next collision (one time step for the time-driven engine)"),
                           QStringLiteral("step-event"));
    stepFrame = makeAction(this, tr("Step One &Frame"), QKeySequence(tr("Right")),
                           tr("Advance by one frame at the current speed"), QStringLiteral("step-frame"));
    previousCollision = makeAction(this, tr("Pre&vious Collision"), QKeySequence(tr("Ctrl+Left")),
                                   tr("Go back to the moment of the previous collision (a time-driven engine: the "
                                      "previous step with a contact)"));
    nextCollision = makeAction(this, tr("Ne&xt Collision"), QKeySequence(tr("Ctrl+Right")),
                               tr("Go to the moment of the next collision in the run so far (a time-driven engine: "
                                  "the next step with a contact)"));
    reset = makeAction(this, tr("&Reset to Initial State"), QKeySequence(tr("Ctrl+R")),
                       tr("Go back to the scenario's t = 0"), QStringLiteral("reset"));
    faster = makeAction(this, tr("&Faster"), QKeySequence(tr("Ctrl+]")), tr("Double the simulated time per second"));
    slower = makeAction(this, tr("&Slower"), QKeySequence(tr("Ctrl+[")), tr("Halve the simulated time per second"));
    compare = makeAction(this, tr("&Compare Engines…"), QKeySequence(tr("Ctrl+Shift+K")),
                         tr("Run the time-driven and the event-driven engine side by side from this scenario"));
    scaling = makeAction(this, tr("Measure &Scaling…"), QKeySequence(),
                         tr("Measure each engine's cost per simulated time unit on gases of 250 to 8000 disks"));
    forceMethods = makeAction(this, tr("Measure &Force Methods…"), QKeySequence(),
                              tr("Time Barnes-Hut against the direct sum of Coulomb forces and measure its error, "
                                 "on random charges"));
    engineGroup = new QActionGroup(this);
    eventDriven = makeToggle(this, tr("&Event-Driven (Exact)"), QKeySequence(tr("Ctrl+1")),
                             tr("Exact simulation: a priority queue of predicted collisions"));
    timeDriven = makeToggle(this, tr("&Time-Driven (Fixed dt)"), QKeySequence(tr("Ctrl+2")),
                            tr("Fixed time step with overlap checks"));
    forces = makeToggle(this, tr("&Forces (Fixed dt)"), QKeySequence(tr("Ctrl+3")),
                        tr("Fixed time step with Coulomb forces and springs between disks (velocity Verlet)"));
    engineGroup->addAction(eventDriven);
    engineGroup->addAction(timeDriven);
    engineGroup->addAction(forces);
    eventDriven->setChecked(true);
    timeStep = makeAction(this, tr("Time &Step dt…"), QKeySequence(tr("Ctrl+T")),
                          tr("Set the time-driven engine's step"));
}

void MainActions::makeViewActions()
{
    zoomToFit = makeAction(this, tr("Zoom to &Fit"), QKeySequence(tr("Ctrl+0")), tr("Show the whole box"),
                           QStringLiteral("zoom-fit"));
    zoomIn = makeAction(this, tr("Zoom &In"), QKeySequence::ZoomIn, tr("Magnify the view"));
    zoomOut = makeAction(this, tr("Zoom &Out"), QKeySequence::ZoomOut, tr("Shrink the view"));
    colourBySpeed = makeToggle(this, tr("Colour by &Speed"), QKeySequence(tr("Ctrl+Shift+C")),
                               tr("Colour disks from slow (blue) to fast (red)"), QStringLiteral("colour-speed"));
    colourByBondOrder = makeToggle(this, tr("Colour by &Bond Order (ψ6)"), QKeySequence(tr("Ctrl+Shift+O")),
                                   tr("Colour disks by the direction of the bonds to their neighbours (the phase of ψ6): "
                                      "a crystal's domains show as patches of one colour, a liquid as confetti"));
    colouringGroup = new QActionGroup(this);
    colouringGroup->setExclusionPolicy(QActionGroup::ExclusionPolicy::ExclusiveOptional);
    colouringGroup->addAction(colourBySpeed);
    colouringGroup->addAction(colourByBondOrder);
    trails = makeToggle(this, tr("&Trails for Selected Disks"), QKeySequence(tr("Ctrl+Shift+T")),
                        tr("Draw the path of each selected disk"), QStringLiteral("trails"));
    clearSelection = makeAction(this, tr("Clear Se&lection"), QKeySequence(Qt::Key_Escape),
                                tr("Deselect all disks"));
    frameRate = makeToggle(this, tr("Frame &Rate Overlay"), QKeySequence(tr("Ctrl+Shift+F")),
                           tr("Show frames per second and paint time on the view"));
    fullScreen = makeToggle(this, tr("F&ull Screen"), QKeySequence(tr("F11")), tr("Use the whole screen"));
    lessonMode = makeToggle(this, tr("&Lesson Mode"), QKeySequence(tr("Ctrl+Shift+L")),
                            tr("Show only the view, the run controls, the lab's controls and gauges, and large buttons, for a class"));
    makeLessonPanelActions();
}

void MainActions::makeHelpActions()
{
    userGuide = makeAction(this, tr("&User Guide"), QKeySequence(tr("F1")), tr("Open the DiskLab user guide"));
    teacherGuide = makeAction(this, tr("&Teacher's Guide"), QKeySequence(),
                              tr("Each example scenario for a lesson: what to show, predict and observe"));
    about = makeAction(this, tr("&About DiskLab"), QKeySequence(tr("Shift+F1")),
                       tr("Version, licence and credits"));
    about->setMenuRole(QAction::AboutRole);
    aboutQt = makeAction(this, tr("About &Qt"), QKeySequence(), tr("The Qt toolkit's version and licence"));
    aboutQt->setMenuRole(QAction::AboutQtRole);
    makeLanguageActions();
}

PlaybackActions MainActions::playback() const
{
    return {playPause, stepEvent, stepFrame, reset};
}

void MainActions::showRunning(bool running)
{
    playPause->setText(running ? tr("&Pause") : tr("&Play"));
    playPause->setIcon(QIcon(running ? QStringLiteral(":/icons/media-pause.svg") : QStringLiteral(":/icons/media-play.svg")));
    const QString tip = running ? tr("Pause the simulation") : tr("Run the simulation");
    playPause->setToolTip(QStringLiteral("%1 (%2)").arg(tip, playPause->shortcut().toString(QKeySequence::NativeText)));
    playPause->setStatusTip(tip);
}

void MainActions::makeLanguageActions()
{
    languageGroup = new QActionGroup(this);
    const QString chosen = savedLanguageChoice();
    for (const LanguageOption& option : languageOptions()) {
        QAction* action = languageGroup->addAction(option.name);
        action->setCheckable(true);
        action->setData(option.code);
        action->setChecked(option.code == chosen);
        action->setStatusTip(tr("Show DiskLab in this language; the open scenario, its edits and the run are kept"));
    }
    connect(languageGroup, &QActionGroup::triggered, this,
            [this](QAction* action) { emit languageChosen(action->data().toString()); });
}

void MainActions::makeLessonPanelActions()
{
    lessonPanels = new QActionGroup(this);
    const auto choice = [this](const QString& text, const char* key, const QString& tip) {
        QAction* action = makeToggle(this, text, QKeySequence(), tip);
        action->setData(QLatin1String(key));
        action->setObjectName(QStringLiteral("lessonPanel_%1").arg(QLatin1String(key)));
        lessonPanels->addAction(action);
        return action;
    };
    lessonNoPanel = choice(tr("&None"), lessonPanelKey::none, tr("Lesson Mode gives the view all the room the gauges leave"));
    lessonSpeedPanel = choice(tr("&Speed Distribution"), lessonPanelKey::speedDistribution,
                              tr("Lesson Mode, with the speed distribution as a large panel beside the view"));
    lessonPressureVolumePanel = choice(tr("&P-V Diagram"), lessonPanelKey::pressureVolume,
                                       tr("Lesson Mode, with the P-V diagram (a box with a piston) as a large panel "
                                          "beside the view"));
    lessonNoPanel->setChecked(true);
}

void MainActions::buildMenus(QMainWindow& window, const QList<QAction*>& dockToggles)
{
    QMenuBar* bar = window.menuBar();
    buildFileMenu(*bar);
    buildSimulationMenu(*bar);
    buildToolBar(window);
    buildViewMenu(*bar, dockToggles);
    buildHelpMenu(*bar);
}

void MainActions::buildFileMenu(QMenuBar& bar)
{
    QMenu* file = bar.addMenu(tr("&File"));
    file->addAction(newFile);
    file->addAction(open);
    examplesMenu = file->addMenu(tr("Open E&xample"));
    recentMenu = file->addMenu(tr("Open &Recent"));
    file->addSeparator();
    file->addAction(save);
    file->addAction(saveAs);
    file->addAction(saveState);
    file->addAction(saveRun);
    file->addAction(exportLabReport);
    file->addSeparator();
    file->addAction(importAlgs4);
    QMenu* exportMenu = file->addMenu(tr("&Export"));
    exportMenu->addAction(exportAlgs4);
    exportMenu->addAction(exportImage);
    file->addSeparator();
    file->addAction(quit);
}

void MainActions::buildSimulationMenu(QMenuBar& bar)
{
    QMenu* simulation = bar.addMenu(tr("&Simulation"));
    simulation->addAction(playPause);
    simulation->addAction(stepEvent);
    simulation->addAction(stepFrame);
    simulation->addAction(previousCollision);
    simulation->addAction(nextCollision);
    simulation->addAction(reset);
    simulation->addSeparator();
    simulation->addAction(faster);
    simulation->addAction(slower);
    simulation->addSeparator();
    QMenu* engine = simulation->addMenu(tr("E&ngine"));
    engine->addAction(eventDriven);
    engine->addAction(timeDriven);
    engine->addAction(forces);
    engine->addSeparator();
    engine->addAction(timeStep);
    simulation->addAction(compare);
    simulation->addAction(scaling);
    simulation->addAction(forceMethods);
}

void MainActions::buildToolBar(QMainWindow& window)
{
    QToolBar* toolBar = window.addToolBar(tr("Main Toolbar"));
    mainToolBar = toolBar;
    toolBar->setObjectName(QStringLiteral("mainToolBar"));
    toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    toolBar->addAction(open);
    toolBar->addAction(save);
    toolBar->addSeparator();
    toolBar->addAction(playPause);
    toolBar->addAction(stepEvent);
    toolBar->addAction(stepFrame);
    toolBar->addAction(reset);
    toolBar->addSeparator();
    toolBar->addAction(zoomToFit);
    toolBar->addAction(colourBySpeed);
    toolBar->addAction(trails);
    toolBarToggle = toolBar->toggleViewAction();
    toolBarToggle->setShortcut(QKeySequence(tr("Ctrl+Shift+B")));
}

void MainActions::buildViewMenu(QMenuBar& bar, const QList<QAction*>& dockToggles)
{
    QMenu* view = bar.addMenu(tr("&View"));
    for (QAction* toggle : dockToggles)
        view->addAction(toggle);
    view->addAction(toolBarToggle);
    view->addSeparator();
    view->addAction(zoomToFit);
    view->addAction(zoomIn);
    view->addAction(zoomOut);
    view->addSeparator();
    view->addAction(colourBySpeed);
    view->addAction(colourByBondOrder);
    view->addAction(trails);
    view->addAction(clearSelection);
    view->addSeparator();
    view->addAction(frameRate);
    view->addAction(fullScreen);
    view->addAction(lessonMode);
    view->addMenu(tr("Lesson &Panel"))->addActions(lessonPanels->actions());
    view->addSeparator();
    unitsMenu = view->addMenu(tr("&Units"));
    view->addMenu(tr("Lan&guage"))->addActions(languageGroup->actions());
}

void MainActions::buildHelpMenu(QMenuBar& bar)
{
    QMenu* help = bar.addMenu(tr("&Help"));
    help->addAction(userGuide);
    help->addAction(teacherGuide);
    help->addSeparator();
    help->addAction(about);
    help->addAction(aboutQt);
}

} // namespace disklab
