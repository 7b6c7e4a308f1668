#include "app/commands/disk_vector_command.h"

#include "app/document/scenario_document.h"

namespace disklab {

DiskVectorCommand::DiskVectorCommand(ScenarioDocument& document, Components components, int mergeId,
                                     QList<int> indices, QList<QPointF> values, int dragId)
    : m_document(document),
      m_components(components),
      m_mergeId(mergeId),
      m_indices(std::move(indices)),
      m_after(std::move(values)),
      m_dragId(dragId)
{
    for (int i : m_indices) {
        const Disk& d = document.scenario().disks.at(std::size_t(i));
        m_before.append(QPointF(d.*m_components.x, d.*m_components.y));
    }
}

void DiskVectorCommand::apply(const QList<QPointF>& values)
{
    m_document.applyEdit(
        ScenarioDocument::EditScope::DiskValues,
        [&](Scenario& s) {
            for (int k = 0; k < m_indices.size(); ++k) {
                Disk& d = s.disks[std::size_t(m_indices[k])];
                d.*m_components.x = values[k].x();
                d.*m_components.y = values[k].y();
            }
        },
        m_indices);
}

void DiskVectorCommand::redo()
{
    apply(m_after);
}

void DiskVectorCommand::undo()
{
    apply(m_before);
}

int DiskVectorCommand::id() const
{
    return m_dragId != 0 ? m_mergeId : -1;
}

bool DiskVectorCommand::mergeWith(const QUndoCommand* other)
{
    // QUndoStack offers only commands of the same id(), so of the same quantity.
    const auto* next = static_cast<const DiskVectorCommand*>(other);
    if (next->m_dragId != m_dragId || next->m_indices != m_indices)
        return false;
    m_after = next->m_after;
    return true;
}

} // namespace disklab
