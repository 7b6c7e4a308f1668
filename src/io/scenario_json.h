#pragma once
// The native scenario file: JSON with "format": "disklab-scenario" and an integer "version".
// Readers accept every version up to kScenarioFormatVersion; writers write that version.
// Field-by-field description: docs/file-formats.md.

#include "core/scenario.h"
#include "io/load_error.h"
#include "io/load_options.h"
#include "io/save_result.h"

#include <QByteArray>
#include <QString>

namespace disklab {

/// 1: the first format. 2: adds "segments", the interior walls.
inline constexpr int kScenarioFormatVersion = 2;
inline constexpr char kScenarioFormatName[] = "disklab-scenario";

/// Parses and validates a native scenario. `sourceName` names the input in messages
/// ("gas.json: disks[3].radius: ..."). Any thread.
LoadResult scenarioFromJson(const QByteArray& json, const QString& sourceName,
                            const LoadOptions& options = {});

/// Encodes `scenario` as a native file (UTF-8, one disk per line). Doubles are written in
/// their shortest exact form, so they read back bit-identical (except that -0 reads as +0).
/// Fails only if a number is NaN or infinite. Any thread.
SaveResult scenarioToJson(const Scenario& scenario);

/// Reads, parses and validates the native file at `path`. Any thread.
LoadResult loadScenarioJson(const QString& path, const LoadOptions& options = {});

/// Writes `scenario` to `path` atomically: on any failure the old file is left as it was.
/// Any thread.
SaveResult saveScenarioJson(const QString& path, const Scenario& scenario);

} // namespace disklab
