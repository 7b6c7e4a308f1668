#pragma once
// Lesson Mode (View ▸ Lesson Mode): for a class in front of a projector, the window shows the
// view, the run controls, the gauges and the main toolbar with large buttons; every other dock
// and toolbar is hidden, one click away in the View menu. Leaving it brings back the layout it
// replaced. Whether it is on, and that layout, are remembered across starts.

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QSize>

class QAction;
class QDockWidget;
class QMainWindow;
class QToolBar;

namespace disklab {

class LessonMode : public QObject {
    Q_OBJECT
public:
    /// `action`: the checkable menu entry that turns it on and off. `kept`: the docks it shows.
    LessonMode(QMainWindow& window, QAction& action, QToolBar& mainToolBar, QList<QDockWidget*> kept);

    /// Turns it on if it was on when DiskLab last closed; call after the window restored its layout.
    void restore();
    /// Notes whether it is on, and the layout to return to, for the next start.
    void save() const;
    bool isOn() const { return m_on; }

private:
    void setOn(bool on);

    QMainWindow& m_window;
    QAction& m_action;
    QToolBar& m_mainToolBar;
    QList<QDockWidget*> m_kept;
    bool m_on = false;
    QByteArray m_layoutBefore;
    QSize m_iconSizeBefore;
};

} // namespace disklab
