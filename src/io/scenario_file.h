#pragma once
// Scenario files by name: the extension chooses the format (.json native, .txt algs4).

#include "core/scenario.h"
#include "io/load_error.h"
#include "io/load_options.h"
#include "io/save_result.h"

#include <QString>

#include <optional>

namespace disklab {

enum class ScenarioFormat { Json, Algs4 };

/// The format for a path's extension, case-insensitive: ".json" native, ".txt" algs4;
/// nullopt for anything else. Any thread.
std::optional<ScenarioFormat> scenarioFormatForPath(const QString& path);

/// Reads, parses and validates the scenario at `path` in the format its extension names.
/// The error names the file and the line or field, e.g. "p10.txt:4: radius: ...". Any thread.
LoadResult loadScenarioFile(const QString& path, const LoadOptions& options = {});

/// Writes `scenario` to `path` atomically in the format its extension names. Nothing is
/// written on error; warnings list what the format could not keep. Any thread.
SaveResult saveScenarioFile(const QString& path, const Scenario& scenario);

} // namespace disklab
