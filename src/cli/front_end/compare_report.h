#pragma once
// `compare --json`'s report, and the Python module's compare(): the exact engine and the stepper
// from the same start to `until`, once or for each dt of a sweep, written into a ReportSink.

#include "front_end/report_sink.h"

#include "runtime/engine_comparison.h"

#include <QString>

#include <optional>
#include <vector>

namespace disklab::cli {

struct CompareReport {
    /// The file compared, or "default"; none for the Python module, which is given a scenario.
    std::optional<QString> scenario;
    double until = 0.0;
    /// One comparison, or with `sweep` one per dt (dt, dt/2, ...), each its stepper's settings.
    std::vector<ComparisonReport> runs;
    bool sweep = false;
};

/// The scenario and until; then the first run's "event", and either its "time" and
/// "deviation" or, for a sweep, "sweep": each run's dt, "time" and "deviation".
void writeCompareReport(const CompareReport& report, ReportSink& sink);

} // namespace disklab::cli
