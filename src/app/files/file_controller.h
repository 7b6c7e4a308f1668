#pragma once
// File commands for the main window: new, open, save, save as, import and export, with the
// unsaved-changes prompt, error dialogs and the recent-files list. Reading and writing is the
// io layer's job; this class decides what to ask the user and what the document becomes.

#include "io/load_options.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>

class QImage;
class QWidget;

namespace disklab {

class RecentFiles;
class ScenarioDocument;
struct RunRecord;
struct Scenario;

class FileController : public QObject {
    Q_OBJECT
public:
    /// `dialogParent` parents every dialog; `grabView` renders the simulation view for PNG export.
    FileController(ScenarioDocument& document, RecentFiles& recent, QWidget* dialogParent,
                   std::function<QImage()> grabView, QObject* parent = nullptr);

    /// Asks to save unsaved changes. False if the user cancelled (keep the document).
    bool maybeSave();

    /// Opens `path` (.json native, .txt algs4; .dlrun a run, and runOpened follows) without
    /// asking about unsaved changes. On error shows the io layer's message, offering "Load
    /// Anyway" when only overlaps are wrong.
    /// `options` are the first attempt's (tests pass allowOverlaps). True if it was loaded.
    bool openPath(const QString& path, const LoadOptions& options = {});
    /// Saves to `path` in the format its extension names, showing errors. True on success.
    bool saveTo(const QString& path);
    /// Asks where to save a run's state (File ▸ Save State As…); empty if the user cancelled.
    QString askStatePath();
    /// Writes a run's state saved at simulated time `time` to `path` (a native file; the
    /// document stays as it is), showing errors. True on success.
    bool writeState(const QString& path, const Scenario& state, double time);
    /// Asks where to save a run file (File ▸ Save Run…); empty if the user cancelled.
    QString askRunPath();
    /// Writes the run `record` keeps to `path` as a run file, showing errors. True on success.
    bool writeRun(const QString& path, const RunRecord& record);
    /// Tells the user why the run's state could not be saved.
    void showStateRefusal(const QString& reason);

public slots:
    void newDocument();
    void open();
    /// Opens `path` after the unsaved-changes prompt (examples, recent files).
    void openWithPrompt(const QString& path);
    bool save();
    bool saveAs();
    void importAlgs4();
    void exportAlgs4();
    void exportImage();

signals:
    /// A short message for the status bar.
    void message(const QString& text);
    /// A run file was opened: its scenario is the document's, and the run is to be shown as saved.
    void runOpened(std::shared_ptr<const RunRecord> record);
    /// File ▸ New made an empty box, to be built by hand.
    void documentStartedEmpty();

private:
    /// Asks for a native (.json) file to save to, offering `suggested` in the last folder
    /// used; a name without .json gets it. Empty if the user cancelled.
    QString askNativePath(const QString& title, const QString& suggested);
    /// Asks for a file to save to with `suffix`, offering `suggested` in the last folder used;
    /// `filter` names the files. Empty if the user cancelled.
    QString askPathWithSuffix(const QString& title, const QString& suggested, const QString& filter, const QString& suffix);
    /// Opens the run file `path`, or says why it cannot, opening nothing.
    bool openRun(const QString& path);
    QString startDirectory() const;
    void rememberDirectory(const QString& path);
    void showSaveProblem(const QString& path, const QString& error);

    ScenarioDocument& m_document;
    RecentFiles& m_recent;
    QWidget* m_dialogParent;
    std::function<QImage()> m_grabView;
    /// The opened file's keys DiskLab did not know ("unknown key, ignored" warnings): the
    /// first save of the document drops them, and says so.
    QStringList m_unknownKeys;
};

} // namespace disklab
