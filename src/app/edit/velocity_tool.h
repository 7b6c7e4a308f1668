#pragma once
// The set-velocity tool: drag an arrow out of a disk; the arrow is the velocity of every
// selected disk (the disk pressed on is selected first if it was not). One drag, one undo step.

#include "app/edit/edit_tool.h"

#include <QList>

namespace disklab {

class VelocityTool : public EditTool {
public:
    using EditTool::EditTool;

    void press(const EditPointer& at) override;
    void drag(const EditPointer& at) override;
    void release(const EditPointer& at, bool dragged) override;
    /// While dragging, the scale the arrows had when the drag began, so the arrow follows the pointer.
    double arrowTime() const override;

private:
    bool m_dragging = false;
    int m_dragId = 0;
    QList<int> m_disks;
    QPointF m_tail;  ///< the pressed disk's centre, scenario units
    double m_arrowTime = 1.0;
};

} // namespace disklab
