#include "app/edit/edit_actions.h"

#include "app/edit/edit_mode_controller.h"

#include <QAction>
#include <QActionGroup>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QToolBar>
#include <QUndoStack>

namespace disklab {
namespace {

QAction* makeAction(QObject* parent, const QString& text, const QKeySequence& shortcut, const QString& tip)
{
    auto* action = new QAction(text, parent);
    action->setShortcut(shortcut);
    const QString shortcutText = shortcut.toString(QKeySequence::NativeText);
    action->setToolTip(shortcutText.isEmpty() ? tip : QStringLiteral("%1 (%2)").arg(tip, shortcutText));
    action->setStatusTip(tip);
    return action;
}

} // namespace

EditActions::EditActions(QUndoStack* stack, EditModeController& editor, QObject* parent) : QObject(parent)
{
    undo = stack->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    redo = stack->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    cut = makeAction(this, tr("Cu&t"), QKeySequence::Cut, tr("Copy the selected disks and delete them"));
    copy = makeAction(this, tr("&Copy"), QKeySequence::Copy, tr("Copy the selected disks (as scenario JSON)"));
    paste = makeAction(this, tr("&Paste"), QKeySequence::Paste,
                       tr("Paste disks under the pointer (or beside where they were copied)"));
    remove = makeAction(this, tr("&Delete"), QKeySequence::Delete, tr("Delete the selected disks"));
    selectAll = makeAction(this, tr("Select &All"), QKeySequence::SelectAll, tr("Select every disk"));
    editMode = makeAction(this, tr("&Edit Mode"), QKeySequence(tr("Ctrl+M")),
                          tr("Pause and edit the scenario at t = 0 (Play leaves edit mode)"));
    editMode->setCheckable(true);
    selectTool = makeAction(this, tr("&Select and Move"), QKeySequence(tr("F5")),
                            tr("Click or drag a rectangle to select; drag selected disks to move them"));
    addDiskTool = makeAction(this, tr("&Add Disks"), QKeySequence(tr("F6")),
                             tr("Click to add a disk like the selected one"));
    velocityTool = makeAction(this, tr("Set &Velocity"), QKeySequence(tr("F7")),
                              tr("Drag an arrow out of a disk to set its velocity"));
    wallTool = makeAction(this, tr("Draw &Wall"), QKeySequence(tr("F8")), tr("Drag to draw an interior wall"));
    springTool = makeAction(this, tr("Draw Spr&ing"), QKeySequence(tr("F9")),
                            tr("Drag from one disk to another to join them with a spring (the force engine runs it)"));
    toolGroup = new QActionGroup(this);
    for (QAction* tool : {selectTool, addDiskTool, velocityTool, wallTool, springTool}) {
        tool->setCheckable(true);
        toolGroup->addAction(tool);
    }
    selectTool->setChecked(true);
    separateOverlaps = makeAction(this, tr("Se&parate Overlaps"), QKeySequence(tr("Ctrl+Shift+P")),
                                  tr("Move overlapping disks apart, each as little as possible"));

    connect(cut, &QAction::triggered, &editor, &EditModeController::cutSelection);
    connect(copy, &QAction::triggered, &editor, &EditModeController::copySelection);
    connect(paste, &QAction::triggered, &editor, &EditModeController::paste);
    connect(remove, &QAction::triggered, &editor, &EditModeController::deleteSelection);
    connect(selectAll, &QAction::triggered, &editor, &EditModeController::selectAll);
    connect(editMode, &QAction::toggled, &editor, &EditModeController::setEditing);
    connect(&editor, &EditModeController::editingChanged, editMode, &QAction::setChecked);
    connect(separateOverlaps, &QAction::triggered, &editor, &EditModeController::separateOverlaps);
    connect(selectTool, &QAction::triggered, &editor, [&editor] { editor.setTool(EditToolKind::Select); });
    connect(addDiskTool, &QAction::triggered, &editor, [&editor] { editor.setTool(EditToolKind::AddDisk); });
    connect(velocityTool, &QAction::triggered, &editor, [&editor] { editor.setTool(EditToolKind::Velocity); });
    connect(wallTool, &QAction::triggered, &editor, [&editor] { editor.setTool(EditToolKind::Wall); });
    connect(springTool, &QAction::triggered, &editor, [&editor] { editor.setTool(EditToolKind::Spring); });
}

void EditActions::buildMenu(QMainWindow& window)
{
    QMenuBar* bar = window.menuBar();
    auto* menu = new QMenu(tr("&Edit"), bar);
    menu->addAction(undo);
    menu->addAction(redo);
    menu->addSeparator();
    menu->addAction(cut);
    menu->addAction(copy);
    menu->addAction(paste);
    menu->addAction(remove);
    menu->addAction(selectAll);
    menu->addSeparator();
    menu->addAction(editMode);
    menu->addActions(toolGroup->actions());
    menu->addSeparator();
    menu->addAction(separateOverlaps);
    const QList<QAction*> menus = bar->actions();
    // After File: the usual place.
    bar->insertMenu(menus.size() > 1 ? menus[1] : nullptr, menu);

    // On a row of its own: beside the main toolbar it would be cut off on a laptop screen.
    window.addToolBarBreak();
    QToolBar* tools = window.addToolBar(tr("Edit Toolbar"));
    tools->setObjectName(QStringLiteral("editToolBar"));
    tools->addAction(editMode);
    tools->addActions(toolGroup->actions());
    tools->addSeparator();
    tools->addAction(undo);
    tools->addAction(redo);
}

} // namespace disklab
