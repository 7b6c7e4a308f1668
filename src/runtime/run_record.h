#pragma once
// A run as a run file keeps it (File ▸ Save Run…, docs/file-formats.md, "Run files"): the
// scenario loaded, the engine's settings, the checkpoints the live run took and its timeline.
// A session built from it (SingleEngineSession) seeks to any moment the run reached and plays on
// along the same history, bit for bit, since every checkpoint restores the engine exactly.

#include "core/engine_config.h"
#include "core/scenario.h"
#include "runtime/checkpoint.h"
#include "runtime/run_timeline.h"

#include <cstdint>
#include <memory>
#include <vector>

namespace disklab {

struct RunRecord {
    /// The scenario the run started from, at t = 0.
    std::shared_ptr<const Scenario> scenario;
    EngineConfig engine;
    /// In the order taken, the first at t = 0; each holds the scenario its engine held then.
    std::vector<Checkpoint> checkpoints;
    /// Collisions between the checkpoints the run takes next (thinning doubled it on the way).
    std::uint64_t spacing = 0;
    RunTimeline timeline;
    /// The moment shown when the run was saved: where it opens again.
    double shown = 0.0;
};

} // namespace disklab
