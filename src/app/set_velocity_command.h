#pragma once
// Undoable: sets disks' velocities. The steps of one arrow drag share a drag id and merge.

#include <QCoreApplication>
#include <QList>
#include <QPointF>
#include <QUndoCommand>

namespace disklab {

class ScenarioDocument;

class SetVelocityCommand : public QUndoCommand {
    Q_DECLARE_TR_FUNCTIONS(SetVelocityCommand)
public:
    /// Gives disk indices[k] the velocity velocities[k] (scenario units); a nonzero `dragId`
    /// merges with the previous command of the same id and disks.
    SetVelocityCommand(ScenarioDocument& document, QList<int> indices, QList<QPointF> velocities, int dragId = 0);
    void redo() override;
    void undo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand* other) override;

private:
    void apply(const QList<QPointF>& velocities);

    ScenarioDocument& m_document;
    QList<int> m_indices;
    QList<QPointF> m_before;
    QList<QPointF> m_after;
    int m_dragId;
};

} // namespace disklab
