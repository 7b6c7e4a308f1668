#pragma once
// Undoable: moves disks to new positions; the steps of one mouse drag merge (see
// DiskVectorCommand).

#include "app/commands/disk_vector_command.h"

#include <QCoreApplication>

namespace disklab {

class MoveDisksCommand : public DiskVectorCommand {
    Q_DECLARE_TR_FUNCTIONS(MoveDisksCommand)
public:
    /// Moves disk indices[k] to positions[k] (scenario units). A nonzero `dragId` merges this
    /// command into the previous one with the same id and disks; `text` overrides "Move disks".
    MoveDisksCommand(ScenarioDocument& document, QList<int> indices, QList<QPointF> positions, int dragId = 0,
                     const QString& text = {});
};

} // namespace disklab
