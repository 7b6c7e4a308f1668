#include "app/scene_edit_overlay.h"

#include "app/add_disks_command.h"
#include "app/add_segment_command.h"
#include "app/edit_segment_command.h"
#include "app/move_disks_command.h"
#include "app/scenario_document.h"
#include "app/scenario_validity.h"
#include "app/set_velocity_command.h"
#include "app/simulation_view.h"

#include <QMouseEvent>
#include <QPainter>
#include <QRubberBand>

#include <algorithm>
#include <cmath>

namespace disklab {
namespace {

const QColor kProblem(220, 30, 30);
const QColor kArrow(20, 90, 40);
constexpr double kDragThreshold = 3.0;
constexpr int kMaxArrowsForAll = 600;  // beyond this only the selected disks get arrows

int nextDragId()
{
    static int serial = 0;
    return ++serial;
}

} // namespace

SceneEditOverlay::SceneEditOverlay(SimulationView& view, ScenarioDocument& document, const ScenarioValidity& validity)
    : QWidget(&view),
      m_view(view),
      m_document(document),
      m_validity(validity),
      m_rubberBand(new QRubberBand(QRubberBand::Rectangle, this))
{
    setObjectName(QStringLiteral("sceneEditOverlay"));
    setAttribute(Qt::WA_NoSystemBackground);
    setMouseTracking(true);
    setFocusPolicy(Qt::ClickFocus);
    setGeometry(view.rect());
    view.installEventFilter(this);
    hide();
    connect(&validity, &ScenarioValidity::changed, this, qOverload<>(&QWidget::update));
    connect(&document, &ScenarioDocument::edited, this, qOverload<>(&QWidget::update));
}

void SceneEditOverlay::setTool(EditTool tool)
{
    if (tool == m_tool)
        return;
    m_tool = tool;
    setCursor(tool == EditTool::Select ? Qt::ArrowCursor : Qt::CrossCursor);
    emit toolChanged(tool);
    update();
}

bool SceneEditOverlay::pastePoint(QPointF& point) const
{
    if (!m_hasHover)
        return false;
    point = m_currentWorld;
    return true;
}

double SceneEditOverlay::arrowTime() const
{
    // An arrow of the rms speed is a tenth of the box: readable in a gas and in a break shot.
    const Scenario& s = m_document.scenario();
    double sum = 0.0;
    for (const Disk& d : s.disks)
        sum += d.vx * d.vx + d.vy * d.vy;
    const double rms = s.disks.empty() ? 0.0 : std::sqrt(sum / double(s.disks.size()));
    return 0.1 * std::max(s.width, s.height) / (rms > 0.0 ? rms : 1.0);
}

bool SceneEditOverlay::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == &m_view && event->type() == QEvent::Resize)
        setGeometry(m_view.rect());
    return QWidget::eventFilter(watched, event);
}

QPointF SceneEditOverlay::toWorld(const QPointF& screen) const
{
    return m_view.transform().toWorld(screen);
}

int SceneEditOverlay::diskAt(const QPointF& screen) const
{
    const QPointF world = toWorld(screen);
    const double slop = 4.0 / m_view.transform().scale();  // small disks stay clickable
    const auto& disks = m_document.scenario().disks;
    int best = -1;
    double bestDistance = 0.0;
    for (std::size_t i = 0; i < disks.size(); ++i) {
        const double distance = std::hypot(disks[i].x - world.x(), disks[i].y - world.y());
        if (distance <= disks[i].radius + slop && (best < 0 || distance < bestDistance)) {
            best = int(i);
            bestDistance = distance;
        }
    }
    return best;
}

int SceneEditOverlay::segmentAt(const QPointF& screen) const
{
    const ViewTransform& t = m_view.transform();
    const auto& segments = m_document.scenario().segments;
    for (int k = 0; k < int(segments.size()); ++k) {
        const SegmentWall& w = segments[std::size_t(k)];
        const QPointF a = t.toScreen(w.x0, w.y0), b = t.toScreen(w.x1, w.y1);
        const QPointF ab = b - a;
        const double length2 = QPointF::dotProduct(ab, ab);
        const double along = length2 > 0.0 ? std::clamp(QPointF::dotProduct(screen - a, ab) / length2, 0.0, 1.0) : 0.0;
        if (QLineF(screen, a + ab * along).length() <= 5.0)
            return k;
    }
    return -1;
}

void SceneEditOverlay::addDiskAt(const QPointF& world)
{
    const Scenario& s = m_document.scenario();
    const QList<int> selection = m_document.selection();
    // A new disk copies the selected one (or the last one), at rest: a row of equal balls is a
    // few clicks.
    Disk disk;
    if (!selection.isEmpty())
        disk = s.disks[std::size_t(selection.last())];
    else if (!s.disks.empty())
        disk = s.disks.back();
    else
        disk.radius = std::min(s.width, s.height) / 40.0;
    disk.x = world.x();
    disk.y = world.y();
    disk.vx = disk.vy = 0.0;
    disk.label.clear();
    m_document.push(new AddDisksCommand(m_document, {disk}));
}

void SceneEditOverlay::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton) {
        event->ignore();  // the view pans with the middle button
        return;
    }
    m_pressScreen = event->position();
    m_pressWorld = m_currentWorld = toWorld(event->position());
    m_dragMoved = false;
    m_dragId = nextDragId();
    const int disk = diskAt(event->position());
    const bool shift = event->modifiers() & (Qt::ShiftModifier | Qt::ControlModifier);
    m_selectionAtPress = m_document.selection();

    switch (m_tool) {
    case EditTool::AddDisk:
        if (disk < 0) {
            addDiskAt(m_pressWorld);
            m_drag = Drag::None;
            return;
        }
        [[fallthrough]];  // on a disk the add tool selects and moves like the select tool
    case EditTool::Select:
        if (disk < 0 && segmentAt(event->position()) >= 0) {
            m_drag = Drag::MoveWall;
            m_dragSegment = segmentAt(event->position());
            m_dragStartSegment = m_document.scenario().segments[std::size_t(m_dragSegment)];
            return;
        }
        if (disk < 0) {
            m_drag = Drag::RubberBand;
            if (!shift)
                m_document.setSelection({});
            m_rubberBand->setGeometry(QRect(m_pressScreen.toPoint(), QSize()));
            m_rubberBand->show();
            return;
        }
        if (shift) {
            QList<int> selection = m_selectionAtPress;
            if (selection.contains(disk))
                selection.removeAll(disk);
            else
                selection.append(disk);
            m_document.setSelection(selection);
        } else if (!m_selectionAtPress.contains(disk)) {
            m_document.setSelection({disk});
        }
        m_drag = m_document.selection().contains(disk) ? Drag::Move : Drag::None;
        m_dragDisks = m_document.selection();
        m_dragStart.clear();
        for (int i : m_dragDisks)
            m_dragStart.append(QPointF(m_document.scenario().disks[std::size_t(i)].x,
                                       m_document.scenario().disks[std::size_t(i)].y));
        return;
    case EditTool::Velocity:
        if (disk < 0) {
            m_drag = Drag::None;
            return;
        }
        if (!m_selectionAtPress.contains(disk))
            m_document.setSelection({disk});
        m_dragDisks = m_document.selection();
        m_drag = Drag::Velocity;
        // Arrows keep the scale they had when the drag began, so the arrow follows the pointer.
        m_arrowTime = arrowTime();
        // The arrow starts at the disk under the pointer; every selected disk gets its velocity.
        m_pressWorld = QPointF(m_document.scenario().disks[std::size_t(disk)].x,
                               m_document.scenario().disks[std::size_t(disk)].y);
        return;
    case EditTool::Wall:
        m_drag = Drag::Wall;
        return;
    }
}

void SceneEditOverlay::mouseMoveEvent(QMouseEvent* event)
{
    m_currentWorld = toWorld(event->position());
    const Scenario& s = m_document.scenario();
    m_hasHover = m_currentWorld.x() >= 0 && m_currentWorld.x() <= s.width && m_currentWorld.y() >= 0
              && m_currentWorld.y() <= s.height;
    if (!(event->buttons() & Qt::LeftButton) || m_drag == Drag::None)
        return;
    if (!m_dragMoved && QLineF(m_pressScreen, event->position()).length() < kDragThreshold)
        return;
    m_dragMoved = true;
    switch (m_drag) {
    case Drag::Move: {
        const QPointF delta = m_currentWorld - m_pressWorld;
        QList<QPointF> positions;
        for (const QPointF& start : m_dragStart)
            positions.append(start + delta);
        m_document.push(new MoveDisksCommand(m_document, m_dragDisks, positions, m_dragId));
        break;
    }
    case Drag::Velocity: {
        const QPointF velocity = (m_currentWorld - m_pressWorld) / m_arrowTime;
        m_document.push(new SetVelocityCommand(m_document, m_dragDisks, QList<QPointF>(m_dragDisks.size(), velocity),
                                               m_dragId));
        break;
    }
    case Drag::MoveWall: {
        // From where the drag began, so the merged steps add up to the whole move.
        const QPointF delta = m_currentWorld - m_pressWorld;
        SegmentWall moved = m_dragStartSegment;
        moved.x0 += delta.x();
        moved.x1 += delta.x();
        moved.y0 += delta.y();
        moved.y1 += delta.y();
        m_document.push(new EditSegmentCommand(m_document, m_dragSegment, moved, m_dragId));
        break;
    }
    case Drag::RubberBand:
        m_rubberBand->setGeometry(QRectF(m_pressScreen, event->position()).normalized().toRect());
        break;
    case Drag::Wall:
    case Drag::None: break;
    }
    update();
}

void SceneEditOverlay::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton) {
        event->ignore();
        return;
    }
    m_currentWorld = toWorld(event->position());
    if (m_drag == Drag::RubberBand) {
        m_rubberBand->hide();
        const QRectF band = QRectF(m_pressWorld, m_currentWorld).normalized();
        QList<int> selection = (event->modifiers() & (Qt::ShiftModifier | Qt::ControlModifier)) ? m_selectionAtPress
                                                                                                 : QList<int>{};
        const auto& disks = m_document.scenario().disks;
        for (std::size_t i = 0; i < disks.size(); ++i)
            if (band.contains(disks[i].x, disks[i].y))
                selection.append(int(i));
        m_document.setSelection(selection);
    } else if (m_drag == Drag::Wall && m_dragMoved) {
        SegmentWall wall;
        wall.x0 = m_pressWorld.x();
        wall.y0 = m_pressWorld.y();
        wall.x1 = m_currentWorld.x();
        wall.y1 = m_currentWorld.y();
        m_document.push(new AddSegmentCommand(m_document, wall));
    }
    m_drag = Drag::None;
    m_dragId = 0;
    update();
}

void SceneEditOverlay::wheelEvent(QWheelEvent* event)
{
    event->ignore();  // the view zooms
}

void SceneEditOverlay::paintArrow(QPainter& painter, const QPointF& from, const QPointF& to) const
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

void SceneEditOverlay::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const ViewTransform& t = m_view.transform();
    const Scenario& s = m_document.scenario();

    // Invalid disks: a red ring, and a red line joining each overlapping pair.
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

    // Velocity arrows: every disk's when there are few, else the selected ones'.
    const double time = m_drag == Drag::Velocity ? m_arrowTime : arrowTime();
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

    if (m_drag == Drag::Wall && m_dragMoved) {
        painter.setPen(QPen(QColor(45, 52, 64), 3.0, Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(t.toScreen(m_pressWorld.x(), m_pressWorld.y()),
                         t.toScreen(m_currentWorld.x(), m_currentWorld.y()));
    }

    // Which tool is active, in the corner, so edit mode is never mistaken for a paused run.
    static const char* const names[] = {QT_TR_NOOP("Edit mode: select and move"), QT_TR_NOOP("Edit mode: add disks"),
                                        QT_TR_NOOP("Edit mode: set velocities"), QT_TR_NOOP("Edit mode: draw walls")};
    const QString text = tr(names[int(m_tool)]);
    const QFontMetrics metrics = painter.fontMetrics();
    const QRect box(width() - metrics.horizontalAdvance(text) - 24, 8, metrics.horizontalAdvance(text) + 16,
                    metrics.height() + 8);
    painter.setRenderHint(QPainter::Antialiasing, false);
    painter.fillRect(box, QColor(30, 90, 160, 220));
    painter.setPen(Qt::white);
    painter.drawText(box, Qt::AlignCenter, text);
}

} // namespace disklab
