#pragma once
// Undoable: replaces the scenario's springs (its links) with another list: one spring drawn,
// one deleted, or one's stiffness or rest length changed. The first spring of a scenario on
// another engine moves it to the force engine in the same step (commands/force_engine_move.h).

#include "core/scenario.h"

#include <QString>
#include <QUndoCommand>

#include <vector>

namespace disklab {

class ScenarioDocument;

class SetSpringsCommand : public QUndoCommand {
public:
    /// `springs` must name existing, distinct disks. `text` is the undo history's line.
    SetSpringsCommand(ScenarioDocument& document, std::vector<Link> springs, const QString& text);
    void redo() override;
    void undo() override;

private:
    void apply(const std::vector<Link>& springs, const EngineConfig& engine);

    ScenarioDocument& m_document;
    std::vector<Link> m_before;
    std::vector<Link> m_after;
    EngineConfig m_engineBefore;
    EngineConfig m_engineAfter;
};

} // namespace disklab
