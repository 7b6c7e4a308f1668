#pragma once
// disklab-cli bench --seek --compare: how long a seek takes in comparison mode's long run (both
// engines and the figures back to a moment kept, replayed in lock-step to the time sought), what a
// kept moment of both engines costs in memory, and what Previous Collision costs from there.

#include <QCommandLineParser>

namespace disklab::cli {

/// Runs comparison mode's session on the seek benchmarks' gas of `n` disks at `packing`, the
/// time-driven engine at --dt, until the exact engine has had --events collisions (10^6 unless
/// given), then seeks to --seeks times spread over the run in a scrambled order, timing each and
/// a step to the previous collision from it; prints the figures. Returns the exit code.
int benchComparisonSeek(const QCommandLineParser& parser, int n, double packing);

} // namespace disklab::cli
