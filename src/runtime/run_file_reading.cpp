// Reading a run file (run_file.h): the header checked, the body read whole and checked against
// its length and SHA-256, then the scenarios, checkpoints and timeline built; any fault stops it
// with a message naming the file, before the caller sees anything.
#include "runtime/run_file.h"

#include "io/scenario_json.h"
#include "runtime/checkpoint_fields.h"
#include "runtime/timeline_event_names.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace disklab {

namespace {

constexpr qint64 kMaxHeaderBytes = qint64{64} << 20;

/// What one read has checked so far; `fail` keeps the first fault, with the file's name.
struct Reading {
    QString path;
    QString error;
    bool fail(const QString& what)
    {
        if (error.isEmpty())
            error = QString("%1: %2").arg(path, what);
        return false;
    }
};

std::optional<QJsonObject> readHeader(QFile& file, Reading& reading)
{
    const QByteArray line = file.readLine(kMaxHeaderBytes);
    if (!line.startsWith('{'))
        return reading.fail("not a DiskLab run file"), std::nullopt;
    if (!line.endsWith('\n'))
        return reading.fail("the run file is cut short within its header"), std::nullopt;
    const QJsonObject header = QJsonDocument::fromJson(line).object();
    const int version = header.value("version").toInt();
    if (header.value("format").toString() != kRunFormatName)
        return reading.fail("not a DiskLab run file"), std::nullopt;
    if (version < 1 || version > kRunFormatVersion)
        return reading.fail(QString("run file format version %1; this DiskLab reads up to %2").arg(version).arg(kRunFormatVersion)),
               std::nullopt;
    return header;
}

std::optional<QByteArray> readBody(QFile& file, const QJsonObject& header, Reading& reading)
{
    const qint64 announced = header.value("body_bytes").toInteger(-1);
    const QByteArray body = file.readAll();
    if (announced < 0)
        return reading.fail("the run file's header gives no body_bytes"), std::nullopt;
    if (body.size() < announced)
        return reading.fail(QString("the run file is cut short: %1 of the %2 bytes after its header").arg(body.size()).arg(announced)),
               std::nullopt;
    if (body.size() > announced)
        return reading.fail(QString("the run file has %1 bytes after its end").arg(body.size() - announced)), std::nullopt;
    const QByteArray sha256 = QCryptographicHash::hash(body, QCryptographicHash::Sha256).toHex();
    if (sha256 != header.value("sha256").toString().toLatin1())
        return reading.fail("the run file is damaged: its contents do not match their SHA-256 checksum"), std::nullopt;
    return body;
}

/// The next `bytes` of `body` from `offset`, which moves past them; false if they are not there.
bool takeBytes(const QByteArray& body, qint64& offset, qint64 bytes, QByteArrayView& taken)
{
    if (bytes < 0 || bytes > body.size() - offset)
        return false;
    taken = QByteArrayView(body).sliced(offset, bytes);
    offset += bytes;
    return true;
}

bool readScenarios(const QJsonArray& sizes, const QByteArray& body, qint64& offset,
                   std::vector<std::shared_ptr<const Scenario>>& scenarios, Reading& reading)
{
    LoadOptions options;
    options.validation.allowOverlaps = true;  // a stepper's run may hold the overlaps it made
    for (qsizetype k = 0; k < sizes.size(); ++k) {
        QByteArrayView bytes;
        if (!takeBytes(body, offset, sizes[k].toInteger(-1), bytes))
            return reading.fail(QString("scenario %1 does not fit in the run file").arg(k));
        const LoadResult loaded = scenarioFromJson(bytes.toByteArray(), reading.path, options);
        if (!loaded.ok())
            return reading.fail(QString("scenario %1: %2").arg(k).arg(loaded.error));
        scenarios.push_back(std::make_shared<const Scenario>(*loaded.scenario));
    }
    return !scenarios.empty() || reading.fail("the run file holds no scenario");
}

bool readCheckpoint(const QJsonObject& entry, const QByteArray& body, qint64& offset,
                    const std::vector<std::shared_ptr<const Scenario>>& scenarios, RunRecord& record, Reading& reading)
{
    const qint64 scenario = entry.value("scenario").toInteger(-1);
    QByteArrayView state;
    if (scenario < 0 || scenario >= static_cast<qint64>(scenarios.size()))
        return reading.fail(QString("checkpoint %1 names a scenario the file does not hold").arg(record.checkpoints.size()));
    if (!takeBytes(body, offset, entry.value("state_bytes").toInteger(-1), state))
        return reading.fail(QString("checkpoint %1 does not fit in the run file").arg(record.checkpoints.size()));
    Checkpoint c = checkpointFromFields(entry, state);
    c.time = entry.value("time").toDouble(-1.0);
    c.scenario = scenarios[static_cast<std::size_t>(scenario)];
    const Checkpoint* before = record.checkpoints.empty() ? nullptr : &record.checkpoints.back();
    const bool inOrder = before ? c.time >= before->time && c.serial > before->serial : c.time == 0.0;
    if (!inOrder)
        return reading.fail(QString("checkpoint %1 is out of order (the first is at t = 0, the rest in the order taken)")
                                .arg(record.checkpoints.size()));
    record.checkpoints.push_back(std::move(c));
    return true;
}

bool readTimeline(const QJsonObject& header, RunRecord& record, Reading& reading)
{
    record.timeline.reached = header.value("reached").toDouble(-1.0);
    record.timeline.history = static_cast<std::uint64_t>(header.value("history").toInteger());
    record.shown = header.value("shown").toDouble(-1.0);
    record.spacing = static_cast<std::uint64_t>(header.value("spacing").toInteger());
    if (record.spacing == 0)
        return reading.fail("the run file's checkpoint spacing is missing");
    if (record.timeline.reached < record.checkpoints.back().time || record.shown < 0.0 || record.shown > record.timeline.reached)
        return reading.fail("the run file's times do not fit its checkpoints");
    for (const QJsonValue& value : header.value("markers").toArray()) {
        const QJsonObject marker = value.toObject();
        const std::optional<TimelineEvent> event = timelineEventNamed(marker.value("event").toString());
        if (!event)
            return reading.fail(QString("unknown timeline event '%1'").arg(marker.value("event").toString()));
        record.timeline.markers.push_back({marker.value("time").toDouble(), *event,
                                           static_cast<std::uint64_t>(marker.value("count").toInteger(1))});
    }
    record.timeline.checkpoints = record.checkpoints.size();
    return true;
}

std::optional<RunRecord> recordOf(const QJsonObject& header, const QByteArray& body, Reading& reading)
{
    std::vector<std::shared_ptr<const Scenario>> scenarios;
    qint64 offset = 0;
    if (!readScenarios(header.value("scenario_bytes").toArray(), body, offset, scenarios, reading))
        return std::nullopt;
    RunRecord record;
    record.scenario = scenarios.front();
    record.engine = record.scenario->engine;
    for (const QJsonValue& entry : header.value("checkpoints").toArray())
        if (!readCheckpoint(entry.toObject(), body, offset, scenarios, record, reading))
            return std::nullopt;
    if (record.checkpoints.empty())
        return reading.fail("the run file holds no checkpoint"), std::nullopt;
    if (offset != body.size())
        return reading.fail("the run file's parts do not add up to its length"), std::nullopt;
    for (const Checkpoint& c : record.checkpoints)
        record.timeline.checkpointBytes += c.state.size();
    if (!readTimeline(header, record, reading))
        return std::nullopt;
    return record;
}

} // namespace

std::optional<RunRecord> readRunFile(const QString& path, QString& error)
{
    Reading reading{path, {}};
    QFile file(path);
    std::optional<RunRecord> record;
    if (!file.open(QIODevice::ReadOnly))
        reading.fail("cannot read: " + file.errorString());
    else if (file.size() > kMaxRunFileBytes)
        reading.fail(QString("%1 bytes; a run file holds at most %2").arg(file.size()).arg(kMaxRunFileBytes));
    else if (const std::optional<QJsonObject> header = readHeader(file, reading))
        if (const std::optional<QByteArray> body = readBody(file, *header, reading))
            record = recordOf(*header, *body, reading);
    error = reading.error;
    return record;
}

} // namespace disklab
