#include "checkpoint_files.h"

#include "io/scenario_json.h"
#include "runtime/checkpoint_fields.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

namespace disklab::cli {

namespace {

/// The header line: what the file is, where the run stood, and how long the two parts after it are.
QByteArray headerLine(const Checkpoint& checkpoint, qsizetype scenarioBytes)
{
    QJsonObject header = checkpointFields(checkpoint);
    header.insert("format", kCheckpointFormatName);
    header.insert("version", kCheckpointFormatVersion);
    header.insert("scenario_bytes", static_cast<qint64>(scenarioBytes));
    return QJsonDocument(header).toJson(QJsonDocument::Compact) + '\n';
}

/// The header of the checkpoint file at `path`; empty, with `error` set, if it is not one.
QJsonObject readHeader(QFile& file, QString& error)
{
    const QJsonObject header = QJsonDocument::fromJson(file.readLine(4096)).object();
    if (header.value("format").toString() != kCheckpointFormatName)
        error = file.fileName() + ": not a DiskLab checkpoint";
    else if (header.value("version").toInt() < 1 || header.value("version").toInt() > kCheckpointFormatVersion)
        error = QString("%1: checkpoint format version %2; this DiskLab reads up to %3")
                    .arg(file.fileName())
                    .arg(header.value("version").toInt())
                    .arg(kCheckpointFormatVersion);
    return error.isEmpty() ? header : QJsonObject{};
}

/// The whole checkpoint at `path` whose header is `header`.
std::optional<StoredCheckpoint> readBody(QFile& file, const QJsonObject& header, QString& error)
{
    const qint64 scenarioBytes = header.value("scenario_bytes").toInteger(-1);
    const qint64 stateBytes = header.value("state_bytes").toInteger(-1);
    if (scenarioBytes < 0 || stateBytes < 0 || file.size() - file.pos() != scenarioBytes + stateBytes) {
        error = file.fileName() + ": the checkpoint is cut short or has bytes left over";
        return std::nullopt;
    }
    LoadOptions options;
    options.validation.allowOverlaps = true;  // a stepper's run may hold the overlaps it made
    const LoadResult scenario = scenarioFromJson(file.read(scenarioBytes), file.fileName(), options);
    if (!scenario.ok()) {
        error = scenario.error;
        return std::nullopt;
    }
    StoredCheckpoint stored;
    stored.path = file.fileName();
    stored.config = scenario.scenario->engine;
    Checkpoint& c = stored.checkpoint;
    c = checkpointFromFields(header, file.read(stateBytes));
    c.time = header.value("time").toDouble();
    c.scenario = std::make_shared<const Scenario>(*scenario.scenario);
    return stored;
}

} // namespace

CheckpointDirectory::CheckpointDirectory(const QString& directory, const EngineConfig& config)
    : m_directory(directory), m_config(config)
{
    if (!QDir().mkpath(directory)) {
        m_error = directory + ": cannot create the checkpoint directory";
        return;
    }
    // An earlier run's checkpoints would be replayed as if they were this one's.
    const QDir dir(directory);
    for (const QString& name : dir.entryList({"checkpoint-*.dlcp"}, QDir::Files))
        if (!QFile::remove(dir.filePath(name)))
            m_error = dir.filePath(name) + ": cannot delete an earlier run's checkpoint";
}

void CheckpointDirectory::follow(CheckpointStore& store)
{
    store.added = [this](const Checkpoint& c) { write(c); };
    store.dropped = [this](const Checkpoint& c) { remove(c); };
    for (const Checkpoint& c : store.checkpoints())
        write(c);
}

QString CheckpointDirectory::pathOf(const Checkpoint& checkpoint) const
{
    return QDir(m_directory).filePath(QString("checkpoint-%1.dlcp").arg(checkpoint.serial, 6, 10, QChar('0')));
}

void CheckpointDirectory::write(const Checkpoint& checkpoint)
{
    if (!m_error.isEmpty())
        return;
    if (checkpoint.scenario != m_encodedScenario) {
        Scenario scenario = *checkpoint.scenario;
        scenario.engine = m_config;
        const SaveResult encoded = scenarioToJson(scenario);
        if (!encoded.ok()) {
            m_error = encoded.error;
            return;
        }
        m_encodedScenario = checkpoint.scenario;
        m_encoded = encoded.bytes;
    }
    QSaveFile file(pathOf(checkpoint));
    const bool written = file.open(QIODevice::WriteOnly) && file.write(headerLine(checkpoint, m_encoded.size())) >= 0
                         && file.write(m_encoded) == m_encoded.size()
                         && file.write(reinterpret_cast<const char*>(checkpoint.state.data()),
                                       static_cast<qint64>(checkpoint.state.size()))
                                == static_cast<qint64>(checkpoint.state.size())
                         && file.commit();
    if (!written)
        m_error = QString("%1: cannot write the checkpoint: %2").arg(file.fileName(), file.errorString());
}

void CheckpointDirectory::remove(const Checkpoint& checkpoint)
{
    if (m_error.isEmpty() && !QFile::remove(pathOf(checkpoint)))
        m_error = pathOf(checkpoint) + ": cannot delete the checkpoint thinned out";
}

std::optional<StoredCheckpoint> readCheckpointBefore(const QString& directory, double time, QString& error)
{
    const QStringList names = QDir(directory).entryList({"checkpoint-*.dlcp"}, QDir::Files, QDir::Name);
    QString best;
    double bestTime = 0.0;
    qint64 bestSerial = -1;
    for (const QString& name : names) {
        QFile file(QDir(directory).filePath(name));
        if (!file.open(QIODevice::ReadOnly)) {
            error = file.fileName() + ": cannot read: " + file.errorString();
            return std::nullopt;
        }
        const QJsonObject header = readHeader(file, error);
        if (header.isEmpty())
            return std::nullopt;
        const double t = header.value("time").toDouble();
        const qint64 serial = header.value("serial").toInteger();
        if (t <= time && (best.isEmpty() || t > bestTime || (t == bestTime && serial > bestSerial)))
            best = file.fileName(), bestTime = t, bestSerial = serial;
    }
    if (best.isEmpty()) {
        error = names.isEmpty() ? directory + ": no checkpoints (checkpoint-*.dlcp) in it"
                                : QString("%1: no checkpoint at or before t = %2").arg(directory).arg(time);
        return std::nullopt;
    }
    QFile file(best);
    if (!file.open(QIODevice::ReadOnly)) {
        error = best + ": cannot read: " + file.errorString();
        return std::nullopt;
    }
    const QJsonObject header = readHeader(file, error);
    return header.isEmpty() ? std::nullopt : readBody(file, header, error);
}

} // namespace disklab::cli
