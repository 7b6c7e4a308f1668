#pragma once
// `bench --seek --compare --json`'s report: seeks in a long comparison of the two engines (comparison
// mode's timeline), what a kept moment of both engines costs in memory, and what a step to the
// previous collision costs, written into a ReportSink.

#include "front_end/report_sink.h"

#include <cstddef>
#include <cstdint>

namespace disklab::cli {

struct ComparisonSeekBenchReport {
    std::size_t n = 0;
    double packing = 0.0;
    double dt = 0.0;           ///< the time-driven engine's step
    std::uint64_t events = 0;  ///< the exact engine's collisions run
    double until = 0.0;        ///< the simulated time they took
    double runCpuSeconds = 0.0;
    std::size_t seeks = 0;
    double seekSecondsMedian = 0.0;
    double seekSecondsMax = 0.0;
    double collisionSeekSecondsMedian = 0.0;  ///< Previous Collision from each moment sought
    std::size_t moments = 0;      ///< kept at the end
    std::size_t momentBytes = 0;  ///< all of them
};

/// The figures, with the mean bytes of one moment.
void writeComparisonSeekBenchReport(const ComparisonSeekBenchReport& report, ReportSink& sink);

} // namespace disklab::cli
