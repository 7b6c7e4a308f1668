#include "io/scenario_pump_json.h"

#include "io/json_text.h"
#include "io/load_error.h"
#include "io/number_text.h"

#include <cmath>

namespace disklab {

void readPump(JsonFields& top, Scenario& scenario, const QString& file, ProblemReport& report, QStringList& warnings)
{
    const std::optional<QJsonObject> object = top.readObject("pump");
    if (!object)
        return;
    JsonFields fields(*object, QStringLiteral("pump"), file, report);
    Pump pump;
    readChoiceName(fields, "side", pump.side, parseSide, "side must be left, right, bottom or top");
    double position = 0.0;
    if (fields.has("position") && fields.readNumber("position", position))
        pump.position = position;
    fields.readNumber("width", pump.width);
    double count = 0.0;
    if (fields.readNumber("count", count)) {
        if (count != std::floor(count) || count < 0.0 || count > 1e9)
            fields.reportError("count", QStringLiteral("expected a whole number of disks, got %1").arg(count));
        else
            pump.count = static_cast<std::int32_t>(count);
    }
    fields.readNumber("temperature", pump.temperature);
    fields.readNumber("interval", pump.interval);
    fields.readNumber("start", pump.start);
    for (const QString& key :
         fields.unknownKeys({"side", "position", "width", "count", "temperature", "interval", "start"}))
        warnings.append(LoadError{file, 0, fields.pathOf(key), QStringLiteral("unknown key, ignored")}.toString());
    scenario.pump = pump;
}

QByteArray pumpText(const Pump& p)
{
    QByteArray text = "{\"side\": " + jsonString(sideName(p.side));
    if (p.position)
        text += ", \"position\": " + shortestNumber(*p.position);
    if (p.width > 0.0)
        text += ", \"width\": " + shortestNumber(p.width);
    text += ", \"count\": " + QByteArray::number(p.count) + ", \"temperature\": " + shortestNumber(p.temperature);
    if (p.interval > 0.0)
        text += ", \"interval\": " + shortestNumber(p.interval);
    return text + ", \"start\": " + shortestNumber(p.start) + "}";
}

} // namespace disklab
