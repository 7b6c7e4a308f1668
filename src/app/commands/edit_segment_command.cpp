#include "app/commands/edit_segment_command.h"

#include "app/commands/edit_command_ids.h"
#include "app/document/scenario_document.h"

namespace disklab {

EditSegmentCommand::EditSegmentCommand(ScenarioDocument& document, int index, SegmentWall segment, int dragId)
    : m_document(document),
      m_index(index),
      m_before(document.scenario().segments.at(std::size_t(index))),
      m_after(std::move(segment)),
      m_dragId(dragId)
{
    setText(tr("Change interior wall %1").arg(index));
}

void EditSegmentCommand::apply(const SegmentWall& segment)
{
    m_document.applyEdit(ScenarioDocument::EditScope::Segments,
                         [&](Scenario& s) { s.segments[std::size_t(m_index)] = segment; });
}

void EditSegmentCommand::redo()
{
    apply(m_after);
}

void EditSegmentCommand::undo()
{
    apply(m_before);
}

int EditSegmentCommand::id() const
{
    return m_dragId != 0 ? kEditSegmentId : -1;
}

bool EditSegmentCommand::mergeWith(const QUndoCommand* other)
{
    const auto* edit = static_cast<const EditSegmentCommand*>(other);
    if (edit->m_dragId != m_dragId || edit->m_index != m_index)
        return false;
    m_after = edit->m_after;
    return true;
}

} // namespace disklab
