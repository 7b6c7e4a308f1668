#pragma once
// The fields a checkpoint file's header (the command line's checkpoint directories) and a run
// file's list of checkpoints (runtime/run_file.h) both name, written and read in one place so the
// two formats cannot drift apart (docs/file-formats.md).

#include "runtime/checkpoint.h"

#include <QByteArrayView>
#include <QJsonObject>

namespace disklab {

/// Its serial, time, collisions, whether it is pinned, and its state's size in bytes.
QJsonObject checkpointFields(const Checkpoint& checkpoint);
/// A checkpoint from those fields (all but the time, which each format reads as it needs) and
/// its state's bytes; its scenario is the caller's to set.
Checkpoint checkpointFromFields(const QJsonObject& fields, QByteArrayView state);

} // namespace disklab
