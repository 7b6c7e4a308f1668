#pragma once
// Edit mode's mouse handling and drawing on top of the simulation view: a transparent child
// widget covering it. Selects (click, Shift+click, rubber band), moves selected disks and
// interior walls by dragging, adds disks, sets velocities by dragging an arrow, draws interior walls, and marks
// the invalid disks in red. Every change goes through the document's undo stack. The wheel and
// the middle button pass through to the view (zoom and pan).

#include "app/edit_tool.h"
#include "core/scenario.h"

#include <QList>
#include <QPointF>
#include <QWidget>

class QRubberBand;

namespace disklab {

class ScenarioDocument;
class ScenarioValidity;
class SimulationView;

class SceneEditOverlay : public QWidget {
    Q_OBJECT
public:
    /// Becomes a child of `view` and follows its size; hidden until edit mode. GUI thread.
    SceneEditOverlay(SimulationView& view, ScenarioDocument& document, const ScenarioValidity& validity);

    void setTool(EditTool tool);
    EditTool tool() const { return m_tool; }
    /// Where a paste should land: the last point the pointer was over the box (scenario units),
    /// or none.
    bool pastePoint(QPointF& point) const;
    /// Length of the velocity arrows: scenario length per unit of speed.
    double arrowTime() const;

signals:
    void toolChanged(EditTool tool);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;

private:
    enum class Drag { None, Move, RubberBand, Velocity, Wall, MoveWall };

    QPointF toWorld(const QPointF& screen) const;
    int diskAt(const QPointF& screen) const;
    /// The interior wall within a few pixels of `screen`, or -1.
    int segmentAt(const QPointF& screen) const;
    void addDiskAt(const QPointF& world);
    void paintArrow(class QPainter& painter, const QPointF& from, const QPointF& to) const;

    SimulationView& m_view;
    ScenarioDocument& m_document;
    const ScenarioValidity& m_validity;
    QRubberBand* m_rubberBand;
    EditTool m_tool = EditTool::Select;
    Drag m_drag = Drag::None;
    QPointF m_pressScreen;
    QPointF m_pressWorld;
    QPointF m_currentWorld;
    bool m_hasHover = false;
    QList<int> m_dragDisks;
    QList<QPointF> m_dragStart;
    QList<int> m_selectionAtPress;
    int m_dragSegment = -1;
    SegmentWall m_dragStartSegment;
    int m_dragId = 0;
    double m_arrowTime = 1.0;
    bool m_dragMoved = false;
};

} // namespace disklab
