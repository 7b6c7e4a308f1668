#pragma once
// A dock shown into the empty bottom area starts at its size hint, which for a table is most of
// the window's height; the first time one of the bottom docks comes up (from the View menu,
// edit mode or a launch option) the area gets a share of the height instead. After that the
// user's own resizing holds, and a restored layout is never touched.

#include <QList>
#include <QObject>

class QDockWidget;
class QMainWindow;

namespace disklab {

class BottomDockSizer : public QObject {
    Q_OBJECT
public:
    /// Call once the saved layout (if any) is restored: if one of `docks` is already shown, the
    /// area has its size and nothing is done. GUI thread.
    BottomDockSizer(QMainWindow& window, const QList<QDockWidget*>& docks);

    /// Share of the window's height the bottom area takes when it first comes up: room for a
    /// dozen table rows while the view keeps most of the height.
    static constexpr double kShare = 0.25;

private:
    void sizeOnce(QDockWidget* dock);

    QMainWindow& m_window;
    bool m_sized = false;
};

} // namespace disklab
