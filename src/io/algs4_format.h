#pragma once
// The text format of Princeton's algs4 CollisionSystem (Sedgewick & Wayne): the disk count N,
// then N lines "rx ry vx vy radius mass r g b" (colour components 0-255), in the unit box
// [0, 1]^2 with fixed walls. Blank lines, CRLF, tabs and exponents are all tolerated.

#include "core/scenario.h"
#include "io/load_error.h"
#include "io/load_options.h"
#include "io/save_result.h"

#include <QByteArray>
#include <QString>

namespace disklab {

/// Parses and validates algs4 text. `sourceName` names the input in messages ("p10.txt:4: ...")
/// and gives the title (its base name, "p10"). Problems with a disk name its line. Any thread.
LoadResult scenarioFromAlgs4(const QByteArray& text, const QString& sourceName, const LoadOptions& options = {});

/// Encodes `scenario` as algs4 text with 17 significant digits, so numbers read back exactly.
/// Refuses what the format cannot express: a box other than the unit square, a periodic
/// boundary, moving walls, gravity, non-finite numbers. Drops labels, description, seed and
/// engine settings with a warning for each. Any thread.
SaveResult scenarioToAlgs4(const Scenario& scenario);

/// Reads, parses and validates the algs4 file at `path`. Any thread.
LoadResult loadAlgs4File(const QString& path, const LoadOptions& options = {});

/// Writes `scenario` to `path` atomically; on failure the old file is left as it was.
/// Any thread.
SaveResult saveAlgs4File(const QString& path, const Scenario& scenario);

} // namespace disklab
