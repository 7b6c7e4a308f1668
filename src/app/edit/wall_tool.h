#pragma once
// The draw-walls tool: a drag draws an interior wall from where it began to where it ends,
// shown while drawing and added as one undo step on release.

#include "app/edit/edit_tool.h"

namespace disklab {

class WallTool : public EditTool {
public:
    using EditTool::EditTool;

    void press(const EditPointer& at) override;
    void drag(const EditPointer& at) override;
    void release(const EditPointer& at, bool dragged) override;
    void paint(QPainter& painter) const override;

private:
    bool m_drawing = false;
    QPointF m_start;  ///< scenario units
    QPointF m_end;
};

} // namespace disklab
