#include "app/view/speed_colour_map.h"

#include <QCoreApplication>
#include <QLinearGradient>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace disklab {

int SpeedColourMap::stepForSquaredSpeed(double speedSquared) const
{
    const double fraction = std::sqrt(speedSquared) / m_maximum;
    return std::clamp(static_cast<int>(fraction * kSteps), 0, kSteps - 1);
}

QColor SpeedColourMap::colourOfStep(int step)
{
    // Hue from blue (240 degrees) to red (0): every step stays saturated and easy to tell apart.
    const double fraction = std::clamp(step / double(kSteps - 1), 0.0, 1.0);
    return QColor::fromHsvF(float((1.0 - fraction) * 240.0 / 360.0), 0.85f, 0.95f);
}

double SpeedColourMap::niceMaximumFor(double rmsSpeed)
{
    if (!(rmsSpeed > 0.0) || !std::isfinite(rmsSpeed))
        return 1.0;
    // Two rms speeds: about 2 % of a 2D Maxwell gas is faster (and shows as full red), and
    // the bulk spreads over blue, cyan, green and yellow instead of crowding into one hue.
    const double raw = 2.0 * rmsSpeed;
    const double decade = std::pow(10.0, std::floor(std::log10(raw)));
    for (double nice : {1.0, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0, 6.0, 8.0, 10.0}) {
        if (nice * decade >= raw)
            return nice * decade;
    }
    return 10.0 * decade;
}

void SpeedColourMap::paintLegend(QPainter& painter, const QRect& area) const
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, false);
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(255, 255, 255, 225));
    painter.drawRect(area);

    const QFontMetrics metrics = painter.fontMetrics();
    const int pad = 6;
    const QString title = QCoreApplication::translate("disklab::SpeedColourMap", "Speed");
    painter.setPen(QColor(40, 40, 40));
    painter.drawText(area.left() + pad, area.top() + pad + metrics.ascent(), title);

    const int barTop = area.top() + pad + metrics.height() + 2;
    const int barLeft = area.left() + pad;
    const int barWidth = area.width() - 2 * pad;
    const int barHeight = 12;
    for (int step = 0; step < kSteps; ++step) {
        const int x0 = barLeft + barWidth * step / kSteps;
        const int x1 = barLeft + barWidth * (step + 1) / kSteps;
        painter.fillRect(QRect(x0, barTop, x1 - x0, barHeight), colourOfStep(step));
    }
    painter.setPen(QColor(90, 90, 90));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(QRect(barLeft, barTop, barWidth - 1, barHeight));

    const int labelBase = barTop + barHeight + 3 + metrics.ascent();
    painter.setPen(QColor(40, 40, 40));
    const QString low = QStringLiteral("0");
    const QString mid = QString::number(m_maximum / 2, 'g', 3);
    const QString high = QStringLiteral("≥ ") + QString::number(m_maximum, 'g', 3);
    painter.drawText(barLeft, labelBase, low);
    painter.drawText(barLeft + (barWidth - metrics.horizontalAdvance(mid)) / 2, labelBase, mid);
    painter.drawText(barLeft + barWidth - metrics.horizontalAdvance(high), labelBase, high);
    painter.restore();
}

} // namespace disklab
