#pragma once
// Run files (docs/file-formats.md, "Run files"): one file that keeps a run of the desktop
// application whole, the scenario it started from, its engine's settings, the checkpoints the
// live run took and its timeline (runtime/run_record.h), so that the run opens elsewhere and
// seeks to any moment it reached, bit for bit. File ▸ Save Run… writes them and File ▸ Open
// reads them; `disklab-cli replay RUNFILE` replays from their checkpoints.
//
// A header line of JSON (what the file is, its version, the timeline, the checkpoints' places
// and sizes, the length and SHA-256 of the body), then the body: the scenarios as native files,
// then each checkpoint's inner state. A file is read whole and checked before anything is built
// from it, so a damaged or cut file opens nothing.

#include "runtime/run_record.h"

#include <QString>

#include <optional>

namespace disklab {

inline constexpr char kRunFormatName[] = "disklab-run";
/// 1: the first format.
inline constexpr int kRunFormatVersion = 1;
/// The extension File ▸ Save Run… gives.
inline constexpr char kRunFileSuffix[] = "dlrun";
/// Files larger than this are refused before being read: the live view keeps at most 512 MB of
/// checkpoints (runtime/live_view_checkpoints.h), and a scenario file at most 512 MB
/// (io/file_bytes.h) beside them.
inline constexpr qint64 kMaxRunFileBytes = qint64{2} << 30;

/// Writes `record` to `path` (through QSaveFile: the file appears whole or not at all); an
/// error message naming the file if it cannot.
std::optional<QString> writeRunFile(const QString& path, const RunRecord& record);

/// The run `path` keeps; nothing, with `error` naming the file and what is wrong, if it is not a
/// run file, is of a later version, is cut short or damaged.
std::optional<RunRecord> readRunFile(const QString& path, QString& error);

/// Whether `path` names a run file (by its extension, kRunFileSuffix).
bool isRunFilePath(const QString& path);

} // namespace disklab
