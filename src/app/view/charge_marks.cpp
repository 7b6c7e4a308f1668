#include "app/view/charge_marks.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace disklab {
namespace {
const QColor kPositive(200, 30, 30);
const QColor kNegative(30, 80, 200);
} // namespace

void ChargeMarks::paint(QPainter& painter, const SceneState& scene, const ViewTransform& transform)
{
    const Scenario& scenario = *scene.scenario;
    const Snapshot& state = *scene.state;
    if (state.size() != scenario.disks.size())
        return;
    if (scene.scenario != m_scenario) {
        m_scenario = scene.scenario;
        m_charged.clear();
        for (std::size_t i = 0; i < scenario.disks.size(); ++i)
            if (scenario.disks[i].charge != 0.0)
                m_charged.push_back(static_cast<std::uint32_t>(i));
    }
    if (m_charged.empty())
        return;
    const QRectF visible = painter.window();
    painter.save();
    for (std::uint32_t i : m_charged) {
        const double charge = scenario.disks[i].charge;
        const double radius = scenario.disks[i].radius * transform.scale();
        if (radius < kSmallestMarkedRadius)
            continue;
        const QPointF centre = transform.toScreen(state.x[i], state.y[i]);
        if (!visible.adjusted(-radius, -radius, radius, radius).contains(centre))
            continue;
        // A ring in the sign's colour (red +, blue −, as the generators colour charges) shows the
        // sign at a glance; the mark, white with a dark outline, reads on any disk colour.
        painter.setPen(QPen(charge > 0.0 ? kPositive : kNegative, std::clamp(0.15 * radius, 1.5, 3.0)));
        painter.setBrush(Qt::NoBrush);
        painter.drawEllipse(centre, radius - 1.0, radius - 1.0);
        const double arm = std::min(0.55 * radius, 12.0);
        const double width = std::clamp(0.18 * radius, 1.5, 4.0);
        QPainterPath mark;
        mark.moveTo(centre - QPointF(arm, 0.0));
        mark.lineTo(centre + QPointF(arm, 0.0));
        if (charge > 0.0) {
            mark.moveTo(centre - QPointF(0.0, arm));
            mark.lineTo(centre + QPointF(0.0, arm));
        }
        painter.strokePath(mark, QPen(QColor(20, 20, 30), width + 2.0, Qt::SolidLine, Qt::RoundCap));
        painter.strokePath(mark, QPen(Qt::white, width, Qt::SolidLine, Qt::RoundCap));
    }
    painter.restore();
}

} // namespace disklab
