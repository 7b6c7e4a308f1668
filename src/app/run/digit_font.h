#pragma once
// Fonts sized by how tall their digits draw. A font's nominal size includes room above the
// digits (for accents) and below (for descenders), so a gauge that must be read from the back
// of a classroom asks for the height the digits themselves take on the screen.

#include <QFont>

namespace disklab {

/// How many pixels tall `font` draws the digits 0 to 9 (their ink, not the line).
int digitHeight(const QFont& font);

/// `font` at the smallest pixel size whose digits are at least `pixels` tall.
QFont fontWithDigitHeight(QFont font, int pixels);

} // namespace disklab
