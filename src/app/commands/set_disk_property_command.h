#pragma once
// Undoable: sets one field (x, radius, colour, label, charge, ...) of many disks to one value.
// A charge given to a scenario on another engine moves it to the force engine in the same step
// (commands/force_engine_move.h), and undo moves it back.

#include "app/document/disk_property.h"
#include "core/scenario.h"

#include <QCoreApplication>
#include <QList>
#include <QUndoCommand>
#include <QVariant>

#include <vector>

namespace disklab {

class ScenarioDocument;

class SetDiskPropertyCommand : public QUndoCommand {
    Q_DECLARE_TR_FUNCTIONS(SetDiskPropertyCommand)
public:
    /// `value` must pass isValidDiskFieldValue(field, value).
    SetDiskPropertyCommand(ScenarioDocument& document, QList<int> indices, DiskField field, QVariant value);
    void redo() override;
    void undo() override;

private:
    ScenarioDocument& m_document;
    QList<int> m_indices;
    DiskField m_field;
    QVariant m_value;
    std::vector<Disk> m_before;
    EngineConfig m_engineBefore;
    bool m_movesToForces;
};

} // namespace disklab
