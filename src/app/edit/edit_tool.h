#pragma once
// An edit tool: what a left-button press, drag and release do on the simulation view in edit
// mode. SceneEditOverlay owns one of each kind and hands the active one the pointer; a tool
// changes the scenario only through undo commands pushed on the document, and finds disks with
// the view's diskAt(), which hit-tests the scene the view draws (the document's, in edit mode).

#include <QPointF>
#include <Qt>

class QPainter;

namespace disklab {

class ScenarioDocument;
class SimulationView;

enum class EditToolKind {
    Select,    ///< click, Shift+click, rubber band; drag selected disks to move them
    AddDisk,   ///< click to add a disk like the selected (or last) one
    Velocity,  ///< drag an arrow out of a disk to set its velocity
    Wall,      ///< drag to draw an interior wall
    Spring     ///< drag from one disk to another to join them with a spring
};

/// Where the pointer is, in both coordinate systems, and the keys held.
struct EditPointer {
    QPointF screen;  ///< view pixels
    QPointF world;   ///< scenario units
    Qt::KeyboardModifiers modifiers = Qt::NoModifier;

    /// Shift or Ctrl: add to (or take from) the selection instead of replacing it.
    bool adding() const { return modifiers & (Qt::ShiftModifier | Qt::ControlModifier); }
};

class EditTool {
public:
    EditTool(ScenarioDocument& document, const SimulationView& view) : m_document(document), m_view(view) {}
    virtual ~EditTool() = default;
    EditTool(const EditTool&) = delete;
    EditTool& operator=(const EditTool&) = delete;

    /// The left button went down. GUI thread, as every function here.
    virtual void press(const EditPointer& at) = 0;
    /// The pointer moved with the left button down, past the drag threshold since the press.
    virtual void drag(const EditPointer& at) { static_cast<void>(at); }
    /// The left button came up; `dragged` says whether drag() was called since the press.
    virtual void release(const EditPointer& at, bool dragged)
    {
        static_cast<void>(at);
        static_cast<void>(dragged);
    }
    /// Draws what the tool is in the middle of (a wall being drawn) over the scene.
    virtual void paint(QPainter& painter) const { static_cast<void>(painter); }
    /// Scale of the velocity arrows drawn over the disks: scenario length per unit of speed.
    virtual double arrowTime() const;
    virtual Qt::CursorShape cursor() const { return Qt::CrossCursor; }

protected:
    /// A new id for the undo commands of one drag, so its steps merge into one undo step.
    static int newDragId();

    ScenarioDocument& m_document;
    const SimulationView& m_view;
};

} // namespace disklab
