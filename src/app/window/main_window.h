#pragma once
// DiskLab's main window. It only composes: the document, the simulation thread's controller,
// the view, the docks, the actions and the file commands are their own classes; this one
// connects them and remembers the window's state.

#include "io/load_options.h"

#include <QList>
#include <QMainWindow>

class QDockWidget;

namespace disklab {

class ComparisonWindow;
class FrameStream;
class EditActions;
class EditModeController;
class ScenarioLibraryActions;
class ScenarioStoryPanel;
class ScenarioValidity;
class FileController;
class StateSaver;
class LabReportExporter;
class MainActions;
class LessonMode;
class RecentFiles;
class ScenarioDocument;
class SimulationController;
class SimulationView;
class TimelineBar;
class UnitsChoice;
class StatusBarPresenter;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    /// Starts with the built-in default scenario loaded and paused, ready to play.
    explicit MainWindow(QWidget* parent = nullptr);
    /// A window that takes over `previous`'s document (with its undo history and selection),
    /// its run (playing or paused, with its engine and speed) and edit mode, and its layout:
    /// View ▸ Language builds one in the new language. `previous` keeps nothing and is to be
    /// deleted at once. GUI thread.
    explicit MainWindow(MainWindow& previous);
    ~MainWindow() override;

    /// Opens `path` without the unsaved-changes prompt (command line, tests). GUI thread.
    bool openFile(const QString& path, const LoadOptions& options = {});

    ScenarioDocument& document() { return *m_document; }
    SimulationController& simulation() { return *m_simulation; }
    SimulationView& view() { return *m_view; }
    MainActions& actions() { return *m_actions; }
    FileController& files() { return *m_files; }
    StateSaver& stateSaver() { return *m_stateSaver; }
    EditModeController& editor() { return *m_editor; }
    EditActions& editActions() { return *m_editActions; }
    ScenarioLibraryActions& library() { return *m_library; }
    UnitsChoice& units() { return *m_units; }
    ScenarioStoryPanel& story() { return *m_story; }
    TimelineBar& timeline() { return *m_timeline; }
    /// Opens comparison mode on the current scenario (Simulation ▸ Compare). GUI thread.
    ComparisonWindow& showComparison();

    /// Simulated time per wall-clock second. GUI thread.
    void setSpeed(double speed);
    double speed() const { return m_speed; }

protected:
    void closeEvent(QCloseEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    /// What a new window takes from the one it replaces; nulls for a fresh start.
    struct Handover {
        ScenarioDocument* document = nullptr;
        SimulationController* simulation = nullptr;
    };
    MainWindow(const Handover& handover, QWidget* parent);
    /// Saves the layout and gives up the document and the run, for the window built next.
    Handover handOver();
    void continueFrom(const MainWindow& previous);
    /// The document's checker and edit mode, which the docks show and drive.
    void createEditing();
    /// Builds the docks of dockRegistry(), each following the frames and units its row names.
    void createDocks();
    /// The window's dock of class `Dock`, built from its row. GUI thread.
    template <class Dock>
    Dock* dock() const
    {
        return findChild<Dock*>(QString(), Qt::FindDirectChildrenOnly);
    }
    void arrangeDocks();
    void buildMenus();
    void createFileHandling();
    void connectActions();
    void connectFileActions();
    void connectRunActions();
    void connectViewActions();
    void connectHelpActions();
    void connectPanels();
    void connectSimulation();
    void connectDocument();
    /// The view with the timeline under it, as the central widget.
    void placeViewAndTimeline();
    void connectTimeline();
    void restartSimulation();
    /// Shows the document's engine in the run controls and the Simulation ▸ Engine menu.
    void showEngineChoice();
    void askTimeStep();
    void populateExamples();
    void updateTitle();
    void restoreSettings();
    void saveSettings() const;

    ScenarioDocument* m_document;
    SimulationController* m_simulation;
    FrameStream* m_frames;  // the main run's frames, and comparison mode's once it is open
    SimulationView* m_view;
    TimelineBar* m_timeline = nullptr;
    MainActions* m_actions;
    RecentFiles* m_recent;
    FileController* m_files;
    StateSaver* m_stateSaver;
    LabReportExporter* m_labReport;
    StatusBarPresenter* m_status;
    UnitsChoice* m_units;
    LessonMode* m_lesson;
    QList<QDockWidget*> m_docks;  // dockRegistry()'s, row by row
    ComparisonWindow* m_comparison = nullptr;
    ScenarioValidity* m_validity;
    EditModeController* m_editor;
    EditActions* m_editActions;
    ScenarioLibraryActions* m_library;
    ScenarioStoryPanel* m_story;
    double m_speed = 1.0;
    /// No saved layout was restored: the first show gives the right-hand docks their share.
    bool m_firstStartLayout = false;
    /// Took over a window in another language: the first show widens the run controls to fit.
    bool m_widenRunControls = false;
};

} // namespace disklab
