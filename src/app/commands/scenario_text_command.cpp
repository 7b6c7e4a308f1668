#include "app/commands/scenario_text_command.h"

#include "app/commands/edit_command_ids.h"
#include "app/document/scenario_document.h"
#include "core/scenario_text.h"

namespace disklab {

ScenarioTextCommand::ScenarioTextCommand(ScenarioDocument& document, const std::string& language, Field field,
                                         const std::string& text)
    : m_document(document),
      m_language(language),
      m_field(field),
      m_before(storedText(document.scenario(), language)),
      m_after(m_before)
{
    (field == Field::Title ? m_after.title : m_after.description) = text;
    setText(field == Field::Title ? tr("Edit title") : tr("Edit description"));
}

void ScenarioTextCommand::apply(const ScenarioText& text)
{
    m_document.applyEdit(ScenarioDocument::EditScope::Text,
                         [&](Scenario& s) { setStoredText(s, m_language, text); });
}

void ScenarioTextCommand::redo()
{
    apply(m_after);
}

void ScenarioTextCommand::undo()
{
    apply(m_before);
}

int ScenarioTextCommand::id() const
{
    return kScenarioTextId;
}

bool ScenarioTextCommand::mergeWith(const QUndoCommand* other)
{
    const auto* next = static_cast<const ScenarioTextCommand*>(other);
    if (&next->m_document != &m_document || next->m_language != m_language || next->m_field != m_field)
        return false;
    m_after = next->m_after;
    return true;
}

} // namespace disklab
