#pragma once
// The checkpoint options of `run` (--checkpoints DIR, --checkpoint-every N, --checkpoint-limit M):
// the run takes a checkpoint every N collisions (runtime/checkpointing_engine.h), keeps at most
// M, thinning evenly, and writes each into DIR (checkpoint_files.h) for `replay`.

#include "checkpoint_files.h"
#include "front_end/option_map.h"

#include "runtime/checkpointing_engine.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QList>
#include <QString>

#include <memory>
#include <optional>

namespace disklab::cli {

struct CheckpointRequest {
    QString directory;  ///< empty: kept in memory only (the Python module's seek)
    CheckpointPolicy policy;
};

QList<QCommandLineOption> checkpointOptions();

/// What the options ask for, nothing without --checkpoints, or `error` (a usage error).
std::optional<CheckpointRequest> parseCheckpointOptions(const OptionMap& options, QString& error);
/// The spacing and limit the options ask for (their defaults where not given), kept in memory
/// (no directory), or `error`: the Python module's checkpoints without a directory.
std::optional<CheckpointRequest> checkpointsInMemory(const OptionMap& options, QString& error);

/// A run's engine with its checkpoints going into a directory. The directory is declared first,
/// so that it outlives the engine whose store writes into it.
struct CheckpointedRun {
    std::unique_ptr<CheckpointDirectory> directory;
    std::unique_ptr<Engine> engine;
};

/// `engine` taking checkpoints as `request` says, into its directory if it names one (emptied of
/// the checkpoints of an earlier run first; its error() says if that failed).
CheckpointedRun checkpointed(std::unique_ptr<Engine> engine, const CheckpointRequest& request, const EngineConfig& config);

} // namespace disklab::cli
