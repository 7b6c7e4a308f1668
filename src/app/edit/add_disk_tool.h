#pragma once
// The add-disks tool: a click on empty space adds a disk like the selected one (or the last
// one), at rest, so a row of equal balls is a few clicks. On a disk it selects and moves as the
// select tool does.

#include "app/edit/select_tool.h"

namespace disklab {

class AddDiskTool : public SelectTool {
public:
    using SelectTool::SelectTool;

    void press(const EditPointer& at) override;
    void drag(const EditPointer& at) override;
    void release(const EditPointer& at, bool dragged) override;
    Qt::CursorShape cursor() const override { return Qt::CrossCursor; }

private:
    void addDiskAt(const QPointF& world);

    /// Whether this press went to the select tool (it was on a disk).
    bool m_selecting = false;
};

} // namespace disklab
