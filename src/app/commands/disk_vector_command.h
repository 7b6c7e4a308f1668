#pragma once
// Undoable: gives several disks new values of one two-component quantity, their positions or
// their velocities. The steps of one mouse drag share a drag id and merge into one undo step.

#include "core/scenario.h"

#include <QList>
#include <QPointF>
#include <QUndoCommand>

namespace disklab {

class ScenarioDocument;

class DiskVectorCommand : public QUndoCommand {
public:
    void redo() override;
    void undo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand* other) override;

protected:
    /// The quantity, as the Disk fields of its two components.
    struct Components {
        double Disk::*x;
        double Disk::*y;
    };
    /// Gives disk indices[k] the value values[k] (scenario units). A nonzero `dragId` merges
    /// this command into the previous one of the same kind (`mergeId`, see edit_command_ids.h),
    /// drag id and disks.
    DiskVectorCommand(ScenarioDocument& document, Components components, int mergeId, QList<int> indices,
                      QList<QPointF> values, int dragId);
    int diskCount() const { return int(m_indices.size()); }

private:
    void apply(const QList<QPointF>& values);

    ScenarioDocument& m_document;
    Components m_components;
    int m_mergeId;
    QList<int> m_indices;
    QList<QPointF> m_before;
    QList<QPointF> m_after;
    int m_dragId;
};

} // namespace disklab
