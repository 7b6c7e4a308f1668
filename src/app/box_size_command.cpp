#include "app/box_size_command.h"

#include "app/scenario_document.h"

namespace disklab {

BoxSizeCommand::BoxSizeCommand(ScenarioDocument& document, double width, double height)
    : m_document(document), m_before(QSizeF(document.scenario().width, document.scenario().height)), m_after(QSizeF(width, height))
{
    setText(tr("Set box size"));
}

void BoxSizeCommand::apply(const QSizeF& v)
{
    m_document.applyEdit(ScenarioDocument::EditScope::Settings, [&](Scenario& s) { s.width = v.width(); s.height = v.height(); });
}

void BoxSizeCommand::redo()
{
    apply(m_after);
}

void BoxSizeCommand::undo()
{
    apply(m_before);
}

} // namespace disklab
