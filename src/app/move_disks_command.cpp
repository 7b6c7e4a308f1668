#include "app/move_disks_command.h"

#include "app/edit_command_ids.h"
#include "app/scenario_document.h"

namespace disklab {

MoveDisksCommand::MoveDisksCommand(ScenarioDocument& document, QList<int> indices, QList<QPointF> positions,
                                   int dragId, const QString& text)
    : m_document(document), m_indices(std::move(indices)), m_after(std::move(positions)), m_dragId(dragId)
{
    for (int i : m_indices) {
        const Disk& d = document.scenario().disks.at(std::size_t(i));
        m_before.append(QPointF(d.x, d.y));
    }
    setText(text.isEmpty() ? tr("Move %n disk(s)", nullptr, int(m_indices.size())) : text);
}

void MoveDisksCommand::apply(const QList<QPointF>& positions)
{
    m_document.applyEdit(
        ScenarioDocument::EditScope::DiskValues,
        [&](Scenario& s) {
            for (int k = 0; k < m_indices.size(); ++k) {
                Disk& d = s.disks[std::size_t(m_indices[k])];
                d.x = positions[k].x();
                d.y = positions[k].y();
            }
        },
        m_indices);
}

void MoveDisksCommand::redo()
{
    apply(m_after);
}

void MoveDisksCommand::undo()
{
    apply(m_before);
}

int MoveDisksCommand::id() const
{
    return m_dragId != 0 ? kMoveDisksId : -1;
}

bool MoveDisksCommand::mergeWith(const QUndoCommand* other)
{
    const auto* move = static_cast<const MoveDisksCommand*>(other);
    if (move->m_dragId != m_dragId || move->m_indices != m_indices)
        return false;
    m_after = move->m_after;
    return true;
}

} // namespace disklab
