#include "app/view/simulation_view.h"
#include "app/view/bond_order_colour_map.h"
#include "app/view/charge_marks.h"
#include "app/units/unit_system.h"
#include "app/view/spring_painter.h"

#include "core/free_piston.h"
#include "core/pump.h"
#include "core/observables.h"

#include <QElapsedTimer>
#include <QFontMetricsF>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QTimer>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace disklab {
namespace {

const QColor kOutside(226, 229, 234);
const QColor kInside(255, 255, 255);
const QColor kWall(45, 52, 64);
const QColor kPiston(230, 126, 34);
const QColor kPump(39, 174, 96);
const QColor kHeater(214, 48, 39);   // a thermal wall hotter than the gas at the start
const QColor kCooler(33, 102, 172);  // one colder
const QColor kSelection(255, 196, 0);
const std::array<QColor, 6> kTrailColours{QColor(214, 39, 40), QColor(31, 119, 180), QColor(44, 160, 44),
                                          QColor(148, 103, 189), QColor(255, 127, 14), QColor(23, 190, 207)};
constexpr double kFitMargin = 16.0;
constexpr double kZoomStep = 1.25;
constexpr double kDragThreshold = 4.0;
/// How near the piston (pixels) a press takes it, and the length of its rod.
constexpr double kPistonGrip = 10.0;
constexpr double kRodLength = 24.0;
constexpr int kLegendMargin = 10;

} // namespace

SimulationView::SimulationView(QWidget* parent)
    : QWidget(parent), m_frameRateTimer(new QTimer(this)), m_ownSelection(new DiskSelection(this))
{
    setAttribute(Qt::WA_OpaquePaintEvent);
    setFocusPolicy(Qt::ClickFocus);
    setMinimumSize(200, 150);
    setMouseTracking(false);
    setToolTip(tr("Click a disk to select it (Ctrl+click adds), drag to pan, wheel to zoom"));
    m_frameRateTimer->setInterval(500);
    connect(m_frameRateTimer, &QTimer::timeout, this,
            [this] { emit frameRateUpdated(m_frameRate.framesPerSecond(), m_frameRate.meanPaintMs()); });
    m_frameRateTimer->start();
    connect(m_ownSelection, &DiskSelection::changed, this, &SimulationView::followSelection);
    connect(&m_phases, &BondOrderPhases::measured, this, qOverload<>(&SimulationView::update));
}

void SimulationView::useSelection(DiskSelection& selection, std::function<int()> selectableDisks)
{
    m_selectableDisks = std::move(selectableDisks);
    if (m_sharedSelection)
        disconnect(m_sharedSelection, nullptr, this, nullptr);
    m_sharedSelection = &selection;
    connect(&selection, &DiskSelection::changed, this, &SimulationView::followSelection);
    followSelection();
}

void SimulationView::showScene(SceneState scene)
{
    if (scene.isEmpty())
        return;
    // Within one run the lab may replace the scenario (a pumped disk, a turned heater): that is
    // still the scene the user was looking at, with its zoom, trails and selection.
    const bool newScenario = m_scene.isEmpty()
                             || (m_scene.scenario != scene.scenario && m_scene.generation != scene.generation);
    m_scene = std::move(scene);
    m_sceneEdited = false;
    if (newScenario) {
        m_trails.clear();
        selection().set({}, 0);
    }
    if (newScenario || m_scene.generation != m_speedScaleGeneration)
        updateSpeedScale();
    if (newScenario || m_autoFit)
        zoomToFit();
    m_trails.record(m_scene);
    if (m_colouring == DiskColouring::BondOrder)
        m_phases.request(m_scene);
    update();
    emit sceneShown(m_scene, false);
}

void SimulationView::showEditedScene(SceneState scene)
{
    if (scene.isEmpty())
        return;
    m_scene = std::move(scene);
    m_sceneEdited = true;
    m_trails.clear();
    updateSpeedScale();
    if (m_colouring == DiskColouring::BondOrder)
        m_phases.request(m_scene);
    if (m_autoFit)
        zoomToFit();
    update();
    emit sceneShown(m_scene, true);
}

void SimulationView::updateSpeedScale()
{
    // Fixed for the whole run (from its first frame) so a colour keeps meaning one speed.
    m_speedScaleGeneration = m_scene.generation;
    const Snapshot& s = *m_scene.state;
    double sum = 0.0;
    for (std::size_t i = 0; i < s.size(); ++i)
        sum += s.vx[i] * s.vx[i] + s.vy[i] * s.vy[i];
    m_speedColours.setMaximum(SpeedColourMap::niceMaximumFor(s.size() ? std::sqrt(sum / double(s.size())) : 0.0));
}

void SimulationView::setColourBySpeed(bool on)
{
    chooseColouring(DiskColouring::Speed, on);
}

void SimulationView::setColourByBondOrder(bool on)
{
    chooseColouring(DiskColouring::BondOrder, on);
    if (on && !m_scene.isEmpty())
        m_phases.request(m_scene);
}

void SimulationView::chooseColouring(DiskColouring colouring, bool on)
{
    if (on)
        m_colouring = colouring;
    else if (m_colouring == colouring)
        m_colouring = DiskColouring::Own;
    // The legend comes or goes: the fitted box makes or takes back room for it.
    if (m_autoFit)
        zoomToFit();
    update();
}

QRect SimulationView::colourLegendRect() const
{
    const QFontMetrics metrics = fontMetrics();
    QSize size;
    if (m_colouring == DiskColouring::Speed)
        size = QSize(std::max(180, metrics.horizontalAdvance(QStringLiteral("0000000000")) * 2),
                     12 + 2 * metrics.height() + 16);
    else if (m_colouring == DiskColouring::BondOrder)
        size = BondOrderColourMap::legendSize(metrics);
    else
        return {};
    return {width() - size.width() - kLegendMargin, height() - size.height() - kLegendMargin, size.width(),
            size.height()};
}

QMargins SimulationView::legendMargins() const
{
    const QRect legend = colourLegendRect();
    return legend.isEmpty() ? QMargins() : QMargins(0, 0, 0, legend.height() + kLegendMargin);
}

QRectF SimulationView::boxOnScreen() const
{
    if (m_scene.isEmpty())
        return {};
    const auto& walls = m_scene.state->wallPositions;
    return QRectF(m_transform.toScreen(walls[int(Side::Left)], walls[int(Side::Top)]),
                  m_transform.toScreen(walls[int(Side::Right)], walls[int(Side::Bottom)]));
}

void SimulationView::setTrailsEnabled(bool on)
{
    m_trailsEnabled = on;
    m_trails.track(on ? std::vector<int>(selection().disks().begin(), selection().disks().end())
                      : std::vector<int>{});
    update();
}

void SimulationView::setFrameRateOverlay(bool on)
{
    m_showFrameRate = on;
    update();
}

void SimulationView::setUnits(const UnitSystem& units)
{
    m_units = units;
    update();
}

void SimulationView::followSelection()
{
    if (m_trailsEnabled)
        m_trails.track(std::vector<int>(selection().disks().begin(), selection().disks().end()));
    update();
}

QRectF SimulationView::worldBounds() const
{
    if (m_scene.isEmpty())
        return {};
    const Scenario& scenario = *m_scene.scenario;
    QRectF box(0.0, 0.0, scenario.width, scenario.height);
    // A free piston's whole cylinder, so the picture does not jump as the gas pushes it out.
    if (scenario.hasFreePiston())
        box = box.united(QRectF(pistonLimit(scenario), 0.0, 0.0, scenario.height));
    // Include where pistons stop, so a wall moving outwards stays in the picture.
    for (Side side : kAllSides) {
        const BoxWall& motion = scenario.wall(side);
        if (motion.velocity == 0.0 || !std::isfinite(motion.stopTime))
            continue;
        const double end = wallPosition(scenario, side, motion.stopTime);
        if (side == Side::Left || side == Side::Right)
            box = box.united(QRectF(end, 0.0, 0.0, scenario.height));
        else
            box = box.united(QRectF(0.0, end, scenario.width, 0.0));
    }
    return box;
}

void SimulationView::zoomToFit()
{
    m_autoFit = true;
    const QRectF bounds = worldBounds();
    if (bounds.isEmpty())
        return;
    m_transform.fit(bounds, QRectF(rect().marginsRemoved(legendMargins())), kFitMargin);
    update();
}

void SimulationView::zoomIn()
{
    zoomBy(kZoomStep, rect().center());
}

void SimulationView::zoomOut()
{
    zoomBy(1.0 / kZoomStep, rect().center());
}

void SimulationView::zoomBy(double factor, const QPointF& anchor)
{
    m_autoFit = false;
    m_transform.zoomAt(factor, anchor);
    update();
}

void SimulationView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    if (m_autoFit)
        zoomToFit();
}

void SimulationView::wheelEvent(QWheelEvent* event)
{
    const double steps = event->angleDelta().y() / 120.0;
    if (steps != 0.0)
        zoomBy(std::pow(kZoomStep, steps), event->position());
    event->accept();
}

void SimulationView::setPistonHandEnabled(bool on)
{
    m_pistonHandEnabled = on;
    setMouseTracking(on);  // to show, before a press, that the piston can be taken
}

bool SimulationView::isOnPiston(const QPointF& screen) const
{
    if (!m_pistonHandEnabled || m_sceneEdited || m_scene.isEmpty() || !m_scene.scenario->hasFreePiston())
        return false;
    const auto& walls = m_scene.state->wallPositions;
    const QPointF bottom = m_transform.toScreen(walls[int(Side::Right)], walls[int(Side::Bottom)]);
    const QPointF top = m_transform.toScreen(walls[int(Side::Right)], walls[int(Side::Top)]);
    const bool alongPiston = screen.y() >= top.y() && screen.y() <= bottom.y()
                             && std::abs(screen.x() - bottom.x()) <= kPistonGrip;
    const double middle = 0.5 * (top.y() + bottom.y());
    const bool onRod = std::abs(screen.y() - middle) <= kPistonGrip && screen.x() >= bottom.x()
                       && screen.x() <= bottom.x() + kRodLength + kPistonGrip;
    return alongPiston || onRod;
}

void SimulationView::mousePressEvent(QMouseEvent* event)
{
    m_pressPosition = m_lastDragPosition = event->position();
    m_dragging = false;
    event->accept();
    if (event->button() == Qt::LeftButton && isOnPiston(event->position())) {
        m_holdingPiston = true;
        setCursor(Qt::SizeHorCursor);
        emit pistonGrabbed();
    }
}

void SimulationView::mouseMoveEvent(QMouseEvent* event)
{
    if (m_holdingPiston) {
        emit pistonDragged(m_transform.toWorld(event->position()).x());
        return;
    }
    if (!(event->buttons() & (Qt::LeftButton | Qt::MiddleButton))) {
        if (isOnPiston(event->position()))
            setCursor(Qt::SizeHorCursor);
        else
            unsetCursor();
        return;
    }
    if (!m_dragging && QLineF(m_pressPosition, event->position()).length() < kDragThreshold)
        return;
    m_dragging = true;
    m_autoFit = false;
    m_transform.panBy(event->position() - m_lastDragPosition);
    m_lastDragPosition = event->position();
    setCursor(Qt::ClosedHandCursor);
    update();
}

void SimulationView::mouseReleaseEvent(QMouseEvent* event)
{
    unsetCursor();
    if (m_holdingPiston) {
        m_holdingPiston = false;
        emit pistonLetGo();
        return;
    }
    if (m_dragging || event->button() != Qt::LeftButton) {
        m_dragging = false;
        return;
    }
    selectAt(event->position(), event->modifiers() & (Qt::ControlModifier | Qt::ShiftModifier));
}

void SimulationView::selectAt(const QPointF& screen, bool adding)
{
    const int disk = diskAt(screen);
    QList<int> disks = adding ? selection().disks() : QList<int>{};
    if (disk >= 0) {
        if (adding && disks.contains(disk))
            disks.removeAll(disk);
        else
            disks.append(disk);
    }
    int count = m_scene.isEmpty() ? 0 : int(m_scene.state->size());
    if (m_selectableDisks)
        count = std::min(count, m_selectableDisks());
    selection().set(disks, count);
}

int SimulationView::diskAt(const QPointF& screen) const
{
    if (m_scene.isEmpty())
        return -1;
    const QPointF world = m_transform.toWorld(screen);
    const double slop = 4.0 / m_transform.scale();  // small disks stay clickable
    const auto& disks = m_scene.scenario->disks;
    const Snapshot& s = *m_scene.state;
    int best = -1;
    double bestDistance = 0.0;
    for (std::size_t i = 0; i < s.size(); ++i) {
        const double dx = s.x[i] - world.x(), dy = s.y[i] - world.y();
        const double distance = std::sqrt(dx * dx + dy * dy);
        if (distance <= disks[i].radius + slop && (best < 0 || distance < bestDistance)) {
            best = int(i);
            bestDistance = distance;
        }
    }
    return best;
}

SceneState SimulationView::sceneToDraw() const
{
    if (m_colouring != DiskColouring::BondOrder)
        return m_scene;
    SceneState drawn = m_scene;
    drawn.bondOrderSteps = m_phases.stepsFor(m_scene);
    return drawn;
}

void SimulationView::paintEvent(QPaintEvent*)
{
    QElapsedTimer clock;
    clock.start();
    const qreal ratio = devicePixelRatioF();
    const QSize deviceSize = (QSizeF(size()) * ratio).toSize();
    if (m_canvas.size() != deviceSize)
        m_canvas = QImage(deviceSize, QImage::Format_ARGB32_Premultiplied);
    m_canvas.setDevicePixelRatio(ratio);
    m_canvas.fill(kOutside);

    if (!m_scene.isEmpty()) {
        const auto& walls = m_scene.state->wallPositions;
        const QPointF topLeft = m_transform.toScreen(walls[int(Side::Left)], walls[int(Side::Top)]);
        const QPointF bottomRight = m_transform.toScreen(walls[int(Side::Right)], walls[int(Side::Bottom)]);
        {
            QPainter boxPainter(&m_canvas);
            boxPainter.fillRect(QRectF(topLeft, bottomRight), kInside);
        }
        // A run that aggregates shows its clusters, unless the user asked for the speeds.
        const DiskColouring colouring = m_colouring == DiskColouring::Own && m_scene.clusterLabels ? DiskColouring::Cluster
                                                                                                  : m_colouring;
        m_rasterizer.draw(m_canvas, sceneToDraw(), m_transform.scale() * ratio, m_transform.origin() * ratio,
                          colouring, m_speedColours);
    }

    QPainter painter(this);
    painter.drawImage(0, 0, m_canvas);
    if (!m_scene.isEmpty()) {
        painter.setRenderHint(QPainter::Antialiasing);
        paintBox(painter);
        paintSegments(painter);
        paintSprings(painter, m_scene, m_transform);
        m_chargeMarks.paint(painter, m_scene, m_transform);
        if (m_trailsEnabled)
            paintTrails(painter);
        paintSelection(painter);
        if (m_colouring == DiskColouring::Speed)
            m_speedColours.paintLegend(painter, colourLegendRect());
        else if (m_colouring == DiskColouring::BondOrder)
            BondOrderColourMap::paintLegend(painter, colourLegendRect());
    }
    m_frameRate.recordFrame(clock.nsecsElapsed() * 1e-9);
    if (m_showFrameRate)
        paintFrameRate(painter);
}

void SimulationView::paintSegments(QPainter& painter) const
{
    for (const SegmentWall& segment : m_scene.scenario->segments) {
        const QPointF a = m_transform.toScreen(segment.x0, segment.y0);
        const QPointF b = m_transform.toScreen(segment.x1, segment.y1);
        // A removed partition stays faintly in the picture, so one sees where it was.
        const bool removed = m_scene.state->time >= segment.removeTime;
        painter.setPen(removed ? QPen(QColor(120, 130, 150, 140), 1.0, Qt::DashLine)
                               : QPen(kWall, 3.0, Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(a, b);
    }
}

void SimulationView::paintBox(QPainter& painter) const
{
    const Scenario& scenario = *m_scene.scenario;
    const auto& walls = m_scene.state->wallPositions;
    const double left = walls[int(Side::Left)], right = walls[int(Side::Right)];
    const double bottom = walls[int(Side::Bottom)], top = walls[int(Side::Top)];
    if (scenario.boundary == Boundary::Periodic) {
        painter.setPen(QPen(QColor(120, 130, 150), 1.5, Qt::DashLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(QRectF(m_transform.toScreen(left, top), m_transform.toScreen(right, bottom)));
        return;
    }
    if (scenario.hasFreePiston())
        paintCylinder(painter, scenario, right);
    const double gasTemperature = scenario.hasThermalWalls() ? startingTemperature(scenario) : 0.0;
    for (Side side : kAllSides) {
        const bool moving = scenario.wall(side).velocity != 0.0 || scenario.wall(side).isFreePiston();
        const double kT = scenario.wall(side).temperature;
        QPointF a, b;
        switch (side) {
        case Side::Left: a = m_transform.toScreen(left, bottom), b = m_transform.toScreen(left, top); break;
        case Side::Right: a = m_transform.toScreen(right, bottom), b = m_transform.toScreen(right, top); break;
        case Side::Bottom: a = m_transform.toScreen(left, bottom), b = m_transform.toScreen(right, bottom); break;
        case Side::Top: a = m_transform.toScreen(left, top), b = m_transform.toScreen(right, top); break;
        }
        const QColor colour = kT > 0.0 ? (kT >= gasTemperature ? kHeater : kCooler) : moving ? kPiston : kWall;
        painter.setPen(QPen(colour, moving || kT > 0.0 ? 6.0 : 2.5, Qt::SolidLine, Qt::SquareCap));
        painter.drawLine(a, b);
        if (kT > 0.0) {
            // The pump's label sits at its opening: the temperature moves to the other half of the wall.
            QPointF badgeAt = (a + b) / 2;
            if (scenario.pump && scenario.pump->side == side) {
                const bool vertical = side == Side::Left || side == Side::Right;
                const double length = vertical ? scenario.height : scenario.width;
                const double opening = scenario.pump->position.value_or(0.5 * length) / length;
                badgeAt = a + (b - a) * (opening > 0.5 ? 0.2 : 0.8);
            }
            paintWallBadge(painter, side, badgeAt, temperatureText(kT, m_units), colour, true);
        }
        if (moving) {
            // The piston's rod, pointing away from the box.
            const QPointF middle = (a + b) / 2;
            const QPointF outward = side == Side::Left ? QPointF(-1, 0) : side == Side::Right ? QPointF(1, 0)
                                  : side == Side::Bottom ? QPointF(0, 1) : QPointF(0, -1);
            painter.setPen(QPen(kPiston, 3.0, Qt::SolidLine, Qt::FlatCap));
            painter.drawLine(middle, middle + outward * kRodLength);
            const BoxWall& wall = scenario.wall(side);
            if (wall.held)
                paintWallBadge(painter, side, middle + outward * kRodLength, tr("Held by hand"), kPiston, false);
            else if (wall.isFreePiston() && wall.pressure > 0.0) {
                const QString text = tr("P outside %1").arg(pressureText(wall.pressure, m_units));
                paintWallBadge(painter, side, middle + outward * kRodLength, text, kPiston, false);
            }
        }
    }
    if (scenario.pump)
        paintPumpOpening(painter, scenario, *scenario.pump);
}

void SimulationView::paintPumpOpening(QPainter& painter, const Scenario& scenario, const Pump& pump) const
{
    // The opening, in the pump's green across the wall, and how many disks are still to come.
    const auto& walls = m_scene.state->wallPositions;
    const bool vertical = pump.side == Side::Left || pump.side == Side::Right;
    const double wall = walls[int(pump.side)];
    const double along = pump.position.value_or(0.5 * (vertical ? scenario.height : scenario.width));
    const double half = 0.5 * openingWidth(pump, pumpedDiskLike(scenario));
    const QPointF a = vertical ? m_transform.toScreen(wall, along - half) : m_transform.toScreen(along - half, wall);
    const QPointF b = vertical ? m_transform.toScreen(wall, along + half) : m_transform.toScreen(along + half, wall);
    painter.setPen(QPen(kPump, 8.0, Qt::SolidLine, Qt::FlatCap));
    painter.drawLine(a, b);
    paintWallBadge(painter, pump.side, (a + b) / 2, tr("Pump: %n to come", nullptr, pump.count), kPump, true);
}

void SimulationView::paintCylinder(QPainter& painter, const Scenario& scenario, double piston) const
{
    // The part of the cylinder the piston has not taken: its walls, thin, and its end, dashed.
    const double end = pistonLimit(scenario);
    if (end <= piston)
        return;
    const double bottom = m_scene.state->wallPositions[int(Side::Bottom)];
    const double top = m_scene.state->wallPositions[int(Side::Top)];
    painter.setPen(QPen(kWall, 1.5));
    painter.drawLine(m_transform.toScreen(piston, bottom), m_transform.toScreen(end, bottom));
    painter.drawLine(m_transform.toScreen(piston, top), m_transform.toScreen(end, top));
    painter.setPen(QPen(kWall, 1.5, Qt::DashLine));
    painter.drawLine(m_transform.toScreen(end, bottom), m_transform.toScreen(end, top));
}

void SimulationView::paintWallBadge(QPainter& painter, Side side, QPointF middle, const QString& text,
                                    const QColor& colour, bool inside) const
{
    // Beside the wall's middle: a temperature inside the box, so it never leaves the picture; the
    // pressure outside a piston past its rod's end.
    const QFontMetricsF metrics(painter.font());
    const QSizeF size(metrics.horizontalAdvance(text) + 8.0, metrics.height() + 2.0);
    const double towards = inside ? 1.0 : -1.0;
    const QPointF inward = towards * (side == Side::Left ? QPointF(1, 0) : side == Side::Right ? QPointF(-1, 0)
                                      : side == Side::Bottom ? QPointF(0, -1) : QPointF(0, 1));
    const QPointF centre = middle + QPointF(inward.x() * (size.width() / 2 + 6.0), inward.y() * (size.height() / 2 + 6.0));
    QRectF box(centre - QPointF(size.width() / 2, size.height() / 2), size);
    // A badge past the picture's edge (a piston pushed out to its cylinder's end) slides back in.
    const QRectF visible = QRectF(rect()).adjusted(2.0, 2.0, -2.0, -2.0);
    box.moveLeft(std::max(visible.left(), std::min(box.left(), visible.right() - box.width())));
    box.moveTop(std::max(visible.top(), std::min(box.top(), visible.bottom() - box.height())));
    painter.setPen(Qt::NoPen);
    painter.setBrush(colour);
    painter.drawRoundedRect(box, 3.0, 3.0);
    painter.setPen(Qt::white);
    painter.drawText(box, Qt::AlignCenter, text);
}

double SimulationView::startingTemperature(const Scenario& scenario)
{
    double kinetic = 0.0;
    for (const Disk& d : scenario.disks)
        kinetic += 0.5 * d.mass * (d.vx * d.vx + d.vy * d.vy);
    return scenario.disks.empty() ? 0.0 : temperature(scenario, kinetic);
}

void SimulationView::paintTrails(QPainter& painter) const
{
    const Scenario& scenario = *m_scene.scenario;
    const bool periodic = scenario.boundary == Boundary::Periodic;
    int colour = 0;
    for (const auto& [disk, points] : m_trails.trails()) {
        QPainterPath path;
        bool start = true;
        QPointF previous;
        for (const QPointF& p : points) {
            // A jump across a periodic box is a wrap, not a flight: lift the pen.
            const bool wrapped = periodic && !start
                && (std::abs(p.x() - previous.x()) > scenario.width / 2 || std::abs(p.y() - previous.y()) > scenario.height / 2);
            const QPointF screen = m_transform.toScreen(p.x(), p.y());
            if (start || wrapped)
                path.moveTo(screen);
            else
                path.lineTo(screen);
            previous = p;
            start = false;
        }
        QColor c = kTrailColours[colour++ % kTrailColours.size()];
        c.setAlpha(200);
        painter.setPen(QPen(c, 1.6));
        painter.setBrush(Qt::NoBrush);
        painter.drawPath(path);
    }
}

void SimulationView::paintSelection(QPainter& painter) const
{
    const Snapshot& s = *m_scene.state;
    const auto& disks = m_scene.scenario->disks;
    painter.setBrush(Qt::NoBrush);
    for (int disk : selection().disks()) {
        if (disk < 0 || std::size_t(disk) >= s.size())
            continue;
        const QPointF centre = m_transform.toScreen(s.x[disk], s.y[disk]);
        const double r = std::max(disks[disk].radius * m_transform.scale(), 3.0) + 3.0;
        painter.setPen(QPen(QColor(0, 0, 0, 160), 4.0));
        painter.drawEllipse(centre, r, r);
        painter.setPen(QPen(kSelection, 2.0));
        painter.drawEllipse(centre, r, r);
    }
}

void SimulationView::paintFrameRate(QPainter& painter) const
{
    const QString text = tr("%1 FPS · paint %2 ms (max %3) · N = %4")
                             .arg(m_frameRate.framesPerSecond(), 0, 'f', 0)
                             .arg(m_frameRate.meanPaintMs(), 0, 'f', 1)
                             .arg(m_frameRate.maxPaintMs(), 0, 'f', 1)
                             .arg(m_scene.isEmpty() ? QStringLiteral("0") : QLocale().toString(qulonglong(m_scene.state->size())));
    const QFontMetrics metrics = painter.fontMetrics();
    const QRect box(8, 8, metrics.horizontalAdvance(text) + 16, metrics.height() + 8);
    painter.setRenderHint(QPainter::Antialiasing, false);
    painter.fillRect(box, QColor(20, 24, 32, 200));
    painter.setPen(Qt::white);
    painter.drawText(box, Qt::AlignCenter, text);
}

} // namespace disklab
