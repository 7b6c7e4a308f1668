#include "app/view/bond_order_colour_map.h"

#include <QCoreApplication>
#include <QFontMetrics>
#include <QPainter>

#include <cmath>
#include <numbers>

namespace disklab {
namespace {
const QColor kNoNeighbourGrey(175, 175, 175);
constexpr int kPad = 6;
constexpr int kWheel = 54;  // the colour wheel's diameter, pixels
constexpr double kDegreesPerStep = 360.0 / BondOrderColourMap::kSteps;

/// Step s shows the phase s * 10 degrees - 180, in (-180, 180].
double phaseOfStepDegrees(int step)
{
    return step * kDegreesPerStep - 180.0;
}
} // namespace

int BondOrderColourMap::stepOf(std::complex<double> psi6, int neighbours)
{
    if (neighbours <= 0)
        return kNoNeighbour;
    const double fraction = (std::arg(psi6) + std::numbers::pi) / (2.0 * std::numbers::pi);
    return static_cast<int>(std::lround(fraction * kSteps)) % kSteps;
}

QColor BondOrderColourMap::colourOfStep(int step)
{
    if (step < 0 || step >= kSteps)
        return kNoNeighbourGrey;
    return QColor::fromHsvF(float(step) / kSteps, 0.85f, 0.95f);
}

QSize BondOrderColourMap::legendSize(const QFontMetrics& metrics)
{
    const QString title = QCoreApplication::translate("disklab::BondOrderColourMap", "Bond orientation: phase of ψ6");
    const QString none = QCoreApplication::translate("disklab::BondOrderColourMap", "no neighbour");
    const int textWidth = std::max(metrics.horizontalAdvance(title), kWheel + 2 * kPad + metrics.height()
                                                                       + metrics.horizontalAdvance(none));
    return {textWidth + 2 * kPad, 2 * kPad + metrics.height() + 4 + kWheel};
}

void BondOrderColourMap::paintLegend(QPainter& painter, const QRect& area)
{
    painter.save();
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(255, 255, 255, 225));
    painter.drawRect(area);

    const QFontMetrics metrics = painter.fontMetrics();
    painter.setPen(QColor(40, 40, 40));
    painter.drawText(area.left() + kPad, area.top() + kPad + metrics.ascent(),
                     QCoreApplication::translate("disklab::BondOrderColourMap", "Bond orientation: phase of ψ6"));

    // The wheel: each step's wedge at its phase, counter-clockwise from the right as angles go.
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    const QRect wheel(area.left() + kPad, area.top() + kPad + metrics.height() + 4, kWheel, kWheel);
    for (int step = 0; step < kSteps; ++step) {
        painter.setBrush(colourOfStep(step));
        const double start = phaseOfStepDegrees(step) - 0.5 * kDegreesPerStep;
        painter.drawPie(wheel, int(std::lround(start * 16)), int(std::lround(kDegreesPerStep * 16)));
    }
    // A hole makes it a ring, and the grey of a disk without neighbours its own swatch.
    painter.setBrush(QColor(255, 255, 255));
    painter.drawEllipse(wheel.adjusted(kWheel / 4, kWheel / 4, -kWheel / 4, -kWheel / 4));
    const int swatch = metrics.height() - 4;
    const QRect grey(wheel.right() + 2 * kPad, wheel.center().y() - swatch / 2, swatch, swatch);
    painter.setBrush(kNoNeighbourGrey);
    painter.drawEllipse(grey);
    painter.setPen(QColor(40, 40, 40));
    painter.drawText(grey.right() + kPad, wheel.center().y() - metrics.height() / 2 + metrics.ascent(),
                     QCoreApplication::translate("disklab::BondOrderColourMap", "no neighbour"));
    painter.restore();
}

} // namespace disklab
