#include "app/run/digit_font.h"

#include <QFontMetrics>

#include <algorithm>
#include <cmath>

namespace disklab {

int digitHeight(const QFont& font)
{
    return QFontMetrics(font).tightBoundingRect(QStringLiteral("0123456789")).height();
}

QFont fontWithDigitHeight(QFont font, int pixels)
{
    // Digits are about 0.73 of the pixel size in common fonts; the steps after that first guess
    // correct for the font the system actually has.
    font.setPixelSize(std::max(1, int(std::lround(pixels / 0.73))));
    // Bounded, in case a font draws no digits at all.
    while (digitHeight(font) < pixels && font.pixelSize() < 4 * pixels)
        font.setPixelSize(font.pixelSize() + 1);
    while (font.pixelSize() > 1) {
        QFont smaller = font;
        smaller.setPixelSize(font.pixelSize() - 1);
        if (digitHeight(smaller) < pixels)
            break;
        font = smaller;
    }
    return font;
}

} // namespace disklab
