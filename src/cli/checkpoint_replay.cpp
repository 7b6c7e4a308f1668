#include "checkpoint_replay.h"

#include "runtime/engine_factory.h"
#include "runtime/run_file.h"

#include <QFileInfo>

#include <stdexcept>

namespace disklab::cli {
namespace {

/// The checkpoint of the run file `path` latest at or before `time`, as from a checkpoint
/// directory; nothing, with `error` saying why.
std::optional<StoredCheckpoint> readRunFileCheckpoint(const QString& path, double time, QString& error)
{
    std::optional<RunRecord> record = readRunFile(path, error);
    if (!record)
        return std::nullopt;
    // Of those at the same time, the last taken: the lab may have changed the run there.
    std::optional<StoredCheckpoint> latest;
    for (Checkpoint& checkpoint : record->checkpoints)
        if (checkpoint.time <= time)
            latest = StoredCheckpoint{std::move(checkpoint), record->engine, path};
    if (!latest)
        error = QString("%1: no checkpoint at or before t = %2").arg(path).arg(time);
    return latest;
}

} // namespace

std::optional<ReplayedRun> replayCheckpoints(const QString& directory, double time, QString& error)
{
    // The desktop application's run files hold their checkpoints in one file.
    std::optional<StoredCheckpoint> stored = QFileInfo(directory).isFile() ? readRunFileCheckpoint(directory, time, error)
                                                                           : readCheckpointBefore(directory, time, error);
    if (!stored)
        return std::nullopt;
    try {
        ReplayedRun run{makeEngine(*stored->checkpoint.scenario, stored->config), stored->config, {}};
        restoreCheckpoint(*run.engine, stored->checkpoint);
        run.engine->advanceTo(time);
        stored->checkpoint.state.clear();
        run.from = std::move(*stored);
        return run;
    } catch (const std::invalid_argument& e) {
        error = QString("%1: %2").arg(stored->path, QString::fromUtf8(e.what()));
        return std::nullopt;
    }
}

} // namespace disklab::cli
