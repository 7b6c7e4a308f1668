#include "app/edit/velocity_tool.h"

#include "app/commands/set_velocity_command.h"
#include "app/document/scenario_document.h"
#include "app/view/simulation_view.h"

namespace disklab {

void VelocityTool::press(const EditPointer& at)
{
    const int disk = m_view.diskAt(at.screen);
    if (disk < 0)
        return;
    if (!m_document.selection().contains(disk))
        m_document.setSelection({disk});
    m_disks = m_document.selection();
    m_arrowTime = EditTool::arrowTime();
    const Disk& d = m_document.scenario().disks[std::size_t(disk)];
    m_tail = QPointF(d.x, d.y);
    m_dragId = newDragId();
    m_dragging = true;
}

void VelocityTool::drag(const EditPointer& at)
{
    if (!m_dragging)
        return;
    const QPointF velocity = (at.world - m_tail) / m_arrowTime;
    m_document.push(new SetVelocityCommand(m_document, m_disks, QList<QPointF>(m_disks.size(), velocity), m_dragId));
}

void VelocityTool::release(const EditPointer&, bool)
{
    m_dragging = false;
}

double VelocityTool::arrowTime() const
{
    return m_dragging ? m_arrowTime : EditTool::arrowTime();
}

} // namespace disklab
