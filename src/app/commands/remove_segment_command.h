#pragma once
// Undoable: removes an interior wall from the scenario (not the same as its remove time).

#include "core/scenario.h"

#include <QCoreApplication>
#include <QUndoCommand>

namespace disklab {

class ScenarioDocument;

class RemoveSegmentCommand : public QUndoCommand {
    Q_DECLARE_TR_FUNCTIONS(RemoveSegmentCommand)
public:
    RemoveSegmentCommand(ScenarioDocument& document, int index);
    void redo() override;
    void undo() override;

private:
    ScenarioDocument& m_document;
    int m_index;
    SegmentWall m_segment;
};

} // namespace disklab
