#pragma once
// How a run file names the events of its timeline's markers (docs/file-formats.md, "Run files").

#include "runtime/run_timeline.h"

#include <QString>

#include <optional>

namespace disklab {

QString timelineEventName(TimelineEvent event);
/// The event `name` names; nothing for a name no DiskLab writes.
std::optional<TimelineEvent> timelineEventNamed(const QString& name);

} // namespace disklab
