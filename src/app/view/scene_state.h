#pragma once
// What the simulation view draws: a scenario (radii, colours, walls), one moment of its disks
// and a generation. It is a small value sharing its parts by pointer, so handing one to the
// view copies no disk. The live run takes it from a frame, edit mode from the document's
// scenario at t = 0, comparison mode from each engine's snapshot.

#include "core/engine.h"
#include "core/scenario.h"
#include "runtime/frame_snapshot.h"

#include <cstdint>
#include <memory>

namespace disklab {

struct SceneState {
    /// Radii, masses, colours and the box at t = 0; the same pointer for every scene of one
    /// loaded (or edited) scenario, so views cache by it, until the lab's controls change the
    /// run (runtime/frame_snapshot.h).
    std::shared_ptr<const Scenario> scenario;
    /// Positions, velocities and walls at state->time, one entry per disk of `scenario`.
    std::shared_ptr<const Snapshot> state;
    /// Changes whenever the trajectory restarts (load, reset, engine change, an edit): caches
    /// that depend on the motion (trails, the speed colour scale) drop when it changes.
    std::uint64_t generation = 0;
    /// Per disk, the label of its cluster (AggregationStats::clusterLabels) when the run
    /// aggregates; null otherwise.
    std::shared_ptr<const std::vector<std::int32_t>> clusterLabels;
    /// Per disk, the colour step of its psi6 phase (view/bond_order_colour_map.h) when the view
    /// colours by bond order and has measured this trajectory; null otherwise.
    std::shared_ptr<const std::vector<std::uint8_t>> bondOrderSteps;

    bool isEmpty() const { return !scenario || !state; }
};

/// The scene of a run's frame; shares the frame's snapshot without copying it.
SceneState sceneOfFrame(const FramePtr& frame);
/// The scene of `scenario` at t = 0: disks where the scenario puts them, walls at rest.
SceneState sceneAtStart(std::shared_ptr<const Scenario> scenario, std::uint64_t generation);

} // namespace disklab
