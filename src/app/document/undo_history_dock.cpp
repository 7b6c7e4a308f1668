#include "app/document/undo_history_dock.h"

#include <QUndoView>

namespace disklab {

UndoHistoryDock::UndoHistoryDock(QUndoStack* stack, QWidget* parent) : QDockWidget(tr("Undo History"), parent)
{
    setObjectName(QStringLiteral("undoHistoryDock"));
    auto* view = new QUndoView(stack);
    view->setEmptyLabel(tr("<opened scenario>"));
    setWidget(view);
}

} // namespace disklab
