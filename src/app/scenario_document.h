#pragma once
// The scenario being worked on: its content, where it lives on disk and whether it has unsaved
// changes. Edits will go through undoStack() as undo commands (the editor comes later); until
// then the few edits made outside it (engine choice) mark the document modified directly.

#include "core/scenario.h"

#include <QObject>
#include <QString>

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
    /// `modified` is true for content not yet saved anywhere in native form (an import).
    void replace(const Scenario& scenario, const QString& filePath, const QString& sourceName, bool modified);
    /// Records a successful save to `filePath`: the document is now clean.
    void markSaved(const QString& filePath);
    /// Changes the engine settings the document carries (saved with it).
    void setEngineSettings(const EngineSettings& settings);

signals:
    /// The whole scenario was replaced: restart the simulation from it.
    void replaced();
    void modifiedChanged(bool modified);
    /// The title may have changed (file path, source name or modified flag).
    void titleChanged();

private:
    void setModifiedOutsideUndo(bool modified);

    Scenario m_scenario;
    QString m_filePath;
    QString m_sourceName;
    bool m_modifiedOutsideUndo = false;
    QUndoStack* m_undoStack = nullptr;
};

} // namespace disklab
