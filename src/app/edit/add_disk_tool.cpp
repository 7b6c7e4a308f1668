#include "app/edit/add_disk_tool.h"

#include "app/commands/add_disks_command.h"
#include "app/document/scenario_document.h"
#include "app/view/simulation_view.h"

#include <algorithm>

namespace disklab {

void AddDiskTool::press(const EditPointer& at)
{
    m_selecting = m_view.diskAt(at.screen) >= 0;
    if (m_selecting)
        SelectTool::press(at);
    else
        addDiskAt(at.world);
}

void AddDiskTool::drag(const EditPointer& at)
{
    if (m_selecting)
        SelectTool::drag(at);
}

void AddDiskTool::release(const EditPointer& at, bool dragged)
{
    if (m_selecting)
        SelectTool::release(at, dragged);
    m_selecting = false;
}

void AddDiskTool::addDiskAt(const QPointF& world)
{
    const Scenario& s = m_document.scenario();
    const QList<int> selection = m_document.selection();
    Disk disk;
    if (!selection.isEmpty())
        disk = s.disks[std::size_t(selection.last())];
    else if (!s.disks.empty())
        disk = s.disks.back();
    else
        disk.radius = std::min(s.width, s.height) / 40.0;
    disk.x = world.x();
    disk.y = world.y();
    disk.vx = disk.vy = 0.0;
    disk.label.clear();
    m_document.push(new AddDisksCommand(m_document, {disk}));
}

} // namespace disklab
