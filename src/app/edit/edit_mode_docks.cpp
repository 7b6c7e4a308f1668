#include "app/edit/edit_mode_docks.h"

#include "app/edit/edit_mode_controller.h"

#include <QDockWidget>

namespace disklab {

EditModeDocks::EditModeDocks(QObject& parent, EditModeController& editor, QList<QDockWidget*> docks)
    : QObject(&parent), m_docks(std::move(docks))
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
        }
        return;
    }
    for (const QPointer<QDockWidget>& dock : std::as_const(m_shownForEditing))
        if (dock)
            dock->hide();
    m_shownForEditing.clear();
}

} // namespace disklab
