#pragma once
// Tests find the main window's docks as saved layouts and `--docks` do: by the object name of
// the dock's row in the dock registry (src/app/window/dock_registry.cpp).

#include <QWidget>
#include <QtGlobal>

namespace disklab::test {

/// `window`'s dock of class `Dock` named `objectName`; stops the test run if it has none.
template <class Dock>
Dock& dockNamed(const QWidget& window, const char* objectName)
{
    Dock* dock = window.findChild<Dock*>(QString::fromLatin1(objectName));
    if (!dock)
        qFatal("The window has no %s of the class asked for", objectName);
    return *dock;
}

} // namespace disklab::test
