#pragma once
// Every command of the main window as a QAction with its text, icon, shortcut and tip. The
// menus, the toolbar and the run-control dock all show these same actions.

#include "app/run/playback_actions.h"

#include <QObject>

class QAction;
class QActionGroup;
class QMainWindow;
class QMenu;
class QMenuBar;
class QToolBar;

namespace disklab {

class MainActions : public QObject {
    Q_OBJECT
public:
    explicit MainActions(QObject* parent);

    /// Puts the actions into `window`'s menu bar and a main toolbar; `docks` are the dock
    /// widgets' toggle actions for the View menu. GUI thread.
    void buildMenus(QMainWindow& window, const QList<QAction*>& dockToggles);

    /// Play/pause, the two steps and reset, for the run controls' buttons.
    PlaybackActions playback() const;

    /// Shows Play or Pause on the play action.
    void showRunning(bool running);

    // File
    QAction* newFile;
    QAction* open;
    QMenu* examplesMenu = nullptr;  ///< filled by the owner
    QMenu* recentMenu = nullptr;    ///< filled by RecentFiles
    QAction* save;
    QAction* saveAs;
    QAction* saveState;
    QAction* saveRun;
    QAction* exportLabReport;
    QAction* importAlgs4;
    QAction* exportAlgs4;
    QAction* exportImage;
    QAction* quit;
    // Simulation
    QAction* playPause;
    QAction* stepEvent;
    QAction* stepFrame;
    QAction* previousCollision;
    QAction* nextCollision;
    QAction* reset;
    QAction* faster;
    QAction* slower;
    QActionGroup* engineGroup;
    QAction* eventDriven;
    QAction* timeDriven;
    QAction* forces;
    QAction* timeStep;
    QAction* compare;
    QAction* scaling;
    QAction* forceMethods;
    // View
    QAction* zoomToFit;
    QAction* zoomIn;
    QAction* zoomOut;
    QAction* colourBySpeed;
    QAction* colourByBondOrder;
    /// Speed and bond order: one colouring at a time, or neither (the disks' own colours).
    QActionGroup* colouringGroup;
    QAction* trails;
    QAction* clearSelection;
    QAction* frameRate;
    QAction* lessonMode;
    QActionGroup* lessonPanels;  ///< View ▸ Lesson Panel: what Lesson Mode shows beside the view
    QAction* lessonNoPanel;
    QAction* lessonSpeedPanel;
    QAction* lessonPressureVolumePanel;
    QAction* fullScreen;
    QAction* toolBarToggle = nullptr;  ///< made with the toolbar
    QToolBar* mainToolBar = nullptr;   ///< made by buildMenus()
    QMenu* unitsMenu = nullptr;        ///< View ▸ Units, filled by the owner (units_menu.h)
    QActionGroup* languageGroup;       ///< View ▸ Language, one action per LanguageOption
    // Help
    QAction* userGuide;
    QAction* teacherGuide;
    QAction* about;
    QAction* aboutQt;

signals:
    /// The user picked an interface language in View ▸ Language (a LanguageOption code).
    void languageChosen(const QString& code);

private:
    void makeFileActions();
    void makeRunActions();
    void makeViewActions();
    void makeHelpActions();
    void makeLanguageActions();
    void makeLessonPanelActions();
    void buildFileMenu(QMenuBar& bar);
    void buildSimulationMenu(QMenuBar& bar);
    void buildToolBar(QMainWindow& window);
    void buildViewMenu(QMenuBar& bar, const QList<QAction*>& dockToggles);
    void buildHelpMenu(QMenuBar& bar);
};

} // namespace disklab
