#include "app/files/crash_recovery.h"

#include "app/document/scenario_document.h"
#include "io/file_bytes.h"
#include "io/scenario_json.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMessageBox>
#include <QStandardPaths>

namespace disklab {
namespace {

const QString kScenarioSuffix = QStringLiteral(".json");
const QString kOriginSuffix = QStringLiteral(".origin");
const QString kLockSuffix = QStringLiteral(".lock");

/// The origin file: where the recovered scenario came from, for the restored window's title.
QByteArray originBytes(const ScenarioDocument& document)
{
    return QJsonDocument(QJsonObject{{QStringLiteral("file"), document.filePath()},
                                     {QStringLiteral("name"), document.displayName()}})
        .toJson(QJsonDocument::Compact);
}

} // namespace

QString CrashRecovery::defaultDirectory()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath(QStringLiteral("recovery"));
}

CrashRecovery::CrashRecovery(ScenarioDocument& document, const QString& directory, int intervalMs, QObject* parent)
    : QObject(parent), m_document(document), m_directory(directory),
      // The start time as well as the process id: a later session may be given the same id.
      m_sessionId(QStringLiteral("session-%1-%2")
                      .arg(QCoreApplication::applicationPid())
                      .arg(QDateTime::currentMSecsSinceEpoch()))
{
    QDir().mkpath(m_directory);
    m_lock = std::make_unique<QLockFile>(sessionFile(m_sessionId, kLockSuffix));
    m_lock->tryLock(0);
    removeStaleLocks();
    m_timer.setInterval(intervalMs);
    connect(&m_timer, &QTimer::timeout, this, &CrashRecovery::autosaveNow);
    m_timer.start();
    connect(&m_document, &ScenarioDocument::edited, this, &CrashRecovery::documentChanged);
    connect(&m_document, &ScenarioDocument::replaced, this, &CrashRecovery::documentChanged);
    connect(&m_document, &ScenarioDocument::modifiedChanged, this, &CrashRecovery::documentChanged);
}

CrashRecovery::~CrashRecovery() { removeRecoveryFile(); }

QString CrashRecovery::sessionFile(const QString& id, const QString& suffix) const
{
    return QDir(m_directory).filePath(id + suffix);
}

QString CrashRecovery::recoveryFilePath() const { return sessionFile(m_sessionId, kScenarioSuffix); }

void CrashRecovery::documentChanged()
{
    m_unwritten = m_document.isModified();
    if (!m_document.isModified())
        removeRecoveryFile();  // saved, undone to the saved state, or replaced by a clean file
}

void CrashRecovery::autosaveNow()
{
    if (!m_unwritten || !m_document.isModified())
        return;
    const SaveResult encoded = scenarioToJson(m_document.scenario());
    if (!encoded.ok())
        return;  // a NaN being typed in: the previous copy stays until the next valid state
    // The origin first: a crash between the two writes leaves a scenario with its origin.
    if (writeFileAtomically(sessionFile(m_sessionId, kOriginSuffix), originBytes(m_document)).isEmpty()
        && writeFileAtomically(recoveryFilePath(), encoded.bytes).isEmpty())
        m_unwritten = false;
}

void CrashRecovery::removeRecoveryFile()
{
    QFile::remove(recoveryFilePath());
    QFile::remove(sessionFile(m_sessionId, kOriginSuffix));
}

void CrashRecovery::removeStaleLocks() const
{
    const QFileInfoList locks = QDir(m_directory).entryInfoList({QStringLiteral("session-*") + kLockSuffix}, QDir::Files);
    for (const QFileInfo& file : locks) {
        const QString id = file.completeBaseName();
        if (id == m_sessionId || QFileInfo::exists(sessionFile(id, kScenarioSuffix)))
            continue;
        // Taking it succeeds only if its owner is gone; unlocking then deletes it.
        QLockFile lock(file.absoluteFilePath());
        if (lock.tryLock(0))
            lock.unlock();
    }
}

QList<RecoveredScenario> CrashRecovery::orphans() const
{
    QList<RecoveredScenario> found;
    const QFileInfoList files = QDir(m_directory).entryInfoList({QStringLiteral("session-*") + kScenarioSuffix},
                                                                QDir::Files, QDir::Time | QDir::Reversed);
    for (const QFileInfo& file : files) {
        const QString id = file.completeBaseName();
        if (id == m_sessionId)
            continue;
        // Taking the lock succeeds only if its owner is gone: QLockFile sees a dead process's lock as stale.
        QLockFile lock(sessionFile(id, kLockSuffix));
        if (!lock.tryLock(0))
            continue;
        lock.unlock();
        QString error;
        const QJsonObject origin =
            QJsonDocument::fromJson(readFileBytes(sessionFile(id, kOriginSuffix), error).value_or(QByteArray())).object();
        found.append({file.absoluteFilePath(), origin.value(QStringLiteral("file")).toString(),
                      origin.value(QStringLiteral("name")).toString(file.fileName())});
    }
    return found;
}

QString CrashRecovery::restore(const RecoveredScenario& orphan)
{
    // Unsaved edits may be half done (a disk dragged half outside the box): back as they were.
    LoadOptions options;
    options.validate = false;
    const LoadResult loaded = loadScenarioJson(orphan.recoveryPath, options);
    if (!loaded.ok())
        return loaded.error;
    m_document.replace(*loaded.scenario, orphan.originalPath, orphan.sourceName, true);
    discard(orphan);
    m_unwritten = true;
    autosaveNow();  // now this session's unsaved changes
    return {};
}

void CrashRecovery::discard(const RecoveredScenario& orphan)
{
    const QString base = orphan.recoveryPath.chopped(kScenarioSuffix.size());
    QFile::remove(orphan.recoveryPath);
    QFile::remove(base + kOriginSuffix);
    QFile::remove(base + kLockSuffix);
}

void CrashRecovery::offerRestore(QWidget* dialogParent)
{
    for (const RecoveredScenario& orphan : orphans()) {
        const auto answer = QMessageBox::question(
            dialogParent, tr("Restore Unsaved Changes"),
            tr("DiskLab closed unexpectedly while “%1” had unsaved changes. Restore them?").arg(orphan.sourceName),
            QMessageBox::Yes | QMessageBox::Discard, QMessageBox::Yes);
        if (answer != QMessageBox::Yes) {
            discard(orphan);
            continue;
        }
        const QString error = restore(orphan);
        if (error.isEmpty())
            return;  // one document at a time: later orphans are offered at the next start
        QMessageBox::warning(dialogParent, tr("Restore Unsaved Changes"),
                             tr("The unsaved changes could not be read back; the file is kept at %1.\n%2")
                                 .arg(QDir::toNativeSeparators(orphan.recoveryPath), error));
    }
}

} // namespace disklab
