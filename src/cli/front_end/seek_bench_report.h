#pragma once
// `bench --seek --json`'s report: seeks in a long exact run that takes checkpoints, what the
// checkpoints cost in memory and what taking them costs the run, written into a ReportSink.

#include "front_end/report_sink.h"

#include <cstddef>
#include <cstdint>

namespace disklab::cli {

struct SeekBenchReport {
    std::size_t n = 0;
    double packing = 0.0;
    std::uint64_t events = 0;  ///< collisions run
    double runCpuSeconds = 0.0;
    double runCpuSecondsWithoutCheckpoints = 0.0;
    std::size_t seeks = 0;
    double seekSecondsMedian = 0.0;
    double seekSecondsMax = 0.0;
    std::size_t checkpoints = 0;       ///< held at the end
    std::uint64_t checkpointSpacing = 0;  ///< collisions between two at the end
    std::size_t checkpointBytes = 0;   ///< all of them
};

/// The figures, with the mean bytes of one checkpoint.
void writeSeekBenchReport(const SeekBenchReport& report, ReportSink& sink);

} // namespace disklab::cli
