#pragma once
// The rows of `bench --aggregation --json`: the detection strategies side by side, or each size
// run to one cluster (--one-cluster), written into a ReportSink.

#include "front_end/report_sink.h"

#include "core/aggregation_settings.h"
#include "core/aggregation_stats.h"
#include "core/fractal_dimension.h"

#include <cstddef>
#include <optional>

namespace disklab::cli {

/// One detection strategy's run to the same simulated time as the others.
struct StrategyBenchRow {
    std::size_t n = 0;
    AggregationDetection strategy = AggregationDetection::BoundingCircles;
    double until = 0.0;
    double seconds = 0.0;
    AggregationStats stats;
    bool sameHistory = false;  ///< the same clusters formed at the same times as the first strategy's
    /// The bounding circles' speed-ups over all pairs and over the boxes; the other rows have none.
    std::optional<double> speedupOverAllPairs;
    std::optional<double> speedupOverBoxes;
};

/// One size run with the bounding circles until one cluster is left.
struct OneClusterBenchRow {
    std::size_t n = 0;
    AggregationMobility mobility = AggregationMobility::PowerLaw;
    AggregationStepping stepping = AggregationStepping::Shared;
    double seconds = 0.0;
    double cpuSeconds = 0.0;
    double time = 0.0;  ///< simulated time to one cluster
    AggregationStats stats;
    FractalFit fractal;
};

/// A speed-up is written only in the row that has it.
void writeStrategyBenchRow(const StrategyBenchRow& row, ReportSink& sink);
void writeOneClusterBenchRow(const OneClusterBenchRow& row, ReportSink& sink);

} // namespace disklab::cli
