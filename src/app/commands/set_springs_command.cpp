#include "app/commands/set_springs_command.h"

#include "app/commands/force_engine_move.h"
#include "app/document/scenario_document.h"

namespace disklab {

SetSpringsCommand::SetSpringsCommand(ScenarioDocument& document, std::vector<Link> springs, const QString& text)
    : QUndoCommand(text),
      m_document(document),
      m_before(document.scenario().forces.links),
      m_after(std::move(springs)),
      m_engineBefore(document.scenario().engine),
      m_engineAfter(!m_after.empty() && m_engineBefore.kind != EngineKind::Force ? forceEngineFrom(m_engineBefore)
                                                                                 : m_engineBefore)
{
}

void SetSpringsCommand::redo()
{
    apply(m_after, m_engineAfter);
}

void SetSpringsCommand::undo()
{
    apply(m_before, m_engineBefore);
}

void SetSpringsCommand::apply(const std::vector<Link>& springs, const EngineConfig& engine)
{
    m_document.applyEdit(ScenarioDocument::EditScope::Settings, [&](Scenario& s) {
        s.forces.links = springs;
        s.engine = engine;
    });
}

} // namespace disklab
