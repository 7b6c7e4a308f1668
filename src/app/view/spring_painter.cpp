#include "app/view/spring_painter.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace disklab {
namespace {

const QColor kSpring(90, 98, 112);
constexpr int kCoils = 8;
constexpr double kPivotPixels = 5.0;

/// A zigzag from a to b in screen coordinates, `width` pixels across, with straight ends.
QPainterPath zigzag(QPointF a, QPointF b, double width)
{
    const QPointF along = b - a;
    const double length = std::hypot(along.x(), along.y());
    const QPointF unit = along / length, across(-unit.y(), unit.x());
    const double end = 0.1 * length, coil = (length - 2.0 * end) / (2 * kCoils);
    QPainterPath path(a);
    path.lineTo(a + unit * end);
    for (int k = 0; k < 2 * kCoils; ++k) {
        const double side = k % 2 == 0 ? 0.5 : -0.5;
        path.lineTo(a + unit * (end + (k + 0.5) * coil) + across * (side * width));
    }
    path.lineTo(b - unit * end);
    path.lineTo(b);
    return path;
}

} // namespace

void paintSprings(QPainter& painter, const SceneState& scene, const ViewTransform& transform)
{
    const Snapshot& state = *scene.state;
    const std::vector<Disk>& disks = scene.scenario->disks;
    painter.setPen(QPen(kSpring, 1.5, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.setBrush(Qt::NoBrush);
    for (const Link& link : scene.scenario->forces.links) {
        const auto a = std::size_t(link.a), b = std::size_t(link.b);
        if (a >= state.size() || b >= state.size())
            continue;
        const double dx = state.x[b] - state.x[a], dy = state.y[b] - state.y[a];
        const double distance = std::hypot(dx, dy), gap = distance - disks[a].radius - disks[b].radius;
        if (!(gap > 0.0))
            continue;
        const double ux = dx / distance, uy = dy / distance;
        const QPointF from = transform.toScreen(state.x[a] + ux * disks[a].radius, state.y[a] + uy * disks[a].radius);
        const QPointF to = transform.toScreen(state.x[b] - ux * disks[b].radius, state.y[b] - uy * disks[b].radius);
        // About a third of the smaller diameter across, but always visible and never over 12 px.
        const double width = std::clamp(0.6 * std::min(disks[a].radius, disks[b].radius) * transform.scale(), 4.0, 12.0);
        painter.drawPath(zigzag(from, to, width));
    }
    for (const Anchor& anchor : scene.scenario->forces.anchors) {
        const auto i = std::size_t(anchor.disk);
        if (i >= state.size())
            continue;
        const double dx = state.x[i] - anchor.x, dy = state.y[i] - anchor.y;
        const double distance = std::hypot(dx, dy), gap = distance - disks[i].radius;
        const QPointF pivot = transform.toScreen(anchor.x, anchor.y);
        if (gap > 0.0) {
            const double ux = dx / distance, uy = dy / distance;
            const QPointF to = transform.toScreen(state.x[i] - ux * disks[i].radius, state.y[i] - uy * disks[i].radius);
            const double width = std::clamp(0.6 * disks[i].radius * transform.scale(), 4.0, 12.0);
            painter.drawPath(zigzag(pivot, to, width));
        }
        // The pivot: a pin, dark with a light centre, that nothing moves.
        painter.save();
        painter.setPen(QPen(kSpring.darker(160), 1.5));
        painter.setBrush(kSpring.darker(160));
        painter.drawEllipse(pivot, kPivotPixels, kPivotPixels);
        painter.setBrush(Qt::white);
        painter.drawEllipse(pivot, 0.4 * kPivotPixels, 0.4 * kPivotPixels);
        painter.restore();
    }
}

} // namespace disklab
