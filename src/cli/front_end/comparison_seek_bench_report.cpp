#include "front_end/comparison_seek_bench_report.h"

#include "front_end/report_keys.h"

namespace disklab::cli {

void writeComparisonSeekBenchReport(const ComparisonSeekBenchReport& r, ReportSink& sink)
{
    sink.count(key::n, r.n);
    sink.number(key::packing, r.packing);
    sink.number(key::dt, r.dt);
    sink.count(key::events, r.events);
    sink.number(key::until, r.until);
    sink.number(key::runCpuSeconds, r.runCpuSeconds);
    sink.count(key::seeks, r.seeks);
    sink.number(key::seekSecondsMedian, r.seekSecondsMedian);
    sink.number(key::seekSecondsMax, r.seekSecondsMax);
    sink.number(key::collisionSeekSecondsMedian, r.collisionSeekSecondsMedian);
    // A comparison's checkpoints are its kept moments; the keys are those of `bench --seek`.
    sink.count(key::checkpoints, r.moments);
    sink.number(key::bytesPerCheckpoint, static_cast<double>(r.momentBytes) / static_cast<double>(r.moments));
    sink.count(key::checkpointBytes, r.momentBytes);
}

} // namespace disklab::cli
