#pragma once
// Keeps a toolbar's buttons whole on a narrow screen. A toolbar too narrow for its buttons moves
// the last of them into an overflow menu, where a teacher in front of a class does not find
// them; this gives the buttons the richest style that shows them all in the width the toolbar
// has, whenever that width or the icons' size changes: text beside the icons, else text under
// them, else the icons alone (their tooltips still name them).

#include <QObject>

class QToolBar;

namespace disklab {

class ToolBarFit : public QObject {
    Q_OBJECT
public:
    /// Fits `bar`'s buttons from now on; owned by the toolbar. GUI thread.
    explicit ToolBarFit(QToolBar& bar);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void fit();

    QToolBar& m_bar;
};

} // namespace disklab
