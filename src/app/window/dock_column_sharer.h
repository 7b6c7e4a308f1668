#pragma once
// Docks that share a column of a side dock area share its height by what their content needs.
// QMainWindow splits a column by the docks' size hints, so a panel with a long hint (the
// gauges) could take the whole column and leave the one under it (the lab's controls) a strip
// of one row. Whenever a dock comes up, moves, floats back, changes width or its content asks
// for another height, and whenever the window is resized, each column in which a dock shows
// less than its share is shared again: each dock gets the height that shows its whole content (a panel's
// full height, a chart's or table's minimum with its controls wrapped at the dock's width),
// what is left goes to the docks that can use it (charts, tables), and when the column is too
// short for all, charts and tables keep their minimum while the panels, which scroll, share the
// rest (if that leaves each panel its least, its title bar and a row; else every dock gets a
// share in proportion to what it needs). A column in which every dock shows its share is left
// as the user made it.

#include <QList>
#include <QObject>

class QDockWidget;
class QMainWindow;

namespace disklab {

class DockColumnSharer : public QObject {
    Q_OBJECT
public:
    /// Watches every dock of `window` (create the docks first). GUI thread.
    explicit DockColumnSharer(QMainWindow& window);

    /// The height `dock` needs to show its content: a scrolling panel's (or a tab's) whole
    /// content at the dock's width, anything else's minimum; with the title bar.
    static int neededHeight(const QDockWidget& dock);
    /// Whether `dock` can use more height than that (a chart, a table), rather than a panel.
    static bool growsTaller(const QDockWidget& dock);

    /// Shares every column that needs it now, at once (the watch does it once the layout has
    /// settled). GUI thread.
    void shareColumns();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void schedule();
    void shareColumn(const QList<QDockWidget*>& column);

    QMainWindow& m_window;
    bool m_scheduled = false;
};

} // namespace disklab
