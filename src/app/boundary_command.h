#pragma once
// Undoable: walls or a periodic box.

#include "core/scenario.h"

#include <QCoreApplication>
#include <QUndoCommand>

namespace disklab {

class ScenarioDocument;

class BoundaryCommand : public QUndoCommand {
    Q_DECLARE_TR_FUNCTIONS(BoundaryCommand)
public:
    BoundaryCommand(ScenarioDocument& document, Boundary boundary);
    void redo() override;
    void undo() override;

private:
    void apply(const Boundary& v);

    ScenarioDocument& m_document;
    Boundary m_before;
    Boundary m_after;
};

} // namespace disklab
