#pragma once
// The tabs of docks that share a place name their docks whole. QMainWindow shortens a tab's
// name with "…" to fit every tab of a group across the column: with every dock open at
// 1024 x 768 nine tabs read "S…", "Ga…", "T…", "S…" (three docks start with an S), which names
// none of them. Whole names, with the tab bar's scroll arrows for the tabs that do not fit.

#include <QObject>

class QMainWindow;

namespace disklab {

class DockTabNames : public QObject {
    Q_OBJECT
public:
    /// Keeps the dock tabs of `window` whole from now on; owned by the window. GUI thread.
    explicit DockTabNames(QMainWindow& window);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
};

} // namespace disklab
