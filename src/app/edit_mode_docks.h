#pragma once
// The docks that belong to editing (the disk table and the properties): edit mode brings them
// up, and leaving it puts away those it brought up. A dock the user opened by hand stays.

#include <QList>
#include <QObject>
#include <QPointer>

class QDockWidget;
class QMainWindow;

namespace disklab {

class EditModeController;

class EditModeDocks : public QObject {
    Q_OBJECT
public:
    /// `docks` are shown and raised in this order on entering edit mode; `bottom`, one of them,
    /// gets kBottomShare of the window's height the first time it comes up. GUI thread.
    EditModeDocks(QMainWindow& window, EditModeController& editor, QList<QDockWidget*> docks, QDockWidget* bottom);

    /// Share of the window's height the bottom editing dock (the disk table) takes when edit
    /// mode first shows it: room for a dozen rows, the view keeps most of the height.
    static constexpr double kBottomShare = 0.25;

private:
    void setEditing(bool editing);

    QMainWindow& m_window;
    QList<QDockWidget*> m_docks;
    QDockWidget* m_bottom;
    QList<QPointer<QDockWidget>> m_shownForEditing;
    bool m_bottomSized = false;
};

} // namespace disklab
