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

} // namespace

void fitToScreen(QWidget& window, QSize preferred, QSize least)
{
    QScreen* screen = window.parentWidget() ? window.parentWidget()->screen() : window.screen();
    if (!screen)
        screen = QGuiApplication::primaryScreen();
    if (!screen) {
        window.resize(preferred);
        return;
    }
    const QRect available = screen->availableGeometry();
    const QSize room = (available.size() - kFrameAllowance).expandedTo(QSize(1, 1));
    const QSize size = preferred.boundedTo(room).expandedTo(least.boundedTo(room));
    window.resize(size);
    const QSize framed = size + kFrameAllowance;
    window.move(available.x() + std::max(0, (available.width() - framed.width()) / 2),
                available.y() + std::max(0, (available.height() - framed.height()) / 2));
}

} // namespace disklab
