#include "front_end/aggregation_bench_report.h"

#include "front_end/report_keys.h"
#include "front_end/window_report.h"

namespace disklab::cli {

void writeStrategyBenchRow(const StrategyBenchRow& row, ReportSink& sink)
{
    sink.count(key::n, row.n);
    sink.text(key::strategy, aggregationDetectionName(row.strategy));
    sink.number(key::time, row.until);
    sink.number(key::seconds, row.seconds);
    sink.count(key::pairTests, row.stats.pairTests);
    sink.count(key::narrowPhaseCalls, row.stats.narrowPhaseCalls);
    sink.count(key::merges, row.stats.merges);
    sink.count(key::steps, row.stats.steps);
    sink.flag(key::sameHistory, row.sameHistory);
    if (row.speedupOverAllPairs)
        sink.number(key::speedupOverAllPairs, *row.speedupOverAllPairs);
    if (row.speedupOverBoxes)
        sink.number(key::speedupOverBoxes, *row.speedupOverBoxes);
}

void writeOneClusterBenchRow(const OneClusterBenchRow& row, ReportSink& sink)
{
    sink.count(key::n, row.n);
    sink.text(key::mobility, aggregationMobilityName(row.mobility));
    sink.text(key::stepping, aggregationSteppingName(row.stepping));
    sink.number(key::seconds, row.seconds);
    sink.number(key::cpuSeconds, row.cpuSeconds);
    sink.number(key::time, row.time);
    sink.count(key::steps, row.stats.steps);
    sink.count(key::merges, row.stats.merges);
    sink.count(key::clusters, row.stats.clusters);
    writeFractalDimension(row.fractal, sink);
}

} // namespace disklab::cli
