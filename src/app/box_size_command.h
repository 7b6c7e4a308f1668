#pragma once
// Undoable: changes the box's width and height (disks stay where they are).

#include "core/scenario.h"

#include <QCoreApplication>
#include <QSizeF>
#include <QUndoCommand>

namespace disklab {

class ScenarioDocument;

class BoxSizeCommand : public QUndoCommand {
    Q_DECLARE_TR_FUNCTIONS(BoxSizeCommand)
public:
    /// Box size in scenario units.
    BoxSizeCommand(ScenarioDocument& document, double width, double height);
    void redo() override;
    void undo() override;

private:
    void apply(const QSizeF& v);

    ScenarioDocument& m_document;
    QSizeF m_before;
    QSizeF m_after;
};

} // namespace disklab
