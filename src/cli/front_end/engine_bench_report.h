#pragma once
// `bench --json`'s report of one configuration: a run report with the benchmark's own figures,
// written into a ReportSink.

#include "front_end/report_sink.h"

#include "runtime/run_report.h"
#include "runtime/time_driven_report.h"

#include <cstdint>
#include <optional>

namespace disklab::cli {

/// The exact engine's inside, a diagnostic rather than part of Engine: its cell grid and whether
/// it runs on neighbour lists.
struct ExactEngineInside {
    std::uint64_t cells = 0;
    bool neighbourLists = false;
};

/// A stepper's figures over the measured window, with its steps' rate and cost.
struct StepperBenchFigures {
    TimeDrivenFigures figures;
    double stepsPerSecond = 0.0;
    double pairTestsPerStep = 0.0;
};

struct EngineBenchReport {
    RunReport run;
    double peakMemoryMb = 0.0;
    double nsPerCollision = 0.0;
    double cpuSeconds = 0.0;  ///< the measured window's processor time
    double collisionsPerCpuSecond = 0.0;
    std::optional<ExactEngineInside> exact;      ///< the exact engine's
    std::optional<StepperBenchFigures> stepper;  ///< a stepper's
    double packing = 0.0;
    double psi6 = 0.0;  ///< at the end: near 1 a crystal, of order 1/sqrt(N) a fluid
    double psi6Generated = 0.0;
    double setupSeconds = 0.0;
    double secondsPerTimeUnit = 0.0;
};

/// The run report's keys, the benchmark's figures and the one engine's own.
void writeEngineBenchReport(const EngineBenchReport& report, ReportSink& sink);

} // namespace disklab::cli
