#include "app/edit/select_tool.h"

#include "app/commands/edit_segment_command.h"
#include "app/commands/move_disks_command.h"
#include "app/document/scenario_document.h"
#include "app/view/simulation_view.h"

#include <QLineF>
#include <QRubberBand>

#include <algorithm>

namespace disklab {
namespace {
constexpr double kWallReach = 5.0;  // pixels from an interior wall that still grab it
}

SelectTool::SelectTool(ScenarioDocument& document, const SimulationView& view, QWidget& bandParent)
    : EditTool(document, view), m_rubberBand(new QRubberBand(QRubberBand::Rectangle, &bandParent))
{
}

int SelectTool::segmentAt(const QPointF& screen) const
{
    const ViewTransform& t = m_view.transform();
    const auto& segments = m_document.scenario().segments;
    for (int k = 0; k < int(segments.size()); ++k) {
        const SegmentWall& w = segments[std::size_t(k)];
        const QPointF a = t.toScreen(w.x0, w.y0), b = t.toScreen(w.x1, w.y1);
        const QPointF ab = b - a;
        const double length2 = QPointF::dotProduct(ab, ab);
        const double along = length2 > 0.0 ? std::clamp(QPointF::dotProduct(screen - a, ab) / length2, 0.0, 1.0) : 0.0;
        if (QLineF(screen, a + ab * along).length() <= kWallReach)
            return k;
    }
    return -1;
}

void SelectTool::press(const EditPointer& at)
{
    m_press = at;
    m_dragId = newDragId();
    m_selectionAtPress = m_document.selection();
    const int disk = m_view.diskAt(at.screen);
    if (disk >= 0) {
        pressOnDisk(disk, at);
        return;
    }
    m_dragSegment = segmentAt(at.screen);
    if (m_dragSegment >= 0) {
        m_drag = Drag::Wall;
        m_dragStartSegment = m_document.scenario().segments[std::size_t(m_dragSegment)];
        return;
    }
    m_drag = Drag::RubberBand;
    if (!at.adding())
        m_document.setSelection({});
    m_rubberBand->setGeometry(QRect(at.screen.toPoint(), QSize()));
    m_rubberBand->show();
}

void SelectTool::pressOnDisk(int disk, const EditPointer& at)
{
    if (at.adding()) {
        QList<int> selection = m_selectionAtPress;
        if (selection.contains(disk))
            selection.removeAll(disk);
        else
            selection.append(disk);
        m_document.setSelection(selection);
    } else if (!m_selectionAtPress.contains(disk)) {
        m_document.setSelection({disk});
    }
    // Shift+click on a selected disk deselects it: nothing to drag then.
    m_drag = m_document.selection().contains(disk) ? Drag::Disks : Drag::None;
    m_dragDisks = m_document.selection();
    m_dragStart.clear();
    for (int i : m_dragDisks) {
        const Disk& d = m_document.scenario().disks[std::size_t(i)];
        m_dragStart.append(QPointF(d.x, d.y));
    }
}

void SelectTool::drag(const EditPointer& at)
{
    // Every step is measured from where the drag began, so the merged steps add up to the whole move.
    const QPointF delta = at.world - m_press.world;
    switch (m_drag) {
    case Drag::Disks: {
        QList<QPointF> positions;
        for (const QPointF& start : m_dragStart)
            positions.append(start + delta);
        m_document.push(new MoveDisksCommand(m_document, m_dragDisks, positions, m_dragId));
        break;
    }
    case Drag::Wall: {
        SegmentWall moved = m_dragStartSegment;
        moved.x0 += delta.x();
        moved.x1 += delta.x();
        moved.y0 += delta.y();
        moved.y1 += delta.y();
        m_document.push(new EditSegmentCommand(m_document, m_dragSegment, moved, m_dragId));
        break;
    }
    case Drag::RubberBand:
        m_rubberBand->setGeometry(QRectF(m_press.screen, at.screen).normalized().toRect());
        break;
    case Drag::None: break;
    }
}

void SelectTool::release(const EditPointer& at, bool)
{
    if (m_drag == Drag::RubberBand) {
        m_rubberBand->hide();
        const QRectF band = QRectF(m_press.world, at.world).normalized();
        QList<int> selection = at.adding() ? m_selectionAtPress : QList<int>{};
        const auto& disks = m_document.scenario().disks;
        for (std::size_t i = 0; i < disks.size(); ++i)
            if (band.contains(disks[i].x, disks[i].y))
                selection.append(int(i));
        m_document.setSelection(selection);
    }
    m_drag = Drag::None;
}

} // namespace disklab
