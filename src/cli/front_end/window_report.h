#pragma once
// The typed reports of the command line and the Python module, and how each is written into a
// ReportSink under the keys of report_keys.h: `run --json` (a measured window), `compare --json`
// (two engines side by side), and the parts the other reports share; each other report has its
// own file beside this one.

#include "front_end/report_sink.h"

#include "core/aggregation_settings.h"
#include "core/aggregation_stats.h"
#include "core/fractal_dimension.h"
#include "runtime/engine_comparison.h"
#include "runtime/run_report.h"
#include "runtime/time_driven_report.h"

#include <optional>

namespace disklab::cli {

/// The window's structure: psi6 of its last state, and the mean free flight, which only the
/// exact engine's records can give (nothing without one whole flight).
struct WindowStructure {
    double psi6 = 0.0;
    std::optional<double> meanFreePath;
    std::optional<double> meanFreeTime;
};

/// An aggregation's settings, what it made, and the fractal dimension fitted over every cluster
/// it formed.
struct AggregationFigures {
    AggregationSettings settings;
    AggregationStats stats;
    FractalFit fractal;
};

/// A measured window: what `run --json` prints and the Python module's measure() returns.
struct WindowReport {
    RunReport run;
    WindowStructure structure;
    std::optional<TimeDrivenFigures> timeDriven;  ///< a stepper's figures over the window
    std::optional<AggregationFigures> aggregation;
};

/// The contract keys plus a few more; figures a run does not have are none.
void writeRunReport(const RunReport& report, ReportSink& sink);
/// dt, broadphase, response and the window's step, overlap, miss and cost figures.
void writeTimeDrivenFigures(const TimeDrivenFigures& figures, ReportSink& sink);
/// The fractal dimension and its error; none when too few clusters were fitted.
void writeFractalDimension(const FractalFit& fit, ReportSink& sink);
/// The run report, its structure, then a stepper's figures and an aggregation's. An aggregation
/// leaves out the figures it has no measurement of (window_report.cpp says which and why).
void writeWindowReport(const WindowReport& report, ReportSink& sink);

/// `compare --json`'s "event", "time" and "deviation" objects.
void writeComparedEvent(const ComparisonReport& report, ReportSink& sink);
void writeComparedTime(const ComparisonReport& report, ReportSink& sink);
void writeDeviation(const DeviationFigures& deviation, ReportSink& sink);

} // namespace disklab::cli
