#pragma once
// Whole-file reads and atomic whole-file writes, with errors worded for the user.

#include "io/load_error.h"
#include "io/save_result.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace disklab {

/// The largest file readFileBytes reads: a scenario of 10^6 disks takes about 150 MB as JSON,
/// so this leaves room for three times that while a mistaken multi-gigabyte file is refused
/// before a byte of it is read, rather than exhausting memory.
inline constexpr qint64 kMaxReadBytes = qint64{512} << 20;

/// The contents of `path`, or nullopt with `error` set to "name: cannot read: why"; a file
/// larger than `maxBytes` is refused without reading it. Any thread.
std::optional<QByteArray> readFileBytes(const QString& path, QString& error, qint64 maxBytes = kMaxReadBytes);

/// Replaces `path` with `bytes` through QSaveFile: readers see the old file or the new one,
/// never a torn write, and on failure the old file is left untouched. Returns an empty string
/// on success, else "name: cannot save: why". Any thread.
QString writeFileAtomically(const QString& path, const QByteArray& bytes);

/// The file name shown in messages: "p10.txt" for "/data/algs4/p10.txt".
QString displayName(const QString& path);

/// Reads `path` and parses it with parse(bytes, displayName). Any thread.
template <class Parse>
LoadResult loadFileWith(const QString& path, Parse parse)
{
    QString error;
    const std::optional<QByteArray> bytes = readFileBytes(path, error);
    if (!bytes)
        return {std::nullopt, error, {}};
    return parse(*bytes, displayName(path));
}

/// Encodes with encode() (a SaveResult holding the bytes) and writes them atomically to
/// `path`; the returned result keeps the warnings but not the bytes. Any thread.
template <class Encode>
SaveResult saveFileWith(const QString& path, Encode encode)
{
    SaveResult result = encode();
    if (!result.ok()) {
        result.error = displayName(path) + QStringLiteral(": cannot save: ") + result.error;
        return result;
    }
    result.error = writeFileAtomically(path, result.bytes);
    result.bytes.clear();
    return result;
}

} // namespace disklab
