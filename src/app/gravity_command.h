#pragma once
// Undoable: sets the gravitational acceleration vector.

#include "core/scenario.h"

#include <QCoreApplication>
#include <QPointF>
#include <QUndoCommand>

namespace disklab {

class ScenarioDocument;

class GravityCommand : public QUndoCommand {
    Q_DECLARE_TR_FUNCTIONS(GravityCommand)
public:
    /// Acceleration in scenario units.
    GravityCommand(ScenarioDocument& document, double gx, double gy);
    void redo() override;
    void undo() override;

private:
    void apply(const QPointF& v);

    ScenarioDocument& m_document;
    QPointF m_before;
    QPointF m_after;
};

} // namespace disklab
