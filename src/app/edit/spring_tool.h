#pragma once
// The draw-springs tool: a drag from one disk to another joins them with a spring at its rest
// length (the centres' distance now, so nothing moves until the run starts) and the stiffness of
// the scenario's last spring (kDefaultStiffness for the first). One drag, one undo step; the
// Springs tab of the properties edits stiffness and rest length afterwards.

#include "app/edit/edit_tool.h"

namespace disklab {

class SpringTool : public EditTool {
public:
    /// The first spring's stiffness: stiff enough to hold a disk of mass 1 against gravity 1
    /// within a tenth of a diameter, soft enough for the force engine's usual steps.
    static constexpr double kDefaultStiffness = 10.0;

    using EditTool::EditTool;

    void press(const EditPointer& at) override;
    void drag(const EditPointer& at) override;
    void release(const EditPointer& at, bool dragged) override;
    void paint(QPainter& painter) const override;

private:
    int m_from = -1;  ///< the disk pressed on; -1 when the press missed every disk
    QPointF m_end;    ///< scenario units
};

} // namespace disklab
