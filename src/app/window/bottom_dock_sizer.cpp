#include "app/window/bottom_dock_sizer.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QTimer>

#include <algorithm>

namespace disklab {

BottomDockSizer::BottomDockSizer(QMainWindow& window, const QList<QDockWidget*>& docks) : QObject(&window), m_window(window)
{
    m_sized = std::any_of(docks.begin(), docks.end(), [](const QDockWidget* dock) { return !dock->isHidden(); });
    for (QDockWidget* dock : docks)
        connect(dock, &QDockWidget::visibilityChanged, this, [this, dock](bool visible) {
            if (visible)
                sizeOnce(dock);
        });
}

void BottomDockSizer::sizeOnce(QDockWidget* dock)
{
    if (m_sized || dock->isFloating())
        return;
    m_sized = true;
    // After the layout has placed the dock; resizing it before has no effect.
    QTimer::singleShot(0, dock, [this, dock] { m_window.resizeDocks({dock}, {int(m_window.height() * kShare)}, Qt::Vertical); });
}

} // namespace disklab
