#pragma once
// Undoable: pastes disks from the clipboard (appended and selected, like an add).

#include "app/commands/add_disks_command.h"

namespace disklab {

class PasteDisksCommand : public AddDisksCommand {
    Q_DECLARE_TR_FUNCTIONS(PasteDisksCommand)
public:
    /// `disks` as read from the clipboard, already moved to where they land.
    PasteDisksCommand(ScenarioDocument& document, std::vector<Disk> disks);
};

} // namespace disklab
