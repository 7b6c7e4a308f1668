#pragma once
// Exact replay from a directory of checkpoints: the latest checkpoint at or before T, restored
// into an engine built from its scenario and settings, run on to T. The state there is the state
// the run that wrote the checkpoints had at T, bit for bit (`disklab-cli replay`, the Python
// module's `disklab.replay`).

#include "checkpoint_files.h"

#include "core/engine.h"

#include <QString>

#include <memory>
#include <optional>

namespace disklab::cli {

struct ReplayedRun {
    std::unique_ptr<Engine> engine;
    EngineConfig config;
    StoredCheckpoint from;  ///< the checkpoint it started at (its state moved into the engine)
};

/// The run of `directory` (or of a run file, File ▸ Save Run…) at `time`; nothing, with `error` saying why, if no checkpoint there
/// comes at or before it or one cannot be read.
std::optional<ReplayedRun> replayCheckpoints(const QString& directory, double time, QString& error);

} // namespace disklab::cli
