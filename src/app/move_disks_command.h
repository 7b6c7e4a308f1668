#pragma once
// Undoable: moves disks to new positions. The steps of one mouse drag share a drag id and
// merge into one undo step.

#include <QCoreApplication>
#include <QList>
#include <QPointF>
#include <QUndoCommand>

namespace disklab {

class ScenarioDocument;

class MoveDisksCommand : public QUndoCommand {
    Q_DECLARE_TR_FUNCTIONS(MoveDisksCommand)
public:
    /// Moves disk indices[k] to positions[k] (scenario units). A nonzero `dragId` merges this
    /// command into the previous one with the same id and disks; `text` overrides "Move disks".
    MoveDisksCommand(ScenarioDocument& document, QList<int> indices, QList<QPointF> positions, int dragId = 0,
                     const QString& text = {});
    void redo() override;
    void undo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand* other) override;

private:
    void apply(const QList<QPointF>& positions);

    ScenarioDocument& m_document;
    QList<int> m_indices;
    QList<QPointF> m_before;
    QList<QPointF> m_after;
    int m_dragId;
};

} // namespace disklab
