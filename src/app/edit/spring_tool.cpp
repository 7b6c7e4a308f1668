#include "app/edit/spring_tool.h"

#include "app/commands/set_springs_command.h"
#include "app/document/scenario_document.h"
#include "app/view/simulation_view.h"

#include <QCoreApplication>
#include <QPainter>

#include <algorithm>
#include <cmath>
#include <utility>

namespace disklab {

void SpringTool::press(const EditPointer& at)
{
    m_from = m_view.diskAt(at.screen);
    m_end = at.world;
}

void SpringTool::drag(const EditPointer& at)
{
    m_end = at.world;
}

void SpringTool::release(const EditPointer& at, bool dragged)
{
    const int from = std::exchange(m_from, -1);
    const int to = m_view.diskAt(at.screen);
    if (!dragged || from < 0 || to < 0 || to == from)
        return;
    std::vector<Link> springs = m_document.scenario().forces.links;
    const bool joined = std::any_of(springs.begin(), springs.end(), [&](const Link& l) {
        return (l.a == from && l.b == to) || (l.a == to && l.b == from);
    });
    if (joined)
        return;
    const Disk& a = m_document.scenario().disks[std::size_t(from)];
    const Disk& b = m_document.scenario().disks[std::size_t(to)];
    Link spring;
    spring.a = std::min(from, to);
    spring.b = std::max(from, to);
    spring.restLength = std::hypot(b.x - a.x, b.y - a.y);
    spring.stiffness = springs.empty() ? kDefaultStiffness : springs.back().stiffness;
    springs.push_back(spring);
    m_document.push(new SetSpringsCommand(
        m_document, std::move(springs),
        QCoreApplication::translate("SpringTool", "Join disks %1 and %2 with a spring").arg(spring.a).arg(spring.b)));
}

void SpringTool::paint(QPainter& painter) const
{
    if (m_from < 0)
        return;
    const Disk& d = m_document.scenario().disks[std::size_t(m_from)];
    const ViewTransform& t = m_view.transform();
    painter.setPen(QPen(QColor(45, 52, 64), 2.0, Qt::DashLine, Qt::RoundCap));
    painter.drawLine(t.toScreen(d.x, d.y), t.toScreen(m_end.x(), m_end.y()));
}

} // namespace disklab
