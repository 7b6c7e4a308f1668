#pragma once
// Whole-file reads and atomic whole-file writes, with errors worded for the user.

#include <QByteArray>
#include <QString>

#include <optional>

namespace disklab {

/// The contents of `path`, or nullopt with `error` set to "name: cannot read: why".
/// Any thread.
std::optional<QByteArray> readFileBytes(const QString& path, QString& error);

/// Replaces `path` with `bytes` through QSaveFile: readers see the old file or the new one,
/// never a torn write, and on failure the old file is left untouched. Returns an empty string
/// on success, else "name: cannot save: why". Any thread.
QString writeFileAtomically(const QString& path, const QByteArray& bytes);

/// The file name shown in messages: "p10.txt" for "/data/algs4/p10.txt".
QString displayName(const QString& path);

} // namespace disklab
