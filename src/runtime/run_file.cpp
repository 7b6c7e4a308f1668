#include "runtime/run_file.h"

#include "io/scenario_json.h"
#include "runtime/checkpoint_fields.h"
#include "runtime/timeline_event_names.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

namespace disklab {

namespace {

QByteArrayView bytesOf(const Checkpoint& checkpoint)
{
    return {reinterpret_cast<const char*>(checkpoint.state.data()), static_cast<qsizetype>(checkpoint.state.size())};
}

/// The scenarios a run file holds, each once: the run's at t = 0 first, then those its
/// checkpoints hold, all with the run's engine settings; and which one each checkpoint holds.
struct EncodedScenarios {
    std::vector<QByteArray> files;
    std::vector<int> ofCheckpoint;
    QString error;
};

int encodedIndex(EncodedScenarios& encoded, Scenario scenario, const EngineConfig& engine)
{
    scenario.engine = engine;
    const SaveResult saved = scenarioToJson(scenario);
    if (!saved.ok()) {
        encoded.error = saved.error;
        return -1;
    }
    for (std::size_t k = 0; k < encoded.files.size(); ++k)
        if (encoded.files[k] == saved.bytes)
            return static_cast<int>(k);
    encoded.files.push_back(saved.bytes);
    return static_cast<int>(encoded.files.size()) - 1;
}

EncodedScenarios encodeScenarios(const RunRecord& record)
{
    EncodedScenarios encoded;
    encodedIndex(encoded, *record.scenario, record.engine);
    const Scenario* previous = nullptr;
    for (const Checkpoint& checkpoint : record.checkpoints) {
        // Checkpoints share one scenario while the lab leaves it alone: encoded once.
        const bool same = checkpoint.scenario.get() == previous;
        encoded.ofCheckpoint.push_back(same ? encoded.ofCheckpoint.back()
                                            : encodedIndex(encoded, *checkpoint.scenario, record.engine));
        previous = checkpoint.scenario.get();
    }
    return encoded;
}

QJsonArray markersJson(const RunTimeline& timeline)
{
    QJsonArray markers;
    for (const TimelineMarker& m : timeline.markers)
        markers.append(QJsonObject{{"time", m.time}, {"event", timelineEventName(m.event)}, {"count", static_cast<qint64>(m.count)}});
    return markers;
}

QJsonArray checkpointsJson(const RunRecord& record, const std::vector<int>& scenarioOf)
{
    QJsonArray checkpoints;
    for (std::size_t k = 0; k < record.checkpoints.size(); ++k) {
        QJsonObject entry = checkpointFields(record.checkpoints[k]);
        entry.insert("scenario", scenarioOf[k]);
        checkpoints.append(entry);
    }
    return checkpoints;
}

QByteArray headerLine(const RunRecord& record, const EncodedScenarios& encoded, qint64 bodyBytes, const QByteArray& sha256)
{
    QJsonArray scenarioBytes;
    for (const QByteArray& file : encoded.files)
        scenarioBytes.append(static_cast<qint64>(file.size()));
    const QJsonObject header{{"format", kRunFormatName},
                             {"version", kRunFormatVersion},
                             {"shown", record.shown},
                             {"reached", record.timeline.reached},
                             {"history", static_cast<qint64>(record.timeline.history)},
                             {"spacing", static_cast<qint64>(record.spacing)},
                             {"markers", markersJson(record.timeline)},
                             {"scenario_bytes", scenarioBytes},
                             {"checkpoints", checkpointsJson(record, encoded.ofCheckpoint)},
                             {"body_bytes", bodyBytes},
                             {"sha256", QString::fromLatin1(sha256.toHex())}};
    return QJsonDocument(header).toJson(QJsonDocument::Compact) + '\n';
}

} // namespace

bool isRunFilePath(const QString& path)
{
    return QFileInfo(path).suffix().compare(kRunFileSuffix, Qt::CaseInsensitive) == 0;
}

std::optional<QString> writeRunFile(const QString& path, const RunRecord& record)
{
    const EncodedScenarios encoded = encodeScenarios(record);
    if (!encoded.error.isEmpty())
        return QString("%1: cannot write the run: %2").arg(path, encoded.error);
    QCryptographicHash hash(QCryptographicHash::Sha256);
    qint64 bodyBytes = 0;
    for (const QByteArray& file : encoded.files)
        hash.addData(file), bodyBytes += file.size();
    for (const Checkpoint& checkpoint : record.checkpoints)
        hash.addData(bytesOf(checkpoint)), bodyBytes += static_cast<qint64>(checkpoint.state.size());
    QSaveFile file(path);
    bool written = file.open(QIODevice::WriteOnly) && file.write(headerLine(record, encoded, bodyBytes, hash.result())) >= 0;
    for (const QByteArray& part : encoded.files)
        written = written && file.write(part) == part.size();
    for (const Checkpoint& checkpoint : record.checkpoints)
        written = written && file.write(bytesOf(checkpoint).data(), bytesOf(checkpoint).size()) == bytesOf(checkpoint).size();
    if (written && file.commit())
        return std::nullopt;
    return QString("%1: cannot write the run: %2").arg(path, file.errorString());
}

} // namespace disklab
