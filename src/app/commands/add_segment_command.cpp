#include "app/commands/add_segment_command.h"

#include "app/document/scenario_document.h"

namespace disklab {

AddSegmentCommand::AddSegmentCommand(ScenarioDocument& document, SegmentWall segment)
    : m_document(document), m_segment(std::move(segment))
{
    setText(tr("Add interior wall"));
}

void AddSegmentCommand::redo()
{
    m_document.applyEdit(ScenarioDocument::EditScope::Segments, [this](Scenario& s) { s.segments.push_back(m_segment); });
}

void AddSegmentCommand::undo()
{
    m_document.applyEdit(ScenarioDocument::EditScope::Segments, [](Scenario& s) { s.segments.pop_back(); });
}

} // namespace disklab
