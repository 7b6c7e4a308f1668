#pragma once
// The Edit menu: undo and redo (from the document's undo stack), cut, copy, paste, delete,
// select all, edit mode and its tools, and separating overlaps; a tool bar for the tools.

#include "app/edit/edit_tool.h"

#include <QObject>

class QAction;
class QActionGroup;
class QMainWindow;
class QUndoStack;

namespace disklab {

class EditModeController;

class EditActions : public QObject {
    Q_OBJECT
public:
    EditActions(QUndoStack* stack, EditModeController& editor, QObject* parent);

    /// Adds the Edit menu after File in `window`'s menu bar, and an edit tool bar. GUI thread.
    void buildMenu(QMainWindow& window);

    QAction* undo;
    QAction* redo;
    QAction* cut;
    QAction* copy;
    QAction* paste;
    QAction* remove;
    QAction* selectAll;
    QAction* editMode;
    QActionGroup* toolGroup;
    QAction* selectTool;
    QAction* addDiskTool;
    QAction* velocityTool;
    QAction* wallTool;
    QAction* springTool;
    QAction* separateOverlaps;
};

} // namespace disklab
