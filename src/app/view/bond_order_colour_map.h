#pragma once
// Colour by bond order: each disk's hue is the phase of its local psi6 (core/bond_order.h), so a
// crystalline domain, whose bonds all point the same six ways, is a patch of one colour and a
// liquid is confetti (the pictures of Bernard & Krauth, PRL 107, 155704 (2011)). The phase
// arg(psi6_j) = 6 theta, theta the lattice's rotation, is an angle: the hues go round the whole
// colour wheel, so a phase just below 180 degrees and one just above are neighbours in colour as
// in angle. A fixed number of steps lets the view keep one sprite per step; a disk with no
// neighbour (a gas) is grey.

#include <QColor>
#include <QRect>

#include <complex>

class QFontMetrics;
class QPainter;

namespace disklab {

class BondOrderColourMap {
public:
    /// Hue steps round the wheel, 10 degrees of phase (under 2 degrees of lattice rotation) each.
    static constexpr int kSteps = 36;
    /// The step of a disk with no neighbour, grey.
    static constexpr int kNoNeighbour = kSteps;
    /// Every step, grey included.
    static constexpr int kEntries = kSteps + 1;

    /// The step of psi6_j, measured over `neighbours` neighbours. Each step is centred on its
    /// phase, so a lattice at rotation 0 (phase 0) or 30 degrees (phase 180) lies well inside one.
    static int stepOf(std::complex<double> psi6, int neighbours);
    /// Colour of a step: the hue of its phase, or grey.
    static QColor colourOfStep(int step);

    /// The legend's size for the painter's font.
    static QSize legendSize(const QFontMetrics& metrics);
    /// Draws the legend (title, the colour wheel of phases, the grey of disks without neighbour)
    /// inside `area`. GUI thread.
    static void paintLegend(QPainter& painter, const QRect& area);
};

} // namespace disklab
