#include "app/commands/set_velocity_command.h"

#include "app/commands/edit_command_ids.h"

namespace disklab {

SetVelocityCommand::SetVelocityCommand(ScenarioDocument& document, QList<int> indices, QList<QPointF> velocities,
                                       int dragId)
    : DiskVectorCommand(document, {&Disk::vx, &Disk::vy}, kSetVelocityId, std::move(indices), std::move(velocities),
                        dragId)
{
    setText(tr("Set velocity of %n disk(s)", nullptr, diskCount()));
}

} // namespace disklab
