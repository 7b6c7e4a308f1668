#pragma once
// `disklab-cli compare`'s run: both engines from the same initial state to `until`, in
// lock-step chunks, measured by the runtime's EngineComparison (shared with the app).

#include "core/engine_config.h"
#include "core/scenario.h"
#include "runtime/engine_comparison.h"

namespace disklab::cli {

/// The lock-step chunks `compare` and `report --compare` run in unless told otherwise; the
/// figures do not depend on them (the deviation is measured at every point of the step grid).
inline constexpr int kDefaultComparisonChunks = 100;

/// Runs both engines to `until` in about `chunks` equal chunks of simulated time (whole
/// multiples of dt, so the time-driven steps are the ones `run --until` takes). Wall-clock time
/// is measured per engine. Throws std::exception if an engine cannot be built.
ComparisonReport compareEngines(const Scenario& scenario, const EngineConfig& settings, double until,
                                int chunks);

} // namespace disklab::cli
