#include "front_end/seek_bench_report.h"

#include "front_end/report_keys.h"

namespace disklab::cli {

void writeSeekBenchReport(const SeekBenchReport& r, ReportSink& sink)
{
    sink.count(key::n, r.n);
    sink.number(key::packing, r.packing);
    sink.count(key::events, r.events);
    sink.number(key::runCpuSeconds, r.runCpuSeconds);
    sink.number(key::runCpuSecondsWithoutCheckpoints, r.runCpuSecondsWithoutCheckpoints);
    sink.count(key::seeks, r.seeks);
    sink.number(key::seekSecondsMedian, r.seekSecondsMedian);
    sink.number(key::seekSecondsMax, r.seekSecondsMax);
    sink.count(key::checkpoints, r.checkpoints);
    sink.count(key::checkpointSpacing, r.checkpointSpacing);
    sink.number(key::bytesPerCheckpoint, static_cast<double>(r.checkpointBytes) / static_cast<double>(r.checkpoints));
    sink.count(key::checkpointBytes, r.checkpointBytes);
}

} // namespace disklab::cli
