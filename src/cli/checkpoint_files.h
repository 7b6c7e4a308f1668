#pragma once
// Checkpoints on disk (docs/file-formats.md, "Checkpoints"): a directory of files, one per
// checkpoint, each whole in itself: a header line, the engine's scenario then as a native
// scenario file (its engine settings those of the run), and the engine's inner state. `run
// --checkpoint-every N --checkpoints DIR` writes them as the run takes them and deletes those
// its store thins out; `replay` and the Python module read them back.

#include "runtime/checkpoint.h"
#include "runtime/checkpoint_store.h"

#include "core/engine_config.h"

#include <QString>

#include <memory>
#include <optional>
#include <vector>

namespace disklab::cli {

inline constexpr char kCheckpointFormatName[] = "disklab-checkpoint";
/// 1: the first format.
inline constexpr int kCheckpointFormatVersion = 1;

/// A checkpoint read back, with the engine settings of the run it was taken from.
struct StoredCheckpoint {
    Checkpoint checkpoint;
    EngineConfig config;
    QString path;
};

/// Writes the store's checkpoints into `directory` as they come and deletes those thinned out;
/// the first failure is kept in error() and stops further writing.
class CheckpointDirectory {
public:
    /// Creates the directory if needed; error() says why it cannot be used.
    CheckpointDirectory(const QString& directory, const EngineConfig& config);
    /// Sends `store`'s additions and thinnings here (the store outlives nothing it calls).
    void follow(CheckpointStore& store);
    const QString& error() const { return m_error; }

private:
    void write(const Checkpoint& checkpoint);
    void remove(const Checkpoint& checkpoint);
    QString pathOf(const Checkpoint& checkpoint) const;

    QString m_directory;
    EngineConfig m_config;
    // The scenario last written and its encoding: checkpoints share one scenario while the lab
    // leaves it alone, and encoding 10^4 disks costs more than the rest of a checkpoint.
    std::shared_ptr<const Scenario> m_encodedScenario;
    QByteArray m_encoded;
    QString m_error;
};

/// The checkpoint in `directory` latest at or before `time` (of those at the same time, the
/// last taken), read whole; nothing, with `error` saying why, if there is none or it is not one.
std::optional<StoredCheckpoint> readCheckpointBefore(const QString& directory, double time, QString& error);

} // namespace disklab::cli
