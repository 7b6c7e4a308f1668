#pragma once
// QUndoCommand::id() values of the commands that merge (the steps of one mouse drag).

namespace disklab {

enum EditCommandId { kMoveDisksId = 1, kSetVelocityId = 2, kEditSegmentId = 3 };

} // namespace disklab
