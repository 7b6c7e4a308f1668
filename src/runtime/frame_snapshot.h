#pragma once
// What the worker hands the GUI: one moment of a run session, complete and immutable.
// Shared by pointer (std::shared_ptr<const FrameSnapshot>), so the GUI never touches the
// engine and never waits for it. Every session kind publishes this one type: the fields
// below describe the session's main engine (the exact one in a comparison), and a session
// with more to show adds it as an extra (`comparison`).

#include "core/engine.h"
#include "core/engine_config.h"
#include "core/scenario.h"

#include <array>
#include <cstdint>
#include <memory>
#include <vector>

namespace disklab {

struct ComparisonFrame;
struct RunTimeline;
struct SavedRunState;

struct FrameSnapshot {
    /// Changes whenever the trajectory restarts (load, reset, engine change): simulated time
    /// is monotone within one generation, and views drop trails when it changes.
    std::uint64_t generation = 0;
    /// Counts published frames, over all generations.
    std::uint64_t serial = 0;
    /// The scenario the engine was built from: radii, masses, colours, the box at t = 0.
    /// The same pointer for every frame of a loaded scenario, so views can cache by it, until
    /// the lab's controls change the run: then a copy of the engine's, which holds the disks
    /// the pump added (it always has one disk per disk of `state`).
    std::shared_ptr<const Scenario> scenario;
    Snapshot state;  ///< positions, velocities and walls at state.time
    Totals totals;   ///< running totals since t = 0 (events, collisions, impulses)
    /// Of `state`, measured once by the session (MotionMeter) for every reader of the frame.
    double kineticEnergy = 0.0;
    std::array<double, 2> momentum{};
    EngineConfig engine;
    bool running = false;
    /// The run reached its stop time: it cannot play on, and its figures are final.
    bool finished = false;
    double speed = 1.0;          ///< requested simulated time per wall-clock second
    double achievedSpeed = 0.0;  ///< what the last tick managed (lower when the CPU cannot keep up)
    /// Wall-clock seconds the engine spent advancing for this frame (the last tick or step).
    double advanceSeconds = 0.0;
    /// Wall-clock seconds the engine has spent advancing since this generation began; rates
    /// taken between two frames stay right when the GUI skips frames in between.
    double engineSeconds = 0.0;
    /// The latest collisions of this generation, oldest first, at most CollisionRing's capacity;
    /// the last one is collision number collisionCount, so a reader that skipped frames can tell
    /// which records it has not seen.
    std::vector<CollisionRecord> recentCollisions;
    std::uint64_t collisionCount = 0;
    /// The aggregation engine's clusters, merges and cluster labels now; null for other engines.
    std::shared_ptr<const AggregationStats> aggregation;
    /// Set by a comparison session only: the time-driven engine beside this (exact) one.
    std::shared_ptr<const ComparisonFrame> comparison;
    /// How far the run has got, its markers and checkpoints (runtime/run_timeline.h); null for a
    /// session without a timeline.
    std::shared_ptr<const RunTimeline> timeline;
    /// The answer to the latest request to save the run's state; null before any.
    std::shared_ptr<const SavedRunState> savedState;
};

using FramePtr = std::shared_ptr<const FrameSnapshot>;

} // namespace disklab
