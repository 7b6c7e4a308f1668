#pragma once
// Turns a running simulation back into a scenario that starts where it is now, so a state
// can be saved and resumed (`disklab-cli run --save-state`, File > Save State).

#include "core/engine.h"
#include "core/scenario.h"

#include <cstdint>
#include <vector>

namespace disklab {

/// The scenario whose t = 0 is the snapshot's moment: disks at their current positions and
/// velocities, the box at the walls' current positions (shifted so its corner is the origin),
/// moving walls carrying their remaining travel time, and the interior walls still standing
/// with their remaining time (each named, so event logs keep calling it what they did), a free
/// piston under the outside pressure it has now with its cylinder's end spelled out, and a pump with the disks it has left.
/// `initial` is the engine's own scenario (Engine::scenario()) when the lab changed the run:
/// it holds the disks the pump brought in and counts those still to come.
/// `clusterLabels` (AggregationStats::clusterLabels, for an aggregation) names each disk's
/// cluster, so the saved state keeps which disks are stuck together.
Scenario scenarioAt(const Scenario& initial, const Snapshot& snapshot, const std::vector<std::int32_t>& clusterLabels = {});

/// The saved state of `engine` now: scenarioAt its own scenario (which holds any disk the pump
/// brought in), snapshot and clusters, carrying where its random streams stand
/// (Scenario::randomStreams), so the resumed run draws what this one would have drawn next.
/// The engine settings are the caller's to set.
Scenario savedState(const Engine& engine);

} // namespace disklab
