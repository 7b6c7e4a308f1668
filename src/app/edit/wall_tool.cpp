#include "app/edit/wall_tool.h"

#include "app/commands/add_segment_command.h"
#include "app/document/scenario_document.h"
#include "app/view/simulation_view.h"

#include <QPainter>

namespace disklab {

void WallTool::press(const EditPointer& at)
{
    m_start = m_end = at.world;
    m_drawing = false;
}

void WallTool::drag(const EditPointer& at)
{
    m_end = at.world;
    m_drawing = true;
}

void WallTool::release(const EditPointer& at, bool dragged)
{
    m_drawing = false;
    if (!dragged)
        return;
    SegmentWall wall;
    wall.x0 = m_start.x();
    wall.y0 = m_start.y();
    wall.x1 = at.world.x();
    wall.y1 = at.world.y();
    m_document.push(new AddSegmentCommand(m_document, wall));
}

void WallTool::paint(QPainter& painter) const
{
    if (!m_drawing)
        return;
    const ViewTransform& t = m_view.transform();
    painter.setPen(QPen(QColor(45, 52, 64), 3.0, Qt::SolidLine, Qt::RoundCap));
    painter.drawLine(t.toScreen(m_start.x(), m_start.y()), t.toScreen(m_end.x(), m_end.y()));
}

} // namespace disklab
