#include "checkpoint_replay.h"
#include "run_file.h"

#include "runtime/engine_factory.h"

#include <QFileInfo>

#include <stdexcept>

namespace disklab::cli {

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
