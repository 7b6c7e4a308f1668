#pragma once
// What a reader hands back: a whole scenario or an error that says where and what, never a
// half-loaded scenario.

#include "core/scenario.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace disklab {

/// One problem in one file, located by line (text formats, JSON syntax) and/or field path.
struct LoadError {
    QString file;     ///< file name as the user knows it, e.g. "p10.txt"
    int line = 0;     ///< 1-based line number; 0 when the problem has no single line
    QString field;    ///< "radius", "disks[3].radius"; empty when the whole file is at fault
    QString message;  ///< what is wrong, in plain words

    /// "p10.txt:4: radius: radius must be positive, got -0.02" or "gas.json: disks[3].x: ...".
    /// Any thread.
    QString toString() const;
};

/// Outcome of loading: `scenario` is set exactly when `error` is empty.
struct LoadResult {
    std::optional<Scenario> scenario;
    QString error;         ///< the first few problems, one per line, then how many more
    QStringList warnings;  ///< things read but ignored, e.g. unknown JSON keys

    bool ok() const { return scenario.has_value(); }
};

} // namespace disklab
