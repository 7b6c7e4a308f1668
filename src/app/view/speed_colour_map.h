#pragma once
// Colour by speed: slow disks blue, fast ones red, in a fixed number of steps so the view can
// keep one sprite per step. The scale is fixed per run so a colour means the same speed
// throughout.

#include <QColor>
#include <QRect>

class QPainter;

namespace disklab {

class SpeedColourMap {
public:
    static constexpr int kSteps = 64;

    /// Speeds from 0 to `maximum` (reduced units) spread over the steps; faster is the last.
    void setMaximum(double maximum) { m_maximum = maximum > 0.0 ? maximum : 1.0; }
    double maximum() const { return m_maximum; }

    /// The step for a squared speed (avoids a square root per disk).
    int stepForSquaredSpeed(double speedSquared) const;
    /// Colour of a step, blue (0) through cyan, green and yellow to red (kSteps - 1).
    static QColor colourOfStep(int step);

    /// A round upper end (about twice `rmsSpeed`) for a gas of that root-mean-square speed.
    static double niceMaximumFor(double rmsSpeed);

    /// Draws the legend (gradient bar, ticks, title) inside `area`. GUI thread.
    void paintLegend(QPainter& painter, const QRect& area) const;

private:
    double m_maximum = 1.0;
};

} // namespace disklab
