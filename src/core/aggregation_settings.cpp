#include "core/aggregation_settings.h"

namespace disklab {

const char* aggregationMotionName(AggregationMotion motion)
{
    return motion == AggregationMotion::Ballistic ? "ballistic" : "brownian";
}

const char* aggregationDetectionName(AggregationDetection detection)
{
    switch (detection) {
    case AggregationDetection::AllPairs: return "all-pairs";
    case AggregationDetection::Boxes: return "boxes";
    case AggregationDetection::BoundingCircles: return "circles";
    }
    return "?";
}

const char* aggregationRotationName(AggregationRotation rotation)
{
    return rotation == AggregationRotation::None ? "none" : "maxwell";
}

const char* aggregationMobilityName(AggregationMobility mobility)
{
    return mobility == AggregationMobility::PowerLaw ? "power-law" : "maxwell";
}

const char* aggregationSteppingName(AggregationStepping stepping)
{
    switch (stepping) {
    case AggregationStepping::PerCluster:
        return "per-cluster";
    case AggregationStepping::FirstPassage:
        return "first-passage";
    case AggregationStepping::Shared:
        break;
    }
    return "shared";
}

std::optional<AggregationStepping> parseAggregationStepping(std::string_view name)
{
    for (AggregationStepping stepping : kAllAggregationSteppings)
        if (name == aggregationSteppingName(stepping))
            return stepping;
    return std::nullopt;
}

std::optional<AggregationMobility> parseAggregationMobility(std::string_view name)
{
    for (AggregationMobility mobility : kAllAggregationMobilities)
        if (name == aggregationMobilityName(mobility))
            return mobility;
    return std::nullopt;
}

std::optional<AggregationRotation> parseAggregationRotation(std::string_view name)
{
    for (AggregationRotation rotation : kAllAggregationRotations)
        if (name == aggregationRotationName(rotation))
            return rotation;
    return std::nullopt;
}

std::optional<AggregationMotion> parseAggregationMotion(std::string_view name)
{
    for (AggregationMotion motion : kAllAggregationMotions)
        if (name == aggregationMotionName(motion))
            return motion;
    return std::nullopt;
}

std::optional<AggregationDetection> parseAggregationDetection(std::string_view name)
{
    for (AggregationDetection detection : kAllAggregationDetections)
        if (name == aggregationDetectionName(detection))
            return detection;
    return std::nullopt;
}

} // namespace disklab
