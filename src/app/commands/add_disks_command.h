#pragma once
// Undoable: appends disks to the scenario and selects them.

#include "core/scenario.h"

#include <QCoreApplication>
#include <QList>
#include <QUndoCommand>

#include <vector>

namespace disklab {

class ScenarioDocument;

class AddDisksCommand : public QUndoCommand {
    Q_DECLARE_TR_FUNCTIONS(AddDisksCommand)
public:
    AddDisksCommand(ScenarioDocument& document, std::vector<Disk> disks);
    void redo() override;
    void undo() override;

private:
    ScenarioDocument& m_document;
    std::vector<Disk> m_disks;
    QList<int> m_selectionBefore;
};

} // namespace disklab
