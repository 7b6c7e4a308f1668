#include "app/commands/add_disks_command.h"

#include "app/document/scenario_document.h"

namespace disklab {

AddDisksCommand::AddDisksCommand(ScenarioDocument& document, std::vector<Disk> disks)
    : m_document(document), m_disks(std::move(disks)), m_selectionBefore(document.selection())
{
    setText(tr("Add %n disk(s)", nullptr, int(m_disks.size())));
}

void AddDisksCommand::redo()
{
    const int first = int(m_document.scenario().disks.size());
    m_document.applyEdit(ScenarioDocument::EditScope::DiskCount,
                         [this](Scenario& s) { s.disks.insert(s.disks.end(), m_disks.begin(), m_disks.end()); });
    QList<int> added;
    for (int i = 0; i < int(m_disks.size()); ++i)
        added.append(first + i);
    m_document.setSelection(added);
}

void AddDisksCommand::undo()
{
    m_document.applyEdit(ScenarioDocument::EditScope::DiskCount,
                         [this](Scenario& s) { s.disks.resize(s.disks.size() - m_disks.size()); });
    m_document.setSelection(m_selectionBefore);
}

} // namespace disklab
