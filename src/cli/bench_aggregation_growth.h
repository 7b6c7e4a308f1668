#pragma once
// disklab-cli bench --aggregation --one-cluster: how the time to one cluster grows with the
// number of disks at a fixed area fraction.

#include "core/aggregation_generator.h"

#include <QCommandLineParser>
#include <QList>

namespace disklab::cli {

/// For each number of disks in `sizes`: generates the scenario `base` describes with that many
/// disks and the stepping --stepping names, runs it with the bounding circles until one cluster
/// is left and prints the wall-clock and CPU seconds, the simulated time, the steps (flights,
/// with per-cluster stepping), the merges and the fractal dimension (a table, or JSON with
/// --json). Returns the exit code.
int benchToOneCluster(const QCommandLineParser& parser, const QList<double>& sizes, const AggregationParameters& base);

} // namespace disklab::cli
