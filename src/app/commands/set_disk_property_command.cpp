#include "app/commands/set_disk_property_command.h"

#include "app/commands/force_engine_move.h"
#include "app/document/scenario_document.h"

namespace disklab {

SetDiskPropertyCommand::SetDiskPropertyCommand(ScenarioDocument& document, QList<int> indices, DiskField field,
                                               QVariant value)
    : m_document(document),
      m_indices(std::move(indices)),
      m_field(field),
      m_value(std::move(value)),
      m_engineBefore(document.scenario().engine),
      m_movesToForces(field == DiskField::Charge && m_value.toDouble() != 0.0 && m_engineBefore.kind != EngineKind::Force)
{
    for (int i : m_indices)
        m_before.push_back(document.scenario().disks.at(std::size_t(i)));
    setText(m_movesToForces ? tr("Set the charge of %n disk(s) and run on the force engine", nullptr, int(m_indices.size()))
                            : tr("Set %1 of %n disk(s)", nullptr, int(m_indices.size())).arg(diskFieldName(field)));
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
    if (m_movesToForces)
        m_document.applyEdit(ScenarioDocument::EditScope::Settings,
                             [this](Scenario& s) { s.engine = forceEngineFrom(m_engineBefore); });
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
    if (m_movesToForces)
        m_document.applyEdit(ScenarioDocument::EditScope::Settings, [this](Scenario& s) { s.engine = m_engineBefore; });
}

} // namespace disklab
