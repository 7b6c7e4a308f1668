#pragma once
// disklab-cli bench --aggregation: the three aggregation detection strategies side by side.

#include "front_end/report_sink.h"

#include "core/aggregation_generator.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QList>

#include <optional>

namespace disklab::cli {

/// The options `bench` must offer for benchAggregation (added to its parser).
QList<QCommandLineOption> aggregationBenchOptions();

/// The generator's parameters the options choose (all but the number of disks); nothing when
/// an option does not read.
std::optional<AggregationParameters> aggregationBenchParameters(const QCommandLineParser& parser);

/// The rows of an aggregation bench: each printed as a table line as it comes, or all as one
/// JSON array at the end with --json.
class AggregationBenchRows {
public:
    AggregationBenchRows(bool json, const char* header);
    /// The row `write` writes, and its line of the table.
    void add(const ReportSink::Writer& write, const QString& tableLine);
    /// Prints the JSON array with --json; the exit code of a finished bench.
    int finish() const;

private:
    bool m_json;
    QJsonArray m_rows;
};

/// The scenario `base` describes with `size` disks; nothing, with the reason printed, when the
/// generator refuses it.
std::optional<Scenario> aggregationBenchScenario(AggregationParameters base, double size);

/// For each number of disks in `sizes`: generates one aggregation scenario and runs it with
/// every detection strategy to the same simulated time, printing seconds, pair tests, merges
/// and the bounding-circle strategy's speed-up over the other two (a table, or JSON with
/// --json). With --one-cluster, benchToOneCluster instead. Returns the exit code.
int benchAggregation(const QCommandLineParser& parser, const QList<double>& sizes);

} // namespace disklab::cli
