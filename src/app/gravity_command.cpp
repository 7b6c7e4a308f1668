#include "app/gravity_command.h"

#include "app/scenario_document.h"

namespace disklab {

GravityCommand::GravityCommand(ScenarioDocument& document, double gx, double gy)
    : m_document(document), m_before(QPointF(document.scenario().gravityX, document.scenario().gravityY)), m_after(QPointF(gx, gy))
{
    setText(tr("Set gravity"));
}

void GravityCommand::apply(const QPointF& v)
{
    m_document.applyEdit(ScenarioDocument::EditScope::Settings, [&](Scenario& s) { s.gravityX = v.x(); s.gravityY = v.y(); });
}

void GravityCommand::redo()
{
    apply(m_after);
}

void GravityCommand::undo()
{
    apply(m_before);
}

} // namespace disklab
