#pragma once
// Undoable: sets disks' velocities; the steps of one arrow drag merge (see DiskVectorCommand).

#include "app/commands/disk_vector_command.h"

#include <QCoreApplication>

namespace disklab {

class SetVelocityCommand : public DiskVectorCommand {
    Q_DECLARE_TR_FUNCTIONS(SetVelocityCommand)
public:
    /// Gives disk indices[k] the velocity velocities[k] (scenario units); a nonzero `dragId`
    /// merges with the previous command of the same id and disks.
    SetVelocityCommand(ScenarioDocument& document, QList<int> indices, QList<QPointF> velocities, int dragId = 0);
};

} // namespace disklab
