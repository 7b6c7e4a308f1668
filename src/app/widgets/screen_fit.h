#pragma once
// A window of its own (comparison mode's) opens at a size that fits the screen it opens on:
// a classroom laptop's 1366 x 768 or 1024 x 768 as much as a 1920 x 1080 monitor.

#include <QSize>

class QWidget;

namespace disklab {

/// Resizes `window`, a top-level window not shown yet, to `preferred`, made smaller to fit the
/// available geometry of the screen it opens on (its parent's, else the primary screen) with
/// room for the window's frame, but never below `least` unless the screen is smaller still,
/// and centres it on that screen. GUI thread.
void fitToScreen(QWidget& window, QSize preferred, QSize least);

/// Moves `window`, a top-level window, to the middle of the available geometry of the screen
/// it opens on (as fitToScreen), frame and all; to its top left corner if it is larger. Call
/// after any change of its size: a window centred for another size hangs off the screen.
/// GUI thread.
void centreOnScreen(QWidget& window);

} // namespace disklab
