#include "report/box_picture.h"

#include <QPainter>
#include <QPen>

#include <algorithm>

namespace disklab {
namespace {

/// The region of the scenario's plane the picture shows: the box as the state has it (a piston
/// may have moved its wall), in scenario units.
QRectF shownBox(const Scenario& scenario, const Snapshot& state)
{
    if (scenario.boundary == Boundary::Periodic)
        return {0.0, 0.0, scenario.width, scenario.height};
    const auto at = [&](Side side) { return state.wallPositions[static_cast<std::size_t>(side)]; };
    const double left = at(Side::Left), right = std::max(at(Side::Right), scenario.width);
    const double bottom = at(Side::Bottom), top = std::max(at(Side::Top), scenario.height);
    return {left, bottom, right - left, top - bottom};
}

void drawWalls(QPainter& painter, const Scenario& scenario, const Snapshot& state, double penWidth)
{
    QPen pen(QColor(40, 40, 40), penWidth);
    if (scenario.boundary == Boundary::Periodic)
        pen.setStyle(Qt::DashLine);  // a periodic box has no walls: its edges only mark the period
    painter.setPen(pen);
    painter.setBrush(Qt::NoBrush);
    if (scenario.boundary == Boundary::Periodic) {
        painter.drawRect(QRectF(0.0, 0.0, scenario.width, scenario.height));
    } else {
        const auto at = [&](Side side) { return state.wallPositions[static_cast<std::size_t>(side)]; };
        painter.drawRect(QRectF(QPointF(at(Side::Left), at(Side::Bottom)), QPointF(at(Side::Right), at(Side::Top))));
    }
    painter.setPen(QPen(QColor(40, 40, 40), penWidth, Qt::SolidLine, Qt::RoundCap));
    for (const SegmentWall& wall : scenario.segments) {
        if (state.time < wall.removeTime)
            painter.drawLine(QPointF(wall.x0, wall.y0), QPointF(wall.x1, wall.y1));
    }
}

} // namespace

QImage boxPicture(const Scenario& scenario, const Snapshot& state, int width)
{
    const QRectF box = shownBox(scenario, state);
    const double margin = 0.03 * std::max(box.width(), box.height());
    const QRectF shown = box.adjusted(-margin, -margin, margin, margin);
    const double scale = width / shown.width();
    QImage image(width, std::max(1, static_cast<int>(shown.height() * scale)), QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    // y up, as in the scenario: flip the image's y axis.
    painter.translate(0.0, image.height());
    painter.scale(scale, -scale);
    painter.translate(-shown.left(), -shown.top());
    painter.setPen(Qt::NoPen);
    const std::size_t count = std::min(state.size(), scenario.disks.size());
    for (std::size_t i = 0; i < count; ++i) {
        const Disk& disk = scenario.disks[i];
        painter.setBrush(QColor(disk.colour.r, disk.colour.g, disk.colour.b));
        // A disk smaller than a dot still shows, as a dot three pixels across: the page shows
        // the picture at half its pixels, and a one-pixel disk printed as a faint speck.
        const double radius = std::max(disk.radius, 1.5 / scale);
        painter.drawEllipse(QPointF(state.x[i], state.y[i]), radius, radius);
    }
    drawWalls(painter, scenario, state, 2.0 / scale);
    return image;
}

} // namespace disklab
