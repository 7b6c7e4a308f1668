#include "app/widgets/screen_fit.h"

#include <QGuiApplication>
#include <QRect>
#include <QScreen>
#include <QWidget>

#include <algorithm>

namespace disklab {
namespace {

/// Room for a window manager's frame and title bar, which a window not shown yet cannot ask
/// for (they are not known before the window is mapped).
constexpr QSize kFrameAllowance(16, 40);

/// The screen `window` opens on: its parent's, else its own, else the primary screen.
QScreen* openingScreen(const QWidget& window)
{
    QScreen* screen = window.parentWidget() ? window.parentWidget()->screen() : window.screen();
    return screen ? screen : QGuiApplication::primaryScreen();
}

} // namespace

void fitToScreen(QWidget& window, QSize preferred, QSize least)
{
    QScreen* screen = openingScreen(window);
    if (!screen) {
        window.resize(preferred);
        return;
    }
    const QRect available = screen->availableGeometry();
    const QSize room = (available.size() - kFrameAllowance).expandedTo(QSize(1, 1));
    window.resize(preferred.boundedTo(room).expandedTo(least.boundedTo(room)));
    centreOnScreen(window);
}

void centreOnScreen(QWidget& window)
{
    const QScreen* screen = openingScreen(window);
    if (!screen)
        return;
    const QRect available = screen->availableGeometry();
    // A shown window knows its frame; one not shown yet is allowed the usual one.
    const QSize framed = window.isVisible() ? window.frameGeometry().size() : window.size() + kFrameAllowance;
    window.move(available.x() + std::max(0, (available.width() - framed.width()) / 2),
                available.y() + std::max(0, (available.height() - framed.height()) / 2));
}

} // namespace disklab
