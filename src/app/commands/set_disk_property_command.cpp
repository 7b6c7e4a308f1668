#include "app/commands/set_disk_property_command.h"

#include "app/document/scenario_document.h"

namespace disklab {

SetDiskPropertyCommand::SetDiskPropertyCommand(ScenarioDocument& document, QList<int> indices, DiskField field,
                                               QVariant value)
    : m_document(document), m_indices(std::move(indices)), m_field(field), m_value(std::move(value))
{
    for (int i : m_indices)
        m_before.push_back(document.scenario().disks.at(std::size_t(i)));
    setText(tr("Set %1 of %n disk(s)", nullptr, int(m_indices.size())).arg(diskFieldName(field)));
}

void SetDiskPropertyCommand::redo()
{
    m_document.applyEdit(
        ScenarioDocument::EditScope::DiskValues,
        [this](Scenario& s) {
            for (int i : m_indices)
                setDiskFieldValue(s.disks[std::size_t(i)], m_field, m_value);
        },
        m_indices);
}

void SetDiskPropertyCommand::undo()
{
    m_document.applyEdit(
        ScenarioDocument::EditScope::DiskValues,
        [this](Scenario& s) {
            for (int k = 0; k < m_indices.size(); ++k)
                s.disks[std::size_t(m_indices[k])] = m_before[std::size_t(k)];
        },
        m_indices);
}

} // namespace disklab
