#pragma once
// Undoable: appends an interior wall.

#include "core/scenario.h"

#include <QCoreApplication>
#include <QUndoCommand>

namespace disklab {

class ScenarioDocument;

class AddSegmentCommand : public QUndoCommand {
    Q_DECLARE_TR_FUNCTIONS(AddSegmentCommand)
public:
    AddSegmentCommand(ScenarioDocument& document, SegmentWall segment);
    void redo() override;
    void undo() override;

private:
    ScenarioDocument& m_document;
    SegmentWall m_segment;
};

} // namespace disklab
