#pragma once
// The select-and-move tool: a click selects the disk under the pointer (Shift or Ctrl+click adds
// or removes it), a drag on empty space selects with a rubber band, dragging a selected disk
// moves the whole selection, and dragging an interior wall moves the wall. Each drag is one
// undo step.

#include "app/edit/edit_tool.h"
#include "core/scenario.h"

#include <QList>

class QRubberBand;
class QWidget;

namespace disklab {

class SelectTool : public EditTool {
public:
    /// The rubber band is drawn as a child of `bandParent`, which covers the view.
    SelectTool(ScenarioDocument& document, const SimulationView& view, QWidget& bandParent);

    void press(const EditPointer& at) override;
    void drag(const EditPointer& at) override;
    void release(const EditPointer& at, bool dragged) override;
    Qt::CursorShape cursor() const override { return Qt::ArrowCursor; }

private:
    enum class Drag { None, Disks, Wall, RubberBand };

    /// The interior wall within a few pixels of `screen`, or -1.
    int segmentAt(const QPointF& screen) const;
    void pressOnDisk(int disk, const EditPointer& at);

    QRubberBand* m_rubberBand;
    Drag m_drag = Drag::None;
    EditPointer m_press;
    int m_dragId = 0;
    QList<int> m_selectionAtPress;
    QList<int> m_dragDisks;
    QList<QPointF> m_dragStart;
    int m_dragSegment = -1;
    SegmentWall m_dragStartSegment;
};

} // namespace disklab
