#include "app/commands/delete_disks_command.h"

#include "app/document/scenario_document.h"

#include <algorithm>

namespace disklab {

DeleteDisksCommand::DeleteDisksCommand(ScenarioDocument& document, QList<int> indices) : m_document(document)
{
    std::sort(indices.begin(), indices.end());
    indices.erase(std::unique(indices.begin(), indices.end()), indices.end());
    for (int i : indices)
        m_removed.emplace_back(i, document.scenario().disks.at(std::size_t(i)));
    setText(tr("Delete %n disk(s)", nullptr, int(m_removed.size())));
}

void DeleteDisksCommand::redo()
{
    m_document.applyEdit(ScenarioDocument::EditScope::DiskCount, [this](Scenario& s) {
        for (auto it = m_removed.rbegin(); it != m_removed.rend(); ++it)
            s.disks.erase(s.disks.begin() + it->first);
    });
    m_document.setSelection({});
}

void DeleteDisksCommand::undo()
{
    m_document.applyEdit(ScenarioDocument::EditScope::DiskCount, [this](Scenario& s) {
        for (const auto& [index, disk] : m_removed)
            s.disks.insert(s.disks.begin() + index, disk);
    });
    QList<int> restored;
    for (const auto& entry : m_removed)
        restored.append(entry.first);
    m_document.setSelection(restored);
}

} // namespace disklab
