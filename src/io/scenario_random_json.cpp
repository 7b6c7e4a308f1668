#include "io/scenario_random_json.h"

#include "io/json_text.h"
#include "io/load_error.h"
#include "io/number_text.h"

namespace disklab {
namespace {

void readStream(JsonFields& streams, const QString& name, Scenario& scenario, const QString& file,
                ProblemReport& report, QStringList& warnings)
{
    const QByteArray key = name.toUtf8();
    const std::optional<QJsonObject> object = streams.readObject(key.constData());
    if (!object)
        return;
    JsonFields fields(*object, streams.pathOf(name), file, report);
    RandomPosition position;
    if (!fields.has("state"))
        fields.reportError("state", QStringLiteral("missing: the generator's state, as a saved state writes it"));
    else
        fields.readString("state", position.state);
    double spare = 0.0;
    if (fields.has("spare") && fields.readNumber("spare", spare))
        position.spare = spare;
    for (const QString& unknown : fields.unknownKeys({"state", "spare"}))
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
            text += ",";
        text += "\n        " + jsonString(name) + ": {\"state\": " + jsonString(position.state);
        if (position.spare)
            text += ", \"spare\": " + shortestNumber(*position.spare);
        text += "}";
    }
    return text + "\n    }";
}

} // namespace disklab
