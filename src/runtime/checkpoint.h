#pragma once
// A checkpoint: an engine's whole inner state at one moment of a run (Engine::innerState), with
// the scenario the engine held then and where the run stood. Restored into an engine built from
// the same scenario and settings, the run goes on exactly as it went on from that moment
// (docs/architecture.md, "Checkpoints").

#include "core/engine.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

namespace disklab {

struct Checkpoint {
    double time = 0.0;
    std::uint64_t collisions = 0;  ///< Totals::collisions at that moment
    /// Taken where the lab's controls changed the run: kept whatever thinning the store does,
    /// since no checkpoint before it can replay past the change.
    bool pinned = false;
    /// Its place among the checkpoints the store was given, from 0 (CheckpointStore::add numbers them).
    std::uint64_t serial = 0;
    /// Engine::scenario() then; checkpoints share it while the lab leaves it alone.
    std::shared_ptr<const Scenario> scenario;
    std::vector<std::byte> state;
};

/// The checkpoint of `engine` now; `previous` (a checkpoint's scenario, or null) is shared
/// rather than copied when the engine's scenario still equals it.
Checkpoint takeCheckpoint(const Engine& engine, const std::shared_ptr<const Scenario>& previous);

/// Puts `engine` (of the kind and settings the checkpoint was taken from) back at `checkpoint`.
void restoreCheckpoint(Engine& engine, const Checkpoint& checkpoint);

} // namespace disklab
