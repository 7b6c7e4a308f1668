#include "io/scenario_random_json.h"

#include "core/random_streams.h"
#include "io/json_text.h"
#include "io/load_error.h"
#include "io/number_text.h"

#include <cmath>

namespace disklab {
namespace {

/// Draws are counted exactly as long as a JSON number holds a whole number exactly.
constexpr double kMostDraws = 9007199254740992.0;  // 2^53

void readStream(JsonFields& streams, const QString& name, Scenario& scenario, const QString& file,
                ProblemReport& report, QStringList& warnings)
{
    const QByteArray key = name.toUtf8();
    if (!isRandomStreamName(key.toStdString())) {
        streams.reportError(key.constData(), QStringLiteral("unknown random stream; expected walls, motion or sticking"));
        return;
    }
    const std::optional<QJsonObject> object = streams.readObject(key.constData());
    if (!object)
        return;
    JsonFields fields(*object, streams.pathOf(name), file, report);
    RandomPosition position;
    double draws = -1.0;
    if (!fields.has("draws"))
        fields.reportError("draws", QStringLiteral("missing: the number of numbers the stream has drawn"));
    else if (fields.readNumber("draws", draws)) {
        if (draws != std::floor(draws) || draws < 0.0 || draws > kMostDraws)
            fields.reportError("draws", QStringLiteral("expected a whole number from 0 to 2^53, got %1").arg(draws, 0, 'g', 17));
        else
            position.draws = static_cast<std::uint64_t>(draws);
    }
    double spare = 0.0;
    if (fields.has("spare") && fields.readNumber("spare", spare)) {
        if (!std::isfinite(spare))
            fields.reportError("spare", QStringLiteral("expected a finite number"));
        position.spare = spare;
    }
    for (const QString& unknown : fields.unknownKeys({"draws", "spare"}))
        warnings.append(LoadError{file, 0, fields.pathOf(unknown), QStringLiteral("unknown key, ignored")}.toString());
    scenario.randomStreams[key.toStdString()] = position;
}

} // namespace

void readRandomStreams(JsonFields& top, Scenario& scenario, const QString& file, ProblemReport& report,
                       QStringList& warnings)
{
    const std::optional<QJsonObject> object = top.readObject("random_streams");
    if (!object)
        return;
    JsonFields streams(*object, QStringLiteral("random_streams"), file, report);
    for (const QString& name : object->keys())
        readStream(streams, name, scenario, file, report, warnings);
}

QByteArray randomStreamsText(const std::map<std::string, RandomPosition>& streams)
{
    QByteArray text = "{";
    for (const auto& [name, position] : streams) {
        if (text.size() > 1)
            text += ", ";
        text += jsonString(name) + ": {\"draws\": " + QByteArray::number(static_cast<qulonglong>(position.draws));
        if (position.spare)
            text += ", \"spare\": " + shortestNumber(*position.spare);
        text += "}";
    }
    return text + "}";
}

} // namespace disklab
