#pragma once
// Edit mode's mouse handling and drawing on top of the simulation view: a transparent child
// widget covering it. It hands the left button's press, drag and release to the active edit
// tool (select and move, add disks, set velocities, draw walls: one EditTool class each), and
// draws what every tool shows: the invalid disks in red, the velocity arrows and the tool's
// name. Every change goes through the document's undo stack. The wheel and the middle button
// pass through to the view (zoom and pan).

#include "app/edit/edit_tool.h"

#include <QPointF>
#include <QWidget>

#include <array>
#include <memory>

namespace disklab {

class ScenarioDocument;
class ScenarioValidity;
class SimulationView;

class SceneEditOverlay : public QWidget {
    Q_OBJECT
public:
    /// Becomes a child of `view` and follows its size; hidden until edit mode. GUI thread.
    SceneEditOverlay(SimulationView& view, ScenarioDocument& document, const ScenarioValidity& validity);
    ~SceneEditOverlay() override;

    void setTool(EditToolKind tool);
    EditToolKind tool() const { return m_tool; }
    /// Where a paste should land: the last point the pointer was over the box (scenario units),
    /// or none.
    bool pastePoint(QPointF& point) const;
    /// The banner the view shows in its corner while `tool` is active, translated. GUI thread.
    static QString toolBanner(EditToolKind tool);

signals:
    void toolChanged(EditToolKind tool);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;

private:
    EditPointer pointerOf(const QMouseEvent& event) const;
    EditTool& activeTool() const { return *m_tools[std::size_t(m_tool)]; }
    void paintProblems(QPainter& painter) const;
    void paintVelocityArrows(QPainter& painter) const;
    void paintToolName(QPainter& painter) const;

    SimulationView& m_view;
    ScenarioDocument& m_document;
    const ScenarioValidity& m_validity;
    std::array<std::unique_ptr<EditTool>, 5> m_tools;
    EditToolKind m_tool = EditToolKind::Select;
    /// The tool the left button was pressed with, until it is released (a key may switch
    /// tools in between).
    EditTool* m_pressedTool = nullptr;
    QPointF m_pressScreen;
    bool m_dragged = false;
    QPointF m_hoverWorld;
    bool m_hasHover = false;
};

} // namespace disklab
