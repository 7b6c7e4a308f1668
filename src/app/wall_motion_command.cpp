#include "app/wall_motion_command.h"

#include "app/scenario_document.h"

namespace disklab {

WallMotionCommand::WallMotionCommand(ScenarioDocument& document, Side side, WallMotion motion)
    : m_document(document), m_side(side), m_before(document.scenario().wall(side)), m_after(motion)
{
    setText(describe(side));
}

QString WallMotionCommand::describe(Side side)
{
    switch (side) {
    case Side::Left:
        return tr("Set motion of the left wall");
    case Side::Right:
        return tr("Set motion of the right wall");
    case Side::Bottom:
        return tr("Set motion of the bottom wall");
    case Side::Top:
        return tr("Set motion of the top wall");
    }
    return {};
}

void WallMotionCommand::apply(const WallMotion& motion)
{
    m_document.applyEdit(ScenarioDocument::EditScope::Settings, [&](Scenario& s) { s.wall(m_side) = motion; });
}

void WallMotionCommand::redo()
{
    apply(m_after);
}

void WallMotionCommand::undo()
{
    apply(m_before);
}

} // namespace disklab
