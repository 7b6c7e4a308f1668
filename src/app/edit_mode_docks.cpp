#include "app/edit_mode_docks.h"

#include "app/edit_mode_controller.h"

#include <QDockWidget>
#include <QMainWindow>

namespace disklab {

EditModeDocks::EditModeDocks(QMainWindow& window, EditModeController& editor, QList<QDockWidget*> docks, QDockWidget* bottom)
    : QObject(&window), m_window(window), m_docks(std::move(docks)), m_bottom(bottom)
{
    connect(&editor, &EditModeController::editingChanged, this, &EditModeDocks::setEditing);
}

void EditModeDocks::setEditing(bool editing)
{
    if (editing) {
        for (QDockWidget* dock : m_docks) {
            if (dock->isVisible())
                continue;
            dock->show();
            dock->raise();
            m_shownForEditing.append(dock);
            if (dock == m_bottom && !m_bottomSized) {
                // A dock shown into an empty area starts at its size hint, which for a table is
                // most of the window; give it a share instead, once (the user's resizing then holds).
                m_bottomSized = true;
                m_window.resizeDocks({dock}, {int(m_window.height() * kBottomShare)}, Qt::Vertical);
            }
        }
        return;
    }
    for (const QPointer<QDockWidget>& dock : std::as_const(m_shownForEditing))
        if (dock)
            dock->hide();
    m_shownForEditing.clear();
}

} // namespace disklab
