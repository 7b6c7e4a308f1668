#pragma once
// QUndoCommand::id() values of the commands that merge (the steps of one mouse drag,
// the keystrokes of one text being typed, engine choices made one after another).

namespace disklab {

enum EditCommandId { kMoveDisksId = 1, kSetVelocityId = 2, kEditSegmentId = 3, kScenarioTextId = 4, kChooseEngineId = 5 };

} // namespace disklab
