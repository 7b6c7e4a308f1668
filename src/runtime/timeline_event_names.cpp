#include "runtime/timeline_event_names.h"

#include <array>
#include <utility>

namespace disklab {

namespace {

constexpr std::array<std::pair<TimelineEvent, const char*>, 7> kEventNames{{
    {TimelineEvent::FirstOverlap, "first-overlap"},
    {TimelineEvent::FirstTunnelling, "first-tunnelling"},
    {TimelineEvent::Merge, "merge"},
    {TimelineEvent::PumpInjection, "pump-injection"},
    {TimelineEvent::PistonHeld, "piston-held"},
    {TimelineEvent::PistonReleased, "piston-released"},
    {TimelineEvent::LabControl, "lab-control"},
}};

} // namespace

QString timelineEventName(TimelineEvent event)
{
    for (const auto& [known, name] : kEventNames)
        if (known == event)
            return QString::fromLatin1(name);
    return {};
}

std::optional<TimelineEvent> timelineEventNamed(const QString& name)
{
    for (const auto& [event, known] : kEventNames)
        if (name == QLatin1String(known))
            return event;
    return std::nullopt;
}

} // namespace disklab
