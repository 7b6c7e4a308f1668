#pragma once
// DiskLab's main window. It only composes: the document, the simulation thread's controller,
// the view, the docks, the actions and the file commands are their own classes; this one
// connects them and remembers the window's state.

#include "io/load_options.h"

#include <QMainWindow>

namespace disklab {

class ComparisonWindow;
class FrameStream;
class DiskTableDock;
class EditActions;
class EditModeController;
class ProblemsDock;
class PropertiesDock;
class ScenarioLibraryActions;
class ScenarioStoryPanel;
class ScenarioValidity;
class UndoHistoryDock;
class AggregationDock;
class DiffusionDock;
class StructureDock;
class EventLogDock;
class ForceMethodsDock;
class FileController;
class StateSaver;
class LabReportExporter;
class MainActions;
class LabControlsDock;
class LabGaugesDock;
class LessonMode;
class PerformanceDock;
class RecentFiles;
class RunControlDock;
class ScalingDock;
class ScenarioDocument;
class SimulationController;
class SimulationView;
class SpeedDistributionDock;
class TimeSeriesDock;
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
    LabReportExporter& labReport() { return *m_labReport; }
    RunControlDock& runControls() { return *m_runControls; }
    SpeedDistributionDock& speedDistribution() { return *m_speedDistribution; }
    TimeSeriesDock& timeSeries() { return *m_timeSeries; }
    EditModeController& editor() { return *m_editor; }
    EditActions& editActions() { return *m_editActions; }
    DiskTableDock& diskTable() { return *m_diskTable; }
    PropertiesDock& properties() { return *m_properties; }
    ProblemsDock& problems() { return *m_problems; }
    ScenarioLibraryActions& library() { return *m_library; }
    EventLogDock& eventLog() { return *m_eventLog; }
    PerformanceDock& performance() { return *m_performance; }
    LabGaugesDock& gauges() { return *m_gauges; }
    LabControlsDock& labControls() { return *m_labControls; }
    UnitsChoice& units() { return *m_units; }
    DiffusionDock& diffusion() { return *m_diffusion; }
    StructureDock& structure() { return *m_structure; }
    AggregationDock& aggregation() { return *m_aggregation; }
    ScalingDock& scaling() { return *m_scaling; }
    ForceMethodsDock& forceMethods() { return *m_forceMethods; }
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
    void createDocks();
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
    RunControlDock* m_runControls;
    RecentFiles* m_recent;
    FileController* m_files;
    StateSaver* m_stateSaver;
    LabReportExporter* m_labReport;
    StatusBarPresenter* m_status;
    SpeedDistributionDock* m_speedDistribution;
    TimeSeriesDock* m_timeSeries;
    EventLogDock* m_eventLog;
    PerformanceDock* m_performance;
    LabGaugesDock* m_gauges;
    LabControlsDock* m_labControls;
    UnitsChoice* m_units;
    LessonMode* m_lesson;
    DiffusionDock* m_diffusion;
    StructureDock* m_structure;
    AggregationDock* m_aggregation;
    ScalingDock* m_scaling;
    ForceMethodsDock* m_forceMethods;
    ComparisonWindow* m_comparison = nullptr;
    ScenarioValidity* m_validity;
    EditModeController* m_editor;
    EditActions* m_editActions;
    DiskTableDock* m_diskTable;
    PropertiesDock* m_properties;
    ProblemsDock* m_problems;
    UndoHistoryDock* m_undoHistory;
    ScenarioLibraryActions* m_library;
    ScenarioStoryPanel* m_story;
    double m_speed = 1.0;
    /// No saved layout was restored: the first show gives the right-hand docks their share.
    bool m_firstStartLayout = false;
    /// Took over a window in another language: the first show widens the run controls to fit.
    bool m_widenRunControls = false;
};

} // namespace disklab
