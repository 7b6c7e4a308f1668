#pragma once
// What a writer hands back: success with the bytes, or why the scenario cannot be written.

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace disklab {

/// Outcome of encoding or saving a scenario. On error nothing was written anywhere.
struct SaveResult {
    QString error;         ///< empty on success
    QStringList warnings;  ///< what the format could not keep, e.g. disk labels in algs4
    QByteArray bytes;      ///< the encoded file; filled by the to-bytes functions only

    bool ok() const { return error.isEmpty(); }
};

} // namespace disklab
