#pragma once
// disklab-cli bench --seek: how long a seek takes in a long run that takes checkpoints (the
// latest checkpoint at or before a time, restored and run on to it), what a checkpoint costs in
// memory, and what taking them costs the run.

#include "core/scenario.h"

#include <QCommandLineParser>
#include <QJsonObject>
#include <QList>

#include <ctime>
#include <vector>

namespace disklab::cli {

/// The options `bench` must offer for benchSeek (added to its parser).
QList<QCommandLineOption> seekBenchOptions();

/// Runs the exact engine on a periodic gas of `n` disks at `packing` for --events collisions
/// (10^7 unless given) with checkpoints, then seeks to --seeks times spread over the run in a
/// scrambled order, timing each; prints the figures as lines or JSON. With --compare, the same
/// for comparison mode's run (bench_comparison_seek.h). Returns the exit code.
int benchSeek(const QCommandLineParser& parser, int n, double packing);

/// The gas both seek benchmarks run: `n` disks at `packing`, periodic, melted with 5 collisions
/// per disk.
Scenario seekBenchGas(int n, double packing);
/// The seeks' times: `count` spread evenly over [0, end], visited in an order drawn from a fixed seed.
std::vector<double> seekTimes(double end, int count);
/// Processor seconds since `start`: on a machine shared with other work, what the run itself
/// cost, which the wall clock mixes with the time others took.
double cpuSecondsSince(std::clock_t start);
/// Prints a seek benchmark's figures, as JSON with --json, else a line each. Returns the exit code.
int printSeekBench(const QCommandLineParser& parser, const QJsonObject& figures);

} // namespace disklab::cli
