#include "app/commands/remove_segment_command.h"

#include "app/document/scenario_document.h"

namespace disklab {

RemoveSegmentCommand::RemoveSegmentCommand(ScenarioDocument& document, int index)
    : m_document(document), m_index(index), m_segment(document.scenario().segments.at(std::size_t(index)))
{
    setText(tr("Delete interior wall"));
}

void RemoveSegmentCommand::redo()
{
    m_document.applyEdit(ScenarioDocument::EditScope::Segments,
                         [this](Scenario& s) { s.segments.erase(s.segments.begin() + m_index); });
}

void RemoveSegmentCommand::undo()
{
    m_document.applyEdit(ScenarioDocument::EditScope::Segments,
                         [this](Scenario& s) { s.segments.insert(s.segments.begin() + m_index, m_segment); });
}

} // namespace disklab
