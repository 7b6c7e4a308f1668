#pragma once
// No edit lost to a crash: while the open scenario has unsaved changes, a copy of it goes to a
// recovery file in the user's data folder every few seconds (QSaveFile: a crash mid-write
// leaves the previous copy whole). A save, undoing back to the saved state, or closing the
// scenario removes the file. Each session holds a QLockFile beside its recovery file; a file
// whose lock is stale was left by a DiskLab that crashed or was killed, and is offered back at
// the next start.

#include "core/scenario.h"

#include <QList>
#include <QLockFile>
#include <QObject>
#include <QString>
#include <QTimer>

#include <memory>

class QWidget;

namespace disklab {

class ScenarioDocument;

/// A crashed session's unsaved scenario.
struct RecoveredScenario {
    QString recoveryPath;  ///< the recovery file
    QString originalPath;  ///< the native file it was edited from; empty if it had none
    QString sourceName;    ///< the name the window showed, e.g. "gas.json"
};

class CrashRecovery : public QObject {
    Q_OBJECT
public:
    /// The user's recovery folder: <AppDataLocation>/recovery. GUI thread.
    static QString defaultDirectory();

    /// Watches `document` and keeps its unsaved changes in a recovery file in `directory`,
    /// written at most every `intervalMs`. GUI thread.
    CrashRecovery(ScenarioDocument& document, const QString& directory, int intervalMs = 3000,
                  QObject* parent = nullptr);
    /// Removes this session's recovery file: the session ends without crashing.
    ~CrashRecovery() override;

    /// This session's recovery file (it exists only while there are unsaved changes).
    QString recoveryFilePath() const;
    /// Writes the recovery file now if the document has unsaved changes not yet written.
    void autosaveNow();

    /// Recovery files left by sessions that ended without closing, oldest first; the files of
    /// a DiskLab still running are not among them. GUI thread.
    QList<RecoveredScenario> orphans() const;
    /// Puts `orphan` into the document as unsaved changes and deletes its files. On a file that
    /// cannot be read, returns the reason and keeps the file. GUI thread.
    QString restore(const RecoveredScenario& orphan);
    /// Deletes `orphan`'s files. GUI thread.
    void discard(const RecoveredScenario& orphan);
    /// Asks the user, for each orphan, whether to restore it into the document. GUI thread.
    void offerRestore(QWidget* dialogParent);

private:
    void documentChanged();
    void removeRecoveryFile();
    /// Removes the locks of sessions that are gone and left no recovery file (killed with
    /// nothing unsaved), which nothing else would ever remove.
    void removeStaleLocks() const;
    QString sessionFile(const QString& id, const QString& suffix) const;

    ScenarioDocument& m_document;
    QString m_directory;
    QString m_sessionId;
    std::unique_ptr<QLockFile> m_lock;
    QTimer m_timer;
    bool m_unwritten = false;  ///< edits since the last write
};

} // namespace disklab
