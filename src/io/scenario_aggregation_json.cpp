#include "io/scenario_aggregation_json.h"

#include "io/json_text.h"
#include "io/number_text.h"

namespace disklab {
namespace {

void readPositive(JsonFields& fields, const char* key, double& target)
{
    if (fields.readNumber(key, target) && !(target > 0.0))
        fields.reportError(key, QStringLiteral("must be positive, got %1").arg(target));
}

} // namespace

void readAggregation(JsonFields& top, Scenario& scenario, const QString& file, ProblemReport& report,
                     QStringList& warnings)
{
    const std::optional<QJsonObject> object = top.readObject("aggregation");
    if (!object)
        return;
    JsonFields fields(*object, QStringLiteral("aggregation"), file, report);
    AggregationSettings settings;
    readChoiceName(fields, "motion", settings.motion, parseAggregationMotion, "motion must be brownian or ballistic");
    readChoiceName(fields, "detection", settings.detection, parseAggregationDetection,
               "detection must be all-pairs, boxes or circles");
    readChoiceName(fields, "rotation", settings.rotation, parseAggregationRotation, "rotation must be maxwell or none");
    if (settings.rotation == AggregationRotation::None && settings.motion != AggregationMotion::Brownian)
        fields.reportError("rotation", QStringLiteral("rotation \"none\" needs \"motion\": \"brownian\""));
    readPositive(fields, "step", settings.step);
    readPositive(fields, "temperature", settings.temperature);
    readPositive(fields, "tolerance", settings.tolerance);
    if (fields.readNumber("sticking_probability", settings.stickingProbability)
        && !isStickingProbability(settings.stickingProbability))
        fields.reportError("sticking_probability",
                           QStringLiteral("must be in (0, 1], got %1").arg(settings.stickingProbability));
    for (const QString& key :
         fields.unknownKeys({"motion", "detection", "rotation", "step", "temperature", "tolerance", "sticking_probability"}))
        warnings.append(LoadError{file, 0, fields.pathOf(key), QStringLiteral("unknown key, ignored")}.toString());
    if (scenario.boundary != Boundary::Periodic)
        report.add({file, 0, QStringLiteral("aggregation"), QStringLiteral("aggregation needs \"boundary\": \"periodic\"")});
    scenario.aggregation = settings;
}

QByteArray aggregationText(const AggregationSettings& s)
{
    return "{\"motion\": " + jsonString(aggregationMotionName(s.motion))
           + ", \"detection\": " + jsonString(aggregationDetectionName(s.detection))
           // Left out when the clusters turn (the default), so such files are written as before.
           + (s.rotation != AggregationRotation::Maxwell ? ", \"rotation\": " + jsonString(aggregationRotationName(s.rotation))
                                                         : QByteArray())
           + ", \"step\": " + shortestNumber(s.step) + ", \"temperature\": " + shortestNumber(s.temperature)
           + ", \"tolerance\": " + shortestNumber(s.tolerance)
           // Left out at 1, so files that never chose it are written as before.
           + (s.stickingProbability < 1.0 ? ", \"sticking_probability\": " + shortestNumber(s.stickingProbability)
                                          : QByteArray())
           + "}";
}

} // namespace disklab
