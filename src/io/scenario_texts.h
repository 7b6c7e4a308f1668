#pragma once
// A native scenario file's texts without its disks: what a list of files (File > Examples)
// shows for each.

#include "core/scenario.h"

#include <QString>

#include <optional>

namespace disklab {

/// The title, description and translated texts of the native file at `path`, read by the
/// loader's own rules (its "format", then "title", "description" and "translations"); nothing
/// else of the scenario is read or checked. nullopt when the file cannot be read, is not JSON or
/// not a DiskLab scenario. Any thread.
std::optional<Scenario> readScenarioTexts(const QString& path);

} // namespace disklab
