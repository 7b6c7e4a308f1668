#include "app/commands/paste_disks_command.h"

namespace disklab {

PasteDisksCommand::PasteDisksCommand(ScenarioDocument& document, std::vector<Disk> disks)
    : AddDisksCommand(document, disks)
{
    setText(tr("Paste %n disk(s)", nullptr, int(disks.size())));
}

} // namespace disklab
