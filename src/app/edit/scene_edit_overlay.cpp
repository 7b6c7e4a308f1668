#include "app/edit/scene_edit_overlay.h"

#include "app/document/scenario_document.h"
#include "app/document/scenario_validity.h"
#include "app/edit/add_disk_tool.h"
#include "app/edit/select_tool.h"
#include "app/edit/spring_tool.h"
#include "app/edit/velocity_tool.h"
#include "app/edit/wall_tool.h"
#include "app/view/simulation_view.h"

#include <QMouseEvent>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace disklab {
namespace {

const QColor kProblem(220, 30, 30);
const QColor kArrow(20, 90, 40);
constexpr double kDragThreshold = 3.0;
constexpr int kMaxArrowsForAll = 600;  // beyond this only the selected disks get arrows

void paintArrow(QPainter& painter, const QPointF& from, const QPointF& to)
{
    const QLineF line(from, to);
    if (line.length() < 2.0)
        return;
    painter.drawLine(line);
    const double head = std::min(8.0, line.length() / 2.0);
    QLineF side = QLineF(to, from).unitVector();
    side.setLength(head);
    side.setAngle(side.angle() + 25.0);
    painter.drawLine(side);
    side.setAngle(side.angle() - 50.0);
    painter.drawLine(side);
}

} // namespace

SceneEditOverlay::SceneEditOverlay(SimulationView& view, ScenarioDocument& document, const ScenarioValidity& validity)
    : QWidget(&view), m_view(view), m_document(document), m_validity(validity)
{
    // In EditToolKind's order.
    m_tools = {std::make_unique<SelectTool>(document, view, *this), std::make_unique<AddDiskTool>(document, view, *this),
               std::make_unique<VelocityTool>(document, view), std::make_unique<WallTool>(document, view),
               std::make_unique<SpringTool>(document, view)};
    setObjectName(QStringLiteral("sceneEditOverlay"));
    setAttribute(Qt::WA_NoSystemBackground);
    setMouseTracking(true);
    setFocusPolicy(Qt::ClickFocus);
    setGeometry(view.rect());
    setCursor(activeTool().cursor());
    view.installEventFilter(this);
    hide();
    connect(&validity, &ScenarioValidity::changed, this, qOverload<>(&QWidget::update));
    connect(&document, &ScenarioDocument::edited, this, qOverload<>(&QWidget::update));
}

SceneEditOverlay::~SceneEditOverlay() = default;

void SceneEditOverlay::setTool(EditToolKind tool)
{
    if (tool == m_tool)
        return;
    m_tool = tool;
    setCursor(activeTool().cursor());
    emit toolChanged(tool);
    update();
}

bool SceneEditOverlay::pastePoint(QPointF& point) const
{
    if (!m_hasHover)
        return false;
    point = m_hoverWorld;
    return true;
}

bool SceneEditOverlay::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == &m_view && event->type() == QEvent::Resize)
        setGeometry(m_view.rect());
    return QWidget::eventFilter(watched, event);
}

EditPointer SceneEditOverlay::pointerOf(const QMouseEvent& event) const
{
    return {event.position(), m_view.transform().toWorld(event.position()), event.modifiers()};
}

void SceneEditOverlay::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton) {
        event->ignore();  // the view pans with the middle button
        return;
    }
    m_pressScreen = event->position();
    m_dragged = false;
    m_pressedTool = &activeTool();
    m_pressedTool->press(pointerOf(*event));
    update();
}

void SceneEditOverlay::mouseMoveEvent(QMouseEvent* event)
{
    const EditPointer at = pointerOf(*event);
    const Scenario& s = m_document.scenario();
    m_hoverWorld = at.world;
    m_hasHover = at.world.x() >= 0 && at.world.x() <= s.width && at.world.y() >= 0 && at.world.y() <= s.height;
    if (!(event->buttons() & Qt::LeftButton) || !m_pressedTool)
        return;
    if (!m_dragged && QLineF(m_pressScreen, event->position()).length() < kDragThreshold)
        return;
    m_dragged = true;
    m_pressedTool->drag(at);
    update();
}

void SceneEditOverlay::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton) {
        event->ignore();
        return;
    }
    if (m_pressedTool)
        m_pressedTool->release(pointerOf(*event), m_dragged);
    m_pressedTool = nullptr;
    update();
}

void SceneEditOverlay::wheelEvent(QWheelEvent* event)
{
    event->ignore();  // the view zooms
}

void SceneEditOverlay::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    paintProblems(painter);
    paintVelocityArrows(painter);
    activeTool().paint(painter);
    paintToolName(painter);
}

void SceneEditOverlay::paintProblems(QPainter& painter) const
{
    // Invalid disks: a red ring, and a red line joining each overlapping pair.
    const ViewTransform& t = m_view.transform();
    const Scenario& s = m_document.scenario();
    painter.setBrush(Qt::NoBrush);
    for (const ScenarioProblem& p : m_validity.problems()) {
        if (p.disk < 0 || std::size_t(p.disk) >= s.disks.size())
            continue;
        const Disk& d = s.disks[std::size_t(p.disk)];
        if (p.otherDisk >= 0 && std::size_t(p.otherDisk) < s.disks.size()) {
            const Disk& e = s.disks[std::size_t(p.otherDisk)];
            painter.setPen(QPen(kProblem, 2.0));
            painter.drawLine(t.toScreen(d.x, d.y), t.toScreen(e.x, e.y));
        }
    }
    painter.setPen(QPen(kProblem, 2.5, Qt::DashLine));
    for (int i : m_validity.problemDisks()) {
        if (std::size_t(i) >= s.disks.size())
            continue;
        const Disk& d = s.disks[std::size_t(i)];
        const double r = std::max(d.radius * t.scale(), 3.0) + 2.0;
        painter.drawEllipse(t.toScreen(d.x, d.y), r, r);
    }
}

void SceneEditOverlay::paintVelocityArrows(QPainter& painter) const
{
    // Every disk's arrow when there are few, else the selected ones'.
    const ViewTransform& t = m_view.transform();
    const Scenario& s = m_document.scenario();
    const double time = activeTool().arrowTime();
    painter.setPen(QPen(kArrow, 1.6));
    const auto arrow = [&](int i) {
        const Disk& d = s.disks[std::size_t(i)];
        paintArrow(painter, t.toScreen(d.x, d.y), t.toScreen(d.x + d.vx * time, d.y + d.vy * time));
    };
    if (s.disks.size() <= std::size_t(kMaxArrowsForAll)) {
        for (int i = 0; i < int(s.disks.size()); ++i)
            arrow(i);
    } else {
        for (int i : m_document.selection())
            arrow(i);
    }
}

QString SceneEditOverlay::toolBanner(EditToolKind tool)
{
    // A switch with no default: a tool added to EditToolKind without a banner is a compiler warning.
    switch (tool) {
    case EditToolKind::Select:
        return tr("Edit mode: select and move");
    case EditToolKind::AddDisk:
        return tr("Edit mode: add disks");
    case EditToolKind::Velocity:
        return tr("Edit mode: set velocities");
    case EditToolKind::Wall:
        return tr("Edit mode: draw walls");
    case EditToolKind::Spring:
        return tr("Edit mode: draw springs");
    }
    return {};
}

void SceneEditOverlay::paintToolName(QPainter& painter) const
{
    // Which tool is active, in the corner, so edit mode is never mistaken for a paused run.
    const QString text = toolBanner(m_tool);
    const QFontMetrics metrics = painter.fontMetrics();
    const QRect box(width() - metrics.horizontalAdvance(text) - 24, 8, metrics.horizontalAdvance(text) + 16,
                    metrics.height() + 8);
    painter.setRenderHint(QPainter::Antialiasing, false);
    painter.fillRect(box, QColor(30, 90, 160, 220));
    painter.setPen(Qt::white);
    painter.drawText(box, Qt::AlignCenter, text);
}

} // namespace disklab
