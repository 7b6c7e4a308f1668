#include "app/files/file_controller.h"

#include "app/document/scenario_document.h"
#include "app/files/load_error_prompt.h"
#include "app/files/recent_files.h"
#include "core/empty_box_generator.h"
#include "core/scenario.h"
#include "io/algs4_format.h"
#include "io/scenario_file.h"
#include "runtime/run_file.h"
#include "runtime/run_record.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QImage>
#include <QLocale>
#include <QMessageBox>
#include <QSaveFile>
#include <QSettings>
#include <QStandardPaths>

namespace disklab {
namespace {
const QString kDirectoryKey = QStringLiteral("files/lastDirectory");
}

FileController::FileController(ScenarioDocument& document, RecentFiles& recent, QWidget* dialogParent,
                               std::function<QImage()> grabView, QObject* parent)
    : QObject(parent), m_document(document), m_recent(recent), m_dialogParent(dialogParent),
      m_grabView(std::move(grabView))
{
    connect(&m_recent, &RecentFiles::openRequested, this, &FileController::openWithPrompt);
    connect(&m_document, &ScenarioDocument::replaced, this, [this] { m_unknownKeys.clear(); });
}

bool FileController::maybeSave()
{
    if (!m_document.isModified())
        return true;
    const auto answer = QMessageBox::warning(
        m_dialogParent, tr("Unsaved Changes"),
        tr("The scenario “%1” has unsaved changes. Do you want to save them?").arg(m_document.displayName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

bool FileController::openPath(const QString& path, const LoadOptions& options)
{
    if (isRunFilePath(path))
        return openRun(path);
    LoadResult result = loadScenarioFile(path, options);
    if (!result.ok()) {
        // Overlapping disks are the one fault a user may knowingly accept (legacy algs4
        // files): if allowing them fixes everything, offer that.
        LoadResult lenient;
        if (!options.validation.allowOverlaps) {
            LoadOptions relaxed = options;
            relaxed.validation.allowOverlaps = true;
            lenient = loadScenarioFile(path, relaxed);
        }
        const auto choice = LoadErrorPrompt::show(m_dialogParent, path, result.error, lenient.ok());
        if (choice != LoadErrorChoice::LoadAnyway)
            return false;
        result = std::move(lenient);
    }
    const bool native = scenarioFormatForPath(path) == ScenarioFormat::Json;
    // An algs4 file becomes a native document with no file yet, so that Save asks for a .json
    // name and never overwrites the .txt. It is not modified: nothing has been changed that
    // switching to another file could lose.
    m_document.replace(*result.scenario, native ? QFileInfo(path).absoluteFilePath() : QString(),
                       QFileInfo(path).fileName(), false);
    m_recent.add(path);
    rememberDirectory(path);
    m_unknownKeys = result.warnings.filter(QStringLiteral("unknown key"));
    if (!result.warnings.isEmpty())
        emit message(tr("Opened %1 with warnings: %2").arg(QFileInfo(path).fileName(), result.warnings.join(QStringLiteral("; "))));
    else
        emit message(tr("Opened %1").arg(QFileInfo(path).fileName()));
    return true;
}

bool FileController::openRun(const QString& path)
{
    QString error;
    std::optional<RunRecord> record = readRunFile(path, error);
    if (!record) {
        QMessageBox::warning(m_dialogParent, tr("Cannot Open Run"), tr("DiskLab cannot open this run file:\n%1").arg(error));
        return false;
    }
    // The document is the run's scenario with no file of its own: Save asks for a scenario's
    // name and never writes a scenario over the run file.
    m_document.replace(*record->scenario, QString(), QFileInfo(path).fileName(), false);
    m_recent.add(path);
    rememberDirectory(path);
    const double shown = record->shown;
    emit runOpened(std::make_shared<const RunRecord>(std::move(*record)));
    emit message(tr("Opened the run %1 at t = %2: the timeline goes to any moment it reached")
                     .arg(QFileInfo(path).fileName(), QLocale().toString(shown, 'g', 6)));
    return true;
}

void FileController::newDocument()
{
    if (!maybeSave())
        return;
    Scenario empty = generateEmptyBox(EmptyBoxParameters{});
    empty.title = tr("New scenario").toStdString();
    m_document.replace(std::move(empty), QString(), QString(), false);
    emit message(tr("New scenario: an empty box, in edit mode. Click in the box to add disks"));
    emit documentStartedEmpty();
}

void FileController::open()
{
    if (!maybeSave())
        return;
    const QString path = QFileDialog::getOpenFileName(
        m_dialogParent, tr("Open Scenario"), startDirectory(),
        tr("Scenario files and runs (*.json *.txt *.dlrun);;DiskLab scenarios (*.json);;algs4 text files (*.txt);;"
           "DiskLab runs (*.dlrun);;All files (*)"));
    if (!path.isEmpty())
        openPath(path);
}

void FileController::openWithPrompt(const QString& path)
{
    if (maybeSave())
        openPath(path);
}

bool FileController::save()
{
    if (m_document.filePath().isEmpty())
        return saveAs();
    return saveTo(m_document.filePath());
}

bool FileController::saveAs()
{
    const QString base = QFileInfo(m_document.displayName()).completeBaseName();
    const QString path = askNativePath(tr("Save Scenario As"), base + QStringLiteral(".json"));
    return !path.isEmpty() && saveTo(path);
}

QString FileController::askNativePath(const QString& title, const QString& suggested)
{
    return askPathWithSuffix(title, suggested, tr("DiskLab scenarios (*.json)"), QStringLiteral("json"));
}

QString FileController::askPathWithSuffix(const QString& title, const QString& suggested, const QString& filter,
                                          const QString& suffix)
{
    QString path = QFileDialog::getSaveFileName(m_dialogParent, title, QDir(startDirectory()).filePath(suggested), filter);
    if (!path.isEmpty() && QFileInfo(path).suffix().compare(suffix, Qt::CaseInsensitive) != 0)
        path += QLatin1Char('.') + suffix;
    return path;
}

bool FileController::saveTo(const QString& path)
{
    const SaveResult result = saveScenarioFile(path, m_document.scenario());
    if (!result.ok()) {
        showSaveProblem(path, result.error);
        return false;
    }
    m_document.markSaved(QFileInfo(path).absoluteFilePath());
    m_recent.add(path);
    rememberDirectory(path);
    if (m_unknownKeys.isEmpty())
        emit message(tr("Saved %1").arg(QFileInfo(path).fileName()));
    else
        emit message(tr("Saved %1 without the keys DiskLab does not know: %2")
                         .arg(QFileInfo(path).fileName(), m_unknownKeys.join(QStringLiteral("; "))));
    m_unknownKeys.clear();
    return true;
}

QString FileController::askStatePath()
{
    const QString base = QFileInfo(m_document.displayName()).completeBaseName();
    return askNativePath(tr("Save State As"), tr("%1 state.json").arg(base));
}

bool FileController::writeState(const QString& path, const Scenario& state, double time)
{
    const SaveResult result = saveScenarioFile(path, state);
    if (!result.ok()) {
        showSaveProblem(path, result.error);
        return false;
    }
    m_recent.add(path);
    rememberDirectory(path);
    emit message(tr("Saved the run as it was at t = %1 to %2: open it to go on from there")
                     .arg(QLocale().toString(time, 'g', 6), QFileInfo(path).fileName()));
    return true;
}

QString FileController::askRunPath()
{
    const QString base = QFileInfo(m_document.displayName()).completeBaseName();
    return askPathWithSuffix(tr("Save Run"), tr("%1 run.dlrun").arg(base), tr("DiskLab runs (*.dlrun)"),
                             QString::fromLatin1(kRunFileSuffix));
}

bool FileController::writeRun(const QString& path, const RunRecord& record)
{
    if (const std::optional<QString> error = writeRunFile(path, record)) {
        showSaveProblem(path, *error);
        return false;
    }
    m_recent.add(path);
    rememberDirectory(path);
    emit message(tr("Saved the run up to t = %1 with its timeline to %2")
                     .arg(QLocale().toString(record.timeline.reached, 'g', 6), QFileInfo(path).fileName()));
    return true;
}

void FileController::showStateRefusal(const QString& reason)
{
    QMessageBox::warning(m_dialogParent, tr("Cannot Save State"), tr("DiskLab cannot save this run's state: %1.").arg(reason));
}

void FileController::importAlgs4()
{
    if (!maybeSave())
        return;
    const QString path = QFileDialog::getOpenFileName(m_dialogParent, tr("Import algs4 File"), startDirectory(),
                                                      tr("algs4 text files (*.txt);;All files (*)"));
    if (path.isEmpty())
        return;
    // Any extension: the user said this is an algs4 file.
    LoadResult result = loadAlgs4File(path);
    if (!result.ok()) {
        LoadOptions relaxed;
        relaxed.validation.allowOverlaps = true;
        LoadResult lenient = loadAlgs4File(path, relaxed);
        if (LoadErrorPrompt::show(m_dialogParent, path, result.error, lenient.ok()) != LoadErrorChoice::LoadAnyway)
            return;
        result = std::move(lenient);
    }
    m_document.replace(*result.scenario, QString(), QFileInfo(path).fileName(), false);
    m_recent.add(path);
    rememberDirectory(path);
    emit message(tr("Imported %1").arg(QFileInfo(path).fileName()));
}

void FileController::exportAlgs4()
{
    const QString base = QFileInfo(m_document.displayName()).completeBaseName();
    QString path = QFileDialog::getSaveFileName(m_dialogParent, tr("Export as algs4 Text"),
                                                QDir(startDirectory()).filePath(base + QStringLiteral(".txt")),
                                                tr("algs4 text files (*.txt)"));
    if (path.isEmpty())
        return;
    const SaveResult result = saveAlgs4File(path, m_document.scenario());
    if (!result.ok()) {
        showSaveProblem(path, result.error);
        return;
    }
    rememberDirectory(path);
    if (!result.warnings.isEmpty()) {
        QMessageBox::information(m_dialogParent, tr("Exported with Omissions"),
                                 tr("The algs4 format cannot hold everything in this scenario:\n\n%1")
                                     .arg(result.warnings.join(QLatin1Char('\n'))));
    }
    emit message(tr("Exported %1").arg(QFileInfo(path).fileName()));
}

void FileController::exportImage()
{
    const QString base = QFileInfo(m_document.displayName()).completeBaseName();
    const QString path = QFileDialog::getSaveFileName(m_dialogParent, tr("Export View as PNG"),
                                                      QDir(startDirectory()).filePath(base + QStringLiteral(".png")),
                                                      tr("PNG images (*.png)"));
    if (path.isEmpty())
        return;
    QSaveFile file(path);
    const QImage image = m_grabView();
    if (!file.open(QIODevice::WriteOnly) || !image.save(&file, "PNG") || !file.commit()) {
        showSaveProblem(path, file.errorString());
        return;
    }
    rememberDirectory(path);
    emit message(tr("Exported %1").arg(QFileInfo(path).fileName()));
}

QString FileController::startDirectory() const
{
    const QString remembered = QSettings().value(kDirectoryKey).toString();
    if (!remembered.isEmpty() && QFileInfo(remembered).isDir())
        return remembered;
    return QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
}

void FileController::rememberDirectory(const QString& path)
{
    QSettings().setValue(kDirectoryKey, QFileInfo(path).absolutePath());
}

void FileController::showSaveProblem(const QString& path, const QString& error)
{
    QMessageBox::critical(m_dialogParent, tr("Cannot Save"),
                          tr("DiskLab could not write “%1”.\n\n%2").arg(QFileInfo(path).fileName(), error));
}

} // namespace disklab
