#include "app/view/scenario_thumbnail.h"

#include <QPainter>

#include <algorithm>

namespace disklab {

QImage renderScenarioThumbnail(const Scenario& scenario, QSize size)
{
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(QColor(226, 229, 234));
    if (!(scenario.width > 0.0) || !(scenario.height > 0.0))
        return image;
    constexpr double margin = 4.0;
    const double scale = std::min((size.width() - 2 * margin) / scenario.width,
                                  (size.height() - 2 * margin) / scenario.height);
    const double left = (size.width() - scenario.width * scale) / 2;
    const double bottom = (size.height() + scenario.height * scale) / 2;
    const auto at = [&](double x, double y) { return QPointF(left + x * scale, bottom - y * scale); };

    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(QRectF(at(0, scenario.height), at(scenario.width, 0)), Qt::white);
    for (const Disk& d : scenario.disks) {
        painter.setBrush(QColor(d.colour.r, d.colour.g, d.colour.b));
        // At least half a pixel, so a gas of tiny disks still shows as a haze; disks big enough
        // get a faint rim, so a white cue ball shows on the white table.
        const double r = std::max(d.radius * scale, 0.5);
        painter.setPen(r > 2.0 ? QPen(QColor(0, 0, 0, 90), 0.8) : QPen(Qt::NoPen));
        painter.drawEllipse(at(d.x, d.y), r, r);
    }
    painter.setPen(QPen(QColor(45, 52, 64), 1.5));
    for (const SegmentWall& w : scenario.segments)
        painter.drawLine(at(w.x0, w.y0), at(w.x1, w.y1));
    painter.setBrush(Qt::NoBrush);
    painter.setPen(scenario.boundary == Boundary::Periodic ? QPen(QColor(120, 130, 150), 1.0, Qt::DashLine)
                                                           : QPen(QColor(45, 52, 64), 1.5));
    painter.drawRect(QRectF(at(0, scenario.height), at(scenario.width, 0)));
    return image;
}

} // namespace disklab
