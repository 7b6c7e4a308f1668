#include "app/window/dock_tab_names.h"

#include <QChildEvent>
#include <QEvent>
#include <QMainWindow>
#include <QTabBar>

namespace disklab {
namespace {

void showWhole(QTabBar& bar)
{
    bar.setElideMode(Qt::ElideNone);
    bar.setUsesScrollButtons(true);
}

} // namespace

DockTabNames::DockTabNames(QMainWindow& window) : QObject(&window)
{
    // The bars of the docks tabbed so far; those made later are caught below.
    for (QTabBar* bar : window.findChildren<QTabBar*>(Qt::FindDirectChildrenOnly))
        showWhole(*bar);
    window.installEventFilter(this);
}

bool DockTabNames::eventFilter(QObject* watched, QEvent* event)
{
    // The window makes a tab bar when docks are first tabbed together and sets it to elide
    // after making it: once it is polished, before it is first shown, it is set up.
    if (event->type() == QEvent::ChildPolished) {
        if (auto* bar = qobject_cast<QTabBar*>(static_cast<QChildEvent*>(event)->child()))
            showWhole(*bar);
    }
    return QObject::eventFilter(watched, event);
}

} // namespace disklab
