#pragma once
// Undoable: changes an interior wall (ends, remove time, name). The steps of one drag of the
// wall share a drag id and merge.

#include "core/scenario.h"

#include <QCoreApplication>
#include <QUndoCommand>

namespace disklab {

class ScenarioDocument;

class EditSegmentCommand : public QUndoCommand {
    Q_DECLARE_TR_FUNCTIONS(EditSegmentCommand)
public:
    EditSegmentCommand(ScenarioDocument& document, int index, SegmentWall segment, int dragId = 0);
    void redo() override;
    void undo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand* other) override;

private:
    void apply(const SegmentWall& segment);

    ScenarioDocument& m_document;
    int m_index;
    SegmentWall m_before;
    SegmentWall m_after;
    int m_dragId;
};

} // namespace disklab
