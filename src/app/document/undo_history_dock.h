#pragma once
// The undo history: every edit of the document as a line of a QUndoView; clicking a line
// goes back (or forward) to that point.

#include <QDockWidget>

class QUndoStack;

namespace disklab {

class UndoHistoryDock : public QDockWidget {
    Q_OBJECT
public:
    explicit UndoHistoryDock(QUndoStack* stack, QWidget* parent = nullptr);
};

} // namespace disklab
