#include "io/scenario_aggregation_json.h"

#include "io/json_text.h"
#include "io/number_text.h"

#include <QByteArrayList>
#include <QJsonArray>

#include <cmath>
#include <limits>

namespace disklab {
namespace {

void readPositive(JsonFields& fields, const char* key, double& target)
{
    if (fields.readNumber(key, target) && !(target > 0.0))
        fields.reportError(key, QStringLiteral("must be positive, got %1").arg(target));
}

/// The saved clusters: lists of disk indices (their range is checked with the disks, by
/// validateScenario).
void readClusters(JsonFields& fields, AggregationSettings& settings)
{
    const std::optional<QJsonArray> clusters = fields.readArray("clusters");
    if (!clusters)
        return;
    for (qsizetype k = 0; k < clusters->size(); ++k) {
        const QJsonValue list = clusters->at(k);
        std::vector<std::int32_t> members;
        bool whole = list.isArray();
        for (const QJsonValue& value : list.toArray()) {
            const double index = value.toDouble(-1.0);
            whole = whole && value.isDouble() && index >= 0.0 && index == std::floor(index)
                    && index <= std::numeric_limits<std::int32_t>::max();
            if (!whole)
                break;
            members.push_back(static_cast<std::int32_t>(index));
        }
        if (!whole) {
            fields.reportError("clusters", QStringLiteral("entry %1: expected a list of disk indices (whole numbers from 0)").arg(k));
            continue;
        }
        settings.clusters.push_back(std::move(members));
    }
}

QByteArray clustersText(const std::vector<std::vector<std::int32_t>>& clusters)
{
    QByteArrayList lists;
    for (const std::vector<std::int32_t>& members : clusters) {
        QByteArrayList indices;
        for (std::int32_t disk : members)
            indices << QByteArray::number(disk);
        lists << '[' + indices.join(", ") + ']';
    }
    return '[' + lists.join(", ") + ']';
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
    readChoiceName(fields, "mobility", settings.mobility, parseAggregationMobility,
                   "mobility must be maxwell or power-law");
    if (settings.mobility == AggregationMobility::PowerLaw && settings.rotation != AggregationRotation::None)
        fields.reportError("mobility", QStringLiteral("mobility \"power-law\" needs \"rotation\": \"none\""));
    if (fields.readNumber("mobility_exponent", settings.mobilityExponent)
        && !isMobilityExponent(settings.mobilityExponent))
        fields.reportError("mobility_exponent",
                           QStringLiteral("must be finite and <= 0, got %1").arg(settings.mobilityExponent));
    readChoiceName(fields, "stepping", settings.stepping, parseAggregationStepping,
                   "stepping must be shared, per-cluster or first-passage");
    if (fliesPerCluster(settings.stepping) && settings.mobility != AggregationMobility::PowerLaw)
        fields.reportError("stepping", QStringLiteral("stepping \"%1\" needs \"mobility\": \"power-law\"").arg(aggregationSteppingName(settings.stepping)));
    readPositive(fields, "step", settings.step);
    readPositive(fields, "temperature", settings.temperature);
    readPositive(fields, "tolerance", settings.tolerance);
    if (fields.readNumber("sticking_probability", settings.stickingProbability)
        && !isStickingProbability(settings.stickingProbability))
        fields.reportError("sticking_probability",
                           QStringLiteral("must be in (0, 1], got %1").arg(settings.stickingProbability));
    if (fliesPerCluster(settings.stepping) && settings.stickingProbability < 1.0)
        fields.reportError("stepping", QStringLiteral("stepping \"%1\" needs a sticking probability of 1").arg(aggregationSteppingName(settings.stepping)));
    readClusters(fields, settings);
    for (const QString& key : fields.unknownKeys(
             {"motion", "detection", "rotation", "mobility", "mobility_exponent", "stepping", "step", "temperature", "tolerance", "sticking_probability", "clusters"}))
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
           // Left out for the Maxwell mobility (the default), so such files are written as before.
           + (s.mobility != AggregationMobility::Maxwell
                  ? ", \"mobility\": " + jsonString(aggregationMobilityName(s.mobility))
                        + ", \"mobility_exponent\": " + shortestNumber(s.mobilityExponent)
                  : QByteArray())
           // Left out for shared steps (the default), so such files are written as before.
           + (s.stepping != AggregationStepping::Shared
                  ? ", \"stepping\": " + jsonString(aggregationSteppingName(s.stepping))
                  : QByteArray())
           + ", \"step\": " + shortestNumber(s.step) + ", \"temperature\": " + shortestNumber(s.temperature)
           + ", \"tolerance\": " + shortestNumber(s.tolerance)
           // Left out at 1, so files that never chose it are written as before.
           + (s.stickingProbability < 1.0 ? ", \"sticking_probability\": " + shortestNumber(s.stickingProbability)
                                          : QByteArray())
           // A saved state's clusters; a fresh scenario has none.
           + (s.clusters.empty() ? QByteArray() : ", \"clusters\": " + clustersText(s.clusters)) + "}";
}

} // namespace disklab
