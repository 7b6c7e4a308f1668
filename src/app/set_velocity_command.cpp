#include "app/set_velocity_command.h"

#include "app/edit_command_ids.h"
#include "app/scenario_document.h"

namespace disklab {

SetVelocityCommand::SetVelocityCommand(ScenarioDocument& document, QList<int> indices, QList<QPointF> velocities,
                                       int dragId)
    : m_document(document), m_indices(std::move(indices)), m_after(std::move(velocities)), m_dragId(dragId)
{
    for (int i : m_indices) {
        const Disk& d = document.scenario().disks.at(std::size_t(i));
        m_before.append(QPointF(d.vx, d.vy));
    }
    setText(tr("Set velocity of %n disk(s)", nullptr, int(m_indices.size())));
}

void SetVelocityCommand::apply(const QList<QPointF>& velocities)
{
    m_document.applyEdit(
        ScenarioDocument::EditScope::DiskValues,
        [&](Scenario& s) {
            for (int k = 0; k < m_indices.size(); ++k) {
                Disk& d = s.disks[std::size_t(m_indices[k])];
                d.vx = velocities[k].x();
                d.vy = velocities[k].y();
            }
        },
        m_indices);
}

void SetVelocityCommand::redo()
{
    apply(m_after);
}

void SetVelocityCommand::undo()
{
    apply(m_before);
}

int SetVelocityCommand::id() const
{
    return m_dragId != 0 ? kSetVelocityId : -1;
}

bool SetVelocityCommand::mergeWith(const QUndoCommand* other)
{
    const auto* set = static_cast<const SetVelocityCommand*>(other);
    if (set->m_dragId != m_dragId || set->m_indices != m_indices)
        return false;
    m_after = set->m_after;
    return true;
}

} // namespace disklab
