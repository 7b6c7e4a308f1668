#pragma once
// The scenario being worked on: its content, where it lives on disk, whether it has unsaved
// changes, and the editor's selection (one DiskSelection that every view of the document shares). Every edit is an undo command pushed with push(); the
// commands change the scenario through applyEdit(), which tells the views what changed. The
// engine the scenario runs on is the document's too: the run controls and the Simulation menu
// push its choice, the window and the run read it from scenario().engine.

#include "app/document/disk_selection.h"
#include "core/scenario.h"

#include <QList>
#include <QObject>
#include <QString>

#include <functional>

class QUndoCommand;
class QUndoStack;

namespace disklab {

class ScenarioDocument : public QObject {
    Q_OBJECT
public:
    explicit ScenarioDocument(QObject* parent = nullptr);

    const Scenario& scenario() const { return m_scenario; }
    /// The native (.json) file this document saves to; empty if it has none yet.
    QString filePath() const { return m_filePath; }
    /// File name for titles and prompts: the file's name, the imported file's name, or "Untitled".
    QString displayName() const;
    bool isModified() const;
    QUndoStack* undoStack() const { return m_undoStack; }

    /// Replaces the whole document (new, open, import). `filePath` is the native file it saves
    /// to (empty for new or imported); `sourceName` names where it came from for titles.
    /// `modified` is true for content that exists in no file (a generated scenario): closing asks to save it.
    void replace(const Scenario& scenario, const QString& filePath, const QString& sourceName, bool modified);
    /// Records a successful save to `filePath`: the document is now clean.
    void markSaved(const QString& filePath);

    /// What an edit touched, so views refresh only that.
    enum class EditScope {
        DiskValues,  ///< values of existing disks (indices given)
        DiskCount,   ///< disks added or removed: indices shift
        Settings,    ///< box, boundary, gravity, walls
        Segments,    ///< interior walls
        Text,        ///< title, description and their translations
        Engine       ///< the engine chosen to run it: no edit of the scene, so not edited()
    };
    /// Pushes `command` onto the undo stack, which runs it. GUI thread.
    void push(QUndoCommand* command);
    /// For undo commands only: applies `change` to the scenario and tells the views.
    /// `disks` lists the disks changed for EditScope::DiskValues (empty: all). GUI thread.
    void applyEdit(EditScope scope, const std::function<void(Scenario&)>& change, const QList<int>& disks = {});

    /// Selected disks, ascending indices into scenario().disks.
    QList<int> selection() const { return m_selection->disks(); }
    /// Selects `disks` (any order; out-of-range and repeated indices dropped).
    void setSelection(const QList<int>& disks);
    /// The selection itself, for views that show it and listen to its changed() signal.
    DiskSelection& diskSelection() const { return *m_selection; }

signals:
    /// The whole scenario was replaced: restart the simulation from it.
    void replaced();
    void modifiedChanged(bool modified);
    /// The title may have changed (file path, source name or modified flag).
    void titleChanged();
    /// Disks are about to be added or removed (views holding indices must let go).
    void diskCountAboutToChange();
    void diskCountChanged();
    /// Values of `disks` changed (empty: possibly all).
    void disksChanged(const QList<int>& disks);
    /// Box, boundary, gravity or wall motion changed.
    void settingsChanged();
    void segmentsChanged();
    /// The title, the description or one of their translations changed.
    void textChanged();
    /// scenario().engine changed. `chosen`: by a choice of engine (or its undo or redo), which
    /// restarts the run on it; else by an edit of the scene that needs another engine (its
    /// first charge needs the force engine), which edit mode loads with the edited scenario.
    void engineChanged(bool chosen);
    /// Any edit of the scene (after the specific signal above), the engine choice aside.
    void edited();

private:
    void setModifiedOutsideUndo(bool modified);

    Scenario m_scenario;
    QString m_filePath;
    QString m_sourceName;
    bool m_modifiedOutsideUndo = false;
    QUndoStack* m_undoStack = nullptr;
    DiskSelection* m_selection = nullptr;
};

} // namespace disklab
