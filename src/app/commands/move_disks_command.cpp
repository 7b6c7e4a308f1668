#include "app/commands/move_disks_command.h"

#include "app/commands/edit_command_ids.h"

namespace disklab {

MoveDisksCommand::MoveDisksCommand(ScenarioDocument& document, QList<int> indices, QList<QPointF> positions,
                                   int dragId, const QString& text)
    : DiskVectorCommand(document, {&Disk::x, &Disk::y}, kMoveDisksId, std::move(indices), std::move(positions), dragId)
{
    setText(text.isEmpty() ? tr("Move %n disk(s)", nullptr, diskCount()) : text);
}

} // namespace disklab
