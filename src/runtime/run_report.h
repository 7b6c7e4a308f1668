#pragma once
// The figures of one measured run, as `run --json` prints them (docs/architecture.md, The
// command-line contract): one JSON object in reduced units with k_B = 1, describing the
// measured window only.

#include "core/engine.h"
#include "core/scenario.h"
#include "runtime/compressibility_cuts.h"

#include <QJsonObject>
#include <QString>

namespace disklab {

struct RunMeasurement {
    EngineKind engine = EngineKind::EventDriven;
    const Scenario* scenario = nullptr;
    Snapshot first;           ///< at the start of the measured window
    Totals firstTotals;
    Snapshot last;            ///< at its end
    Totals lastTotals;
    double wallSeconds = 0.0; ///< wall-clock time spent simulating the window
    /// Where the window is cut to average Z while walls move: advance the engine through it.
    CompressibilityCuts cuts;
};

/// A measurement whose window starts at the engine's current state. Engine thread.
RunMeasurement startMeasurement(EngineKind kind, const Scenario& scenario, const Engine& engine);

/// Closes the window at the engine's current state, `seconds` of wall clock after it began.
/// Engine thread.
void finishMeasurement(RunMeasurement& run, const Engine& engine, double seconds);

/// The contract keys plus a few more (pair/wall collisions, cell crossings, momentum and its
/// drift against wall impulses and gravity, each wall's pressure). Figures that do not exist
/// for this run (a periodic side's pressure, Z under gravity) are null.
QJsonObject runReportJson(const RunMeasurement& run);

/// The same figures as aligned "name: value" lines for people.
QString runReportText(const QJsonObject& report);

} // namespace disklab
