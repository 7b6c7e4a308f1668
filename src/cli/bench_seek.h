#pragma once
// disklab-cli bench --seek: how long a seek takes in a long run that takes checkpoints (the
// latest checkpoint at or before a time, restored and run on to it), what a checkpoint costs in
// memory, and what taking them costs the run.

#include <QCommandLineParser>
#include <QList>

namespace disklab::cli {

/// The options `bench` must offer for benchSeek (added to its parser).
QList<QCommandLineOption> seekBenchOptions();

/// Runs the exact engine on a periodic gas of `n` disks at `packing` for --events collisions
/// (10^7 unless given) with checkpoints, then seeks to --seeks times spread over the run in a
/// scrambled order, timing each; prints the figures as lines or JSON. Returns the exit code.
int benchSeek(const QCommandLineParser& parser, int n, double packing);

} // namespace disklab::cli
