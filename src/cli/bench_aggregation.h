#pragma once
// disklab-cli bench --aggregation: the three aggregation detection strategies side by side.

#include <QCommandLineParser>
#include <QList>

namespace disklab::cli {

/// The options `bench` must offer for benchAggregation (added to its parser).
QList<QCommandLineOption> aggregationBenchOptions();

/// For each number of disks in `sizes`: generates one aggregation scenario and runs it with
/// every detection strategy to the same simulated time, printing seconds, pair tests, merges
/// and the bounding-circle strategy's speed-up over the other two (a table, or JSON with
/// --json). Returns the exit code.
int benchAggregation(const QCommandLineParser& parser, const QList<double>& sizes);

} // namespace disklab::cli
