#pragma once
// Both engines from the same initial state, advanced in lock-step of simulated time, and what
// tells them apart: the figures of `disklab-cli compare`.

#include "core/scenario.h"
#include "core/time_driven_engine.h"

#include <QJsonObject>

#include <optional>

namespace disklab::cli {

struct ComparisonResult {
    QJsonObject event;  ///< run --json keys, plus missed_collisions and wall_seconds_per_time_unit
    QJsonObject time;   ///< the same, plus the time-driven figures (time_driven_report.h)
    QJsonObject deviation;  ///< position deviation and the first different collision
};

/// Runs both engines to `until` in about `chunks` equal chunks of simulated time (whole
/// multiples of dt, so the time-driven steps are the ones `run --until` takes). Wall-clock time
/// is measured per engine. Throws std::exception if an engine cannot be built.
ComparisonResult compareEngines(const Scenario& scenario, const TimeDrivenSettings& settings, double until,
                                int chunks);

} // namespace disklab::cli
