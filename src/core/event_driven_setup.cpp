// Building the event-driven engine's state from a scenario, rebuilding it when the whole of it
// must change (storage order, calendar width, a wall stopping or a segment removed), and
// reading it out. The event loop itself is in event_driven_engine.cpp.
#include "core/event_driven_engine_internals.h"

#include "core/box_wall_hit.h"
#include "core/free_flight.h"
#include "core/kernels.h"
#include "core/random_streams.h"
#include "core/scenario_validation.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <numeric>
#include <stdexcept>

namespace disklab {
namespace {

double largestDiameter(const Scenario& scenario)
{
    double largest = 0.0;
    for (const Disk& d : scenario.disks)
        largest = std::max(largest, 2.0 * d.radius);
    return largest > 0.0 ? largest : std::min(scenario.width, scenario.height);
}

/// The area the disks cover, sum pi r^2.
double coveredArea(const Scenario& scenario)
{
    double covered = 0.0;
    for (const Disk& d : scenario.disks)
        covered += std::numbers::pi * d.radius * d.radius;
    return covered;
}

// Neighbour lists pay only in dense gases: below this packing fraction a disk leaves its shell
// every collision or two, and the 3 x 3 cells are faster; in large systems, where a list costs
// one more line from memory per disk read, too. The cut lies where both ran level at 10^4
// disks, between the packings users commonly choose (docs/benchmarks.md, "Event-driven engine").
constexpr double kListsFromPacking = 0.62;
// Shell thickness in largest diameters: thinner shells mean shorter lists but more exits;
// anything from 0.5 to 0.9 is within 10 % of the best at packing fractions 0.65 to 0.75.
constexpr double kSkinPerDiameter = 0.75;

// The skin of the neighbour lists, or 0 for none (see NeighbourLists). Lists are made for
// straight flights between plain walls: no gravity (a parabola leaves a circle at the root of a
// quartic), no interior walls and no free piston (whose reach goes by cells).
double listSkin(const Scenario& scenario)
{
    if (scenario.gravityX != 0.0 || scenario.gravityY != 0.0 || !scenario.segments.empty() ||
        scenario.hasFreePiston() || scenario.disks.size() > NeighbourLists::kMostDisks)
        return 0.0;
    const double covered = coveredArea(scenario);
    if (covered < kListsFromPacking * scenario.width * scenario.height)
        return 0.0;
    const double diameter = largestDiameter(scenario);
    const double skin = kSkinPerDiameter * diameter;
    // A periodic box must hold three cells of shell centres each way.
    const double cell = (diameter + skin) * (1.0 + 1e-9);
    if (scenario.boundary == Boundary::Periodic && std::min(scenario.width, scenario.height) < 3.0 * cell)
        return 0.0;
    return skin;
}

// Events per calendar bucket. With one, whether the next bucket is empty is a coin toss the
// branch predictor loses, and each move to a bucket copies its few tickets into the heap: at
// 10^4 disks two per bucket ran 8 to 11 % faster than one at packing 0.3 and 0.7 for the same
// instructions per collision; three or four ran no faster than two but took 1 to 3 % more
// instructions (deeper heaps). The order of events does not depend on it.
constexpr double kEventsPerBucket = 2.0;

// From this packing fraction on, cells one largest diameter wide, the smallest there can be,
// instead of one disk a cell: a prediction tests fewer disks for more cell crossings, which pays
// where collisions outnumber crossings. In dilute gases crossings count for more and the larger
// cells run as fast or faster; from the size that fetches ahead memory, not the tests, sets the
// pace. The cut lies between the packings where both ran level and where the small cells led
// (docs/benchmarks.md, "Event-driven engine").
constexpr double kSmallCellsFromPacking = 0.425;

CellGrid makeGrid(const Scenario& scenario, double skin)
{
    // About one disk per cell: fewer, larger cells would cost more pair tests per event,
    // more, smaller ones more crossing events; dense gases, where collisions outnumber
    // crossings more, take smaller cells (above). With neighbour lists the cells hold shell
    // centres and must be a skin wider.
    auto target = static_cast<std::int64_t>(std::max<std::size_t>(scenario.disks.size(), 16));
    if (skin == 0.0 && coveredArea(scenario) >= kSmallCellsFromPacking * scenario.width * scenario.height
        && scenario.disks.size() < event_driven::EventPrefetcher::kFromDisks) {
        const double diameter = largestDiameter(scenario);
        target = std::max(target, static_cast<std::int64_t>(scenario.width * scenario.height / (diameter * diameter)));
    }
    // A free piston's cylinder may reach beyond the box, and the gas with it: the cells keep the
    // size they have in the box.
    double width = scenario.width;
    if (scenario.hasFreePiston()) {
        width = pistonLimit(scenario);
        target = static_cast<std::int64_t>(std::ceil(static_cast<double>(target) * width / scenario.width));
    }
    return CellGrid(width, scenario.height, largestDiameter(scenario) + skin, target,
                    scenario.boundary == Boundary::Periodic);
}

} // namespace

EventDrivenEngine::Impl::Impl(const Scenario& scenario)
    : m_scenario(scenario),
      m_skin(listSkin(scenario)),
      m_grid(makeGrid(scenario, m_skin)),
      m_gx(scenario.gravityX),
      m_gy(scenario.gravityY),
      m_periodic(scenario.boundary == Boundary::Periodic),
      m_hasGravity(scenario.gravityX != 0.0 || scenario.gravityY != 0.0),
      m_fetchingAhead(scenario.disks.size() >= EventPrefetcher::kFromDisks),
      m_wallNoise(randomStream(scenario, kWallStreamName, thermalWallSeed(scenario.seed)))
{
    const std::size_t n = scenario.disks.size();
    if (n > static_cast<std::size_t>(INT32_MAX))
        throw std::invalid_argument("too many disks");
    if (scenario.hasForces())
        throw std::invalid_argument(kForcesNeedForceEngine);
    m_disks.resize(n);
    m_fileIndex.resize(n);
    m_queue.reset(static_cast<std::int32_t>(n));
    m_grid.clear();
    for (int image = 0; image < 9; ++image) {
        m_imageShiftX[image] = (image % 3 - 1) * m_grid.width();
        m_imageShiftY[image] = (image / 3 - 1) * m_grid.height();
    }
    for (std::size_t i = 0; i < n; ++i) {
        const Disk& d = scenario.disks[i];
        double x = d.x, y = d.y;
        if (m_periodic) {
            // A centre exactly on the far edge is the same point as the near edge.
            if (x >= scenario.width)
                x -= scenario.width;
            if (y >= scenario.height)
                y -= scenario.height;
        }
        const std::int32_t cell = m_grid.index(m_grid.columnOf(x), m_grid.rowOf(y));
        m_disks[i] = DiskState{x, y, d.vx, d.vy, 0.0, d.radius, 0, cell, PendingEvent::kNone, 0};
        m_queue.payload(static_cast<std::int32_t>(i)) = OwnData{d.mass, PendingEvent::kNone};
        m_fileIndex[i] = static_cast<std::int32_t>(i);
    }
    for (Side side : kAllSides) {
        const BoxWall& w = scenario.wall(side);
        if (w.velocity != 0.0 && std::isfinite(w.stopTime))
            m_globalEvents.push_back({w.stopTime, GlobalEvent::Kind::WallStop, static_cast<std::int32_t>(side)});
    }
    for (std::size_t k = 0; k < scenario.segments.size(); ++k) {
        const SegmentWall& w = scenario.segments[k];
        m_segments.push_back(kernels::segmentGeometry(w.x0, w.y0, w.x1, w.y1));
        m_segmentActive.push_back(w.removeTime > 0.0);
        if (w.removeTime > 0.0 && std::isfinite(w.removeTime))
            m_globalEvents.push_back({w.removeTime, GlobalEvent::Kind::SegmentRemoval, static_cast<std::int32_t>(k)});
    }
    if (!m_segments.empty() && m_periodic)
        throw std::invalid_argument("interior walls need a walled box");
    std::stable_sort(m_globalEvents.begin(), m_globalEvents.end(),
                     [](const GlobalEvent& a, const GlobalEvent& b) { return a.time < b.time; });
    buildSegmentCells();
    setUpPiston();
    sortByCell();
    schedulePistonEvent();
    if (m_scenario.pump) {
        if (const auto problem = pumpProblem(m_scenario, *m_scenario.pump, m_scenario.pump->start))
            throw std::invalid_argument(problem->text());
        setUpPump(m_scenario.pump->start);
    }
}

void EventDrivenEngine::Impl::sortByCell()
{
    // Small systems keep the file's order: it fixes the order of simultaneous events, and
    // their data fits in cache anyway.
    const std::size_t n = m_disks.size();
    std::vector<OwnData> own(n);
    for (std::size_t k = 0; k < n; ++k)
        own[k] = m_queue.payload(static_cast<std::int32_t>(k));
    if (n >= kSortThreshold) {
        std::vector<std::int32_t> order(n);
        std::iota(order.begin(), order.end(), 0);
        std::stable_sort(order.begin(), order.end(), [&](std::int32_t a, std::int32_t b) {
            return m_disks[static_cast<std::size_t>(a)].cell < m_disks[static_cast<std::size_t>(b)].cell;
        });
        // Indices change, so every prediction is made afresh below; disks keep their clocks.
        std::vector<DiskState> disks(n);
        std::vector<OwnData> ownSorted(n);
        std::vector<std::int32_t> fileIndex(n), newIndex(n);
        for (std::size_t k = 0; k < n; ++k)
            newIndex[static_cast<std::size_t>(order[k])] = static_cast<std::int32_t>(k);
        for (std::size_t k = 0; k < n; ++k) {
            const auto old = static_cast<std::size_t>(order[k]);
            disks[k] = m_disks[old];
            fileIndex[k] = m_fileIndex[old];
            ownSorted[k] = own[old];
            if (PendingEvent::isPair(ownSorted[k].lastHit))
                ownSorted[k].lastHit = newIndex[static_cast<std::size_t>(ownSorted[k].lastHit)];
        }
        m_disks.swap(disks);
        m_fileIndex.swap(fileIndex);
        own.swap(ownSorted);
    }
    m_eventsAtSort = m_totals.events;
    refile(own);
}

void EventDrivenEngine::Impl::refile(const std::vector<OwnData>& own)
{
    const std::size_t n = m_disks.size();
    m_grid.clear();
    if (usesNeighbourLists())
        buildAllLists();
    else {
        for (std::size_t k = 0; k < n; ++k)
            m_grid.insert(static_cast<std::int32_t>(k), m_disks[k].cell);
    }
    m_queue.reset(static_cast<std::int32_t>(n));
    for (std::size_t k = 0; k < n; ++k)
        m_queue.payload(static_cast<std::int32_t>(k)) = own[k];
    resetAllEvents();
}

void EventDrivenEngine::Impl::admitDisk(const Disk& disk)
{
    // The grid is sized for the disks there are, so it is made anew around the one that joins;
    // a pump brings in a disk now and then, and O(N) each time is far below the events between.
    m_scenario.disks.push_back(disk);
    const std::size_t n = m_disks.size();
    std::vector<OwnData> own(n + 1);
    for (std::size_t k = 0; k < n; ++k) {
        moveTo(static_cast<std::int32_t>(k), m_now);
        own[k] = m_queue.payload(static_cast<std::int32_t>(k));
    }
    own[n] = OwnData{disk.mass, PendingEvent::kNone};
    m_disks.push_back(DiskState{disk.x, disk.y, disk.vx, disk.vy, m_now, disk.radius, 0, 0, PendingEvent::kNone, 0});
    m_fileIndex.push_back(static_cast<std::int32_t>(m_scenario.disks.size() - 1));
    m_grid = makeGrid(m_scenario, m_skin);
    for (DiskState& d : m_disks)
        d.cell = m_grid.index(m_grid.columnOf(d.x), m_grid.rowOf(d.y));
    if (m_piston.active) {
        m_piston.largestRadius = std::max(m_piston.largestRadius, disk.radius);
        m_piston.reach = pistonReach(m_piston.flight.position(m_now));
    }
    refile(own);
    schedulePistonEvent();
}

void EventDrivenEngine::Impl::setCollisionListener(std::function<void(const CollisionRecord&)> listener)
{
    m_listener = std::move(listener);
}

void EventDrivenEngine::Impl::resetAllEvents()
{
    for (std::int32_t i = 0; i < static_cast<std::int32_t>(m_disks.size()); ++i)
        predict(i);
    calibrateQueue();
}

void EventDrivenEngine::Impl::calibrateQueue()
{
    // About kEventsPerBucket pending events per bucket: that many times (mean time to a disk's
    // next event) / N.
    double sum = 0.0;
    std::size_t finite = 0;
    for (std::int32_t i = 0; i < m_queue.size(); ++i) {
        const double t = m_queue.time(i);
        if (t < kernels::kNever) {
            sum += t - m_now;
            ++finite;
        }
    }
    m_eventsAtCalibration = m_totals.events;
    if (finite == 0 || sum <= 0.0)
        return;
    const double width = kEventsPerBucket * sum / static_cast<double>(finite) / static_cast<double>(finite);
    // Rebuilding costs O(N): only when the event rate has moved well away from the last guess.
    const double ratio = width / m_queue.bucketWidth();
    if (ratio < 0.5 || ratio > 2.0 || m_eventsAtCalibration == 0)
        m_queue.calibrate(width);
}

void EventDrivenEngine::Impl::buildSegmentCells()
{
    const bool segments = std::find(m_segmentActive.begin(), m_segmentActive.end(), true) != m_segmentActive.end();
    if (usesNeighbourLists())
        m_predictPath = PredictPath::Lists;  // never with segments, see listSkin()
    else if (m_scenario.hasFreePiston())
        m_predictPath = PredictPath::Piston;  // never with segments or gravity (validateScenario)
    else
        m_predictPath = segments ? (m_hasGravity ? PredictPath::GravitySegments : PredictPath::Segments)
                                 : (m_hasGravity ? PredictPath::Gravity : PredictPath::Straight);
    if (!segments)
        return;
    double reach = 0.0;
    for (const DiskState& d : m_disks)
        reach = std::max(reach, d.radius);
    m_segmentCells.build(m_grid, m_segments, m_segmentActive, reach);
}

void EventDrivenEngine::Impl::processGlobalEvent()
{
    const GlobalEvent& event = m_globalEvents[m_nextGlobalEvent++];
    if (event.kind == GlobalEvent::Kind::SegmentRemoval) {
        m_segmentActive[static_cast<std::size_t>(event.index)] = false;
        buildSegmentCells();
    }
    ++m_totals.events;
    // Every prediction assumed the old wall velocity or the segment still there; a rare O(N)
    // rebuild is simplest.
    resetAllEvents();
}

StateAndTotals EventDrivenEngine::Impl::snapshotAndTotals() const
{
    StateAndTotals moment{Snapshot{}, totalsOfClosedFlights()};
    Snapshot& s = moment.state;
    const std::size_t n = m_disks.size();
    s.time = m_now;
    s.x.resize(n), s.y.resize(n), s.vx.resize(n), s.vy.resize(n);
    for (std::size_t i = 0; i < n; ++i) {
        const DiskState& d = m_disks[i];
        const double dt = m_now - d.t;
        const auto f = static_cast<std::size_t>(m_fileIndex[i]);
        const auto [x, y] = positionNow(i);
        s.x[f] = x, s.y[f] = y;
        s.vx[f] = d.vx + m_gx * dt;
        s.vy[f] = d.vy + m_gy * dt;
        moment.totals.kineticIntegral += openFlightKinetic(i);
    }
    for (Side side : kAllSides) {
        s.wallPositions[static_cast<std::size_t>(side)] = wallPosition(m_scenario, side, m_now);
        s.wallVelocities[static_cast<std::size_t>(side)] = wallVelocity(side);
    }
    if (m_piston.active) {
        s.wallPositions[static_cast<std::size_t>(Side::Right)] = m_piston.flight.position(m_now);
        s.wallVelocities[static_cast<std::size_t>(Side::Right)] = m_piston.flight.velocity(m_now);
        s.outsidePressure = m_scenario.wall(Side::Right).pressure;
    }
    return moment;
}

std::array<double, 2> EventDrivenEngine::Impl::positionNow(std::size_t i) const
{
    constexpr double kSurelyInside = 0.999999;  // x / w < 1 below it, whatever the rounding
    const DiskState& d = m_disks[i];
    const double dt = m_now - d.t;
    double x = d.x + dt * (d.vx + 0.5 * m_gx * dt);
    double y = d.y + dt * (d.vy + 0.5 * m_gy * dt);
    if (m_periodic) {
        // Most disks are still in the box, where the floor is 0 and subtracts nothing; short of
        // its far edge (where x / w could round up to 1) the division is skipped.
        const double w = m_scenario.width, h = m_scenario.height;
        if (!(x >= 0.0 && x < kSurelyInside * w))
            x -= w * std::floor(x / w);
        if (!(y >= 0.0 && y < kSurelyInside * h))
            y -= h * std::floor(y / h);
    }
    return {x, y};
}

void EventDrivenEngine::Impl::positionsNow(std::vector<double>& x, std::vector<double>& y) const
{
    const std::size_t n = m_disks.size();
    x.resize(n), y.resize(n);
    for (std::size_t i = 0; i < n; ++i) {
        const auto f = static_cast<std::size_t>(m_fileIndex[i]);
        const auto [xi, yi] = positionNow(i);
        x[f] = xi, y[f] = yi;
    }
}

Totals EventDrivenEngine::Impl::totals() const
{
    Totals totals = totalsOfClosedFlights();
    for (std::size_t i = 0; i < m_disks.size(); ++i)
        totals.kineticIntegral += openFlightKinetic(i);
    return totals;
}

Totals EventDrivenEngine::Impl::totalsOfClosedFlights() const
{
    Totals totals = m_totals;
    totals.time = m_now;
    if (m_piston.active) {
        totals.pistonPositionIntegral = m_piston.closedIntegral + m_piston.flight.positionIntegral(m_now);
        totals.handWork = handWork();
    }
    return totals;
}

double EventDrivenEngine::Impl::openFlightKinetic(std::size_t i) const
{
    const DiskState& d = m_disks[i];
    return flight::kineticIntegral(m_queue.payload(static_cast<std::int32_t>(i)).mass, d.vx, d.vy, m_gx, m_gy, m_now - d.t);
}

} // namespace disklab
