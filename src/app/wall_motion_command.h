#pragma once
// Undoable: sets one side's wall motion (piston velocity and stop time).

#include "core/scenario.h"

#include <QCoreApplication>
#include <QUndoCommand>

namespace disklab {

class ScenarioDocument;

class WallMotionCommand : public QUndoCommand {
    Q_DECLARE_TR_FUNCTIONS(WallMotionCommand)
public:
    WallMotionCommand(ScenarioDocument& document, Side side, WallMotion motion);
    void redo() override;
    void undo() override;

private:
    /// One whole sentence per side rather than a side name put into a sentence: core's
    /// sideName() is English, and Chinese and Japanese word the side differently.
    static QString describe(Side side);
    void apply(const WallMotion& motion);

    ScenarioDocument& m_document;
    Side m_side;
    WallMotion m_before;
    WallMotion m_after;
};

} // namespace disklab
