#pragma once
// The time-driven engine's own figures in `run --json` and `compare --json`, next to the keys
// every engine reports (run_report.h).

#include "core/time_driven_engine.h"

#include <QJsonObject>

namespace disklab {

/// Adds dt, broadphase, response and the window's step, overlap, miss and cost figures between
/// two stats of the same engine (`first` at the start of the measured window). max_overlap_ever
/// counts from t = 0.
void addTimeDrivenFigures(QJsonObject& report, const EngineConfig& settings, const TimeDrivenStats& first,
                          const TimeDrivenStats& last);

} // namespace disklab
