#pragma once
// Keeps a toolbar's buttons whole on a narrow screen. A toolbar too narrow for its buttons moves
// the last of them into an overflow menu, where a teacher in front of a class does not find
// them; while on, this gives the buttons the richest style that shows them all in the width the
// toolbar has: text beside the icons, else text under them, else the icons alone (their
// tooltips still name them).

#include <QObject>

class QToolBar;

namespace disklab {

class ToolBarFit : public QObject {
    Q_OBJECT
public:
    explicit ToolBarFit(QToolBar& bar);

    /// On: fits the buttons now and whenever the toolbar changes width. Off: gives them back
    /// the style they had. GUI thread.
    void setOn(bool on);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void fit();

    QToolBar& m_bar;
    bool m_on = false;
    Qt::ToolButtonStyle m_styleBefore = Qt::ToolButtonTextBesideIcon;
};

} // namespace disklab
