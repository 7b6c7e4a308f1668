#include "app/boundary_command.h"

#include "app/scenario_document.h"

namespace disklab {

BoundaryCommand::BoundaryCommand(ScenarioDocument& document, Boundary boundary)
    : m_document(document), m_before(document.scenario().boundary), m_after(boundary)
{
    setText(boundary == Boundary::Periodic ? tr("Make box periodic") : tr("Give box walls"));
}

void BoundaryCommand::apply(const Boundary& v)
{
    m_document.applyEdit(ScenarioDocument::EditScope::Settings, [&](Scenario& s) { s.boundary = v; });
}

void BoundaryCommand::redo()
{
    apply(m_after);
}

void BoundaryCommand::undo()
{
    apply(m_before);
}

} // namespace disklab
