#pragma once
// The CLI's edge: the runtime's typed reports as the `run --json`, `bench --json` and
// `compare --json` keys of the command-line contract (docs/architecture.md), and as aligned
// text for people, under the keys of front_end/report_keys.h.

#include "core/aggregation_settings.h"
#include "core/aggregation_stats.h"
#include "core/free_paths.h"
#include "runtime/engine_comparison.h"
#include "runtime/run_report.h"
#include "runtime/time_driven_report.h"

#include <QJsonObject>
#include <QString>

namespace disklab::cli {

/// The contract keys plus a few more; figures a run does not have are null.
QJsonObject runReportJson(const RunReport& report);
/// runReportJson() of a finished measurement.
QJsonObject runReportJson(const RunMeasurement& run);

/// Adds dt, broadphase, response and the window's step, overlap, miss and cost figures.
void addTimeDrivenFigures(QJsonObject& report, const TimeDrivenFigures& figures);
/// The same between two stats of one engine (`first` at the start of the window).
void addTimeDrivenFigures(QJsonObject& report, const EngineConfig& settings, const TimeDrivenStats& first,
                          const TimeDrivenStats& last);

/// Marks the report as the aggregation engine's and adds its figures: motion, detection,
/// clusters, largest_cluster, merges, pair_tests, narrow_phase_calls, steps, and the fractal
/// dimension fitted over every cluster formed (null with fewer than three to fit).
void addAggregationFigures(QJsonObject& report, const AggregationSettings& settings, const AggregationStats& stats);

/// Adds the window's structure: psi6 of the final state `last` (radii from `scenario`, which holds
/// its disks), and mean_free_path and mean_free_time of the flights `freePaths` gathered (null
/// without one, or without a whole flight: only the exact engine's records carry velocities).
void addStructureFigures(QJsonObject& report, const Scenario& scenario, const Snapshot& last,
                         const FreePathRecorder* freePaths);

/// `compare --json`'s "event", "time" and "deviation" objects.
QJsonObject comparedEventJson(const ComparisonReport& report);
QJsonObject comparedTimeJson(const ComparisonReport& report);
QJsonObject deviationJson(const DeviationFigures& deviation);

/// A report's keys as aligned "name: value" lines, in key order.
QString runReportText(const QJsonObject& report);

} // namespace disklab::cli
