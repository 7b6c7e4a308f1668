#pragma once
// Undoable: removes disks; undo puts each back at its old index. The springs of a deleted disk
// go with it, and the others are renumbered to the disks they joined.

#include "core/scenario.h"

#include <QCoreApplication>
#include <QList>
#include <QUndoCommand>

#include <utility>
#include <vector>

namespace disklab {

class ScenarioDocument;

class DeleteDisksCommand : public QUndoCommand {
    Q_DECLARE_TR_FUNCTIONS(DeleteDisksCommand)
public:
    /// `indices` into the document's disks, any order.
    DeleteDisksCommand(ScenarioDocument& document, QList<int> indices);
    void redo() override;
    void undo() override;

private:
    ScenarioDocument& m_document;
    std::vector<std::pair<int, Disk>> m_removed;  // ascending index
    std::vector<Link> m_springsBefore;
    std::vector<Anchor> m_anchorsBefore;
};

} // namespace disklab
