// The event loop of the event-driven engine: processing events. Predicting each disk's next one
// is in event_driven_predict.cpp, fetching ahead what coming events will read in
// event_prefetcher.h, setting up and rebuilding the engine's state in event_driven_setup.cpp,
// the neighbour lists' shells in event_driven_lists.cpp.
#include "core/event_driven_engine_internals.h"

#include "core/box_wall_hit.h"
#include "core/free_flight.h"
#include "core/kernels.h"
#include "core/random_streams.h"

#include <algorithm>
#include <cmath>

namespace disklab {

void EventDrivenEngine::Impl::moveTo(std::int32_t i, double t)
{
    DiskState& d = m_disks[static_cast<std::size_t>(i)];
    const double dt = t - d.t;
    if (dt == 0.0)
        return;
    m_totals.kineticIntegral += flight::kineticIntegral(m_queue.payload(i).mass, d.vx, d.vy, m_gx, m_gy, dt);
    d.x += dt * (d.vx + 0.5 * m_gx * dt);
    d.y += dt * (d.vy + 0.5 * m_gy * dt);
    d.vx += m_gx * dt;
    d.vy += m_gy * dt;
    d.t = t;
}

void EventDrivenEngine::Impl::setEvent(std::int32_t i, double t, EventKind kind, std::int32_t partner)
{
    DiskState& d = m_disks[static_cast<std::size_t>(i)];
    switch (kind) {
    case EventKind::Pair:
        d.pending = PendingEvent::pair(partner);
        d.partnerCount = m_disks[static_cast<std::size_t>(partner)].count;
        break;
    case EventKind::Cell:
        d.pending = PendingEvent::crossing(static_cast<Direction>(partner));
        break;
    case EventKind::Wall:
        d.pending = PendingEvent::wall(partner);
        d.partnerCount = m_piston.count;  // only a free piston's hits read it
        break;
    case EventKind::Shell:
        d.pending = PendingEvent::kShellExit;
        break;
    case EventKind::None:
        d.pending = PendingEvent::kNone;
        break;
    }
    m_queue.update(i, t, kind == EventKind::Pair ? std::min(i, partner) : i);
}

template <bool FetchAhead>
EventDrivenEngine::Impl::Step EventDrivenEngine::Impl::processNext(double limit)
{
    const double stopTime = m_nextGlobalEvent < m_globalEvents.size() ? m_globalEvents[m_nextGlobalEvent].time
                                                                       : kernels::kNever;
    const double top = m_queue.size() > 0 ? m_queue.topTime() : kernels::kNever;
    if (std::min(stopTime, m_ownEventTime) <= top) {
        const double next = std::min(stopTime, m_ownEventTime);
        if (next > limit || next == kernels::kNever)
            return Step::Beyond;
        m_now = std::max(m_now, next);
        if (m_ownEventTime >= stopTime)
            processGlobalEvent();
        else if (m_pump.nextTime < m_piston.eventTime)
            processPumpAttempt();
        else
            processPistonEvent();
        return Step::Other;
    }
    if (top > limit || top == kernels::kNever)
        return Step::Beyond;
    const std::int32_t i = m_queue.top();
    const DiskState& d = m_disks[static_cast<std::size_t>(i)];
    m_now = top;
    const std::int32_t pending = d.pending;
    if (usesNeighbourLists()) {
        // The event reads the disk's list block and, for a collision, its partner's: even at
        // 10^4 disks they are often outside the core's L2 by then (blocks and records together
        // outgrow it), so both are asked for at once.
        m_neighbourLists.fetch(i);
        if (PendingEvent::isPair(pending))
            m_neighbourLists.fetch(pending);
    }
    if constexpr (FetchAhead) {
        m_prefetcher.lookAhead(m_disks, m_grid, m_neighbourLists, m_queue, usesNeighbourLists());
        m_prefetcher.fetchForPopped(memory(), i);
    }
    if (PendingEvent::isPair(pending)) {
        if (m_disks[static_cast<std::size_t>(pending)].count != d.partnerCount) {
            predict(i);  // the partner changed course since this was predicted
            return Step::Other;
        }
        processPair<FetchAhead>(i, pending, top);
        return Step::Collision;
    }
    if (PendingEvent::isCrossing(pending)) {
        processCellCrossing(i, PendingEvent::direction(pending), top);
        return Step::Other;
    }
    if (PendingEvent::isWall(pending)) {
        const WallIndex wall = PendingEvent::wallOf(pending);
        if (isSegmentWall(wall))
            processSegment(i, segmentOf(wall), top);
        else if (m_piston.active && sideOf(wall) == Side::Right) {
            if (d.partnerCount != m_piston.count) {
                predict(i);  // the piston changed course since this was predicted
                return Step::Other;
            }
            processPistonHit(i, top);
        } else
            processWall(i, sideOf(wall), top);
        return Step::Collision;
    }
    if (pending == PendingEvent::kShellExit) {
        processShellExit(i, top);
        return Step::Other;
    }
    return Step::Beyond;
}

template <bool FetchAhead>
void EventDrivenEngine::Impl::processPair(std::int32_t i, std::int32_t j, double t)
{
    moveTo(i, t);
    moveTo(j, t);
    DiskState& a = m_disks[static_cast<std::size_t>(i)];
    DiskState& b = m_disks[static_cast<std::size_t>(j)];
    double dx = b.x - a.x;
    double dy = b.y - a.y;
    if (m_periodic) {
        // Contact distance is below a third of the box, so the nearest image is the touching one,
        // at most one box length away: comparisons find it without a division and a rounding.
        const double w = m_grid.width(), h = m_grid.height();
        if (dx > 0.5 * w)
            dx -= w;
        else if (dx < -0.5 * w)
            dx += w;
        if (dy > 0.5 * h)
            dy -= h;
        else if (dy < -0.5 * h)
            dy += h;
    }
    OwnData& ownA = m_queue.payload(i);
    OwnData& ownB = m_queue.payload(j);
    m_totals.virial += kernels::elasticCollision(dx, dy, b.vx - a.vx, b.vy - a.vy, ownA.mass, ownB.mass, a.vx, a.vy,
                                                 b.vx, b.vy);
    ++a.count;
    ++b.count;
    ownA.lastHit = PendingEvent::pair(j);
    ownB.lastHit = PendingEvent::pair(i);
    ++m_totals.events;
    ++m_totals.collisions;
    ++m_totals.pairCollisions;
    if constexpr (FetchAhead)
        EventPrefetcher::fetchNeighboursOf(memory(), j, b.cell);
    if (m_listener)
        tellPairCollision(i, j, t);
    predict(i);
    predict(j);
}

void EventDrivenEngine::Impl::tellPairCollision(std::int32_t i, std::int32_t j, double t) const
{
    // The record names the disk of the smaller file index first, with its velocity.
    const std::int32_t fileI = m_fileIndex[static_cast<std::size_t>(i)], fileJ = m_fileIndex[static_cast<std::size_t>(j)];
    const DiskState& first = m_disks[static_cast<std::size_t>(fileI < fileJ ? i : j)];
    const DiskState& second = m_disks[static_cast<std::size_t>(fileI < fileJ ? j : i)];
    CollisionRecord record{t, CollisionRecord::Kind::Pair, std::min(fileI, fileJ), std::max(fileI, fileJ)};
    record.velocityA = {first.vx, first.vy};
    record.velocityB = {second.vx, second.vy};
    m_listener(record);
}

void EventDrivenEngine::Impl::processWall(std::int32_t i, Side side, double t)
{
    moveTo(i, t);
    DiskState& d = m_disks[static_cast<std::size_t>(i)];
    const WallExchange e = bounceOffBoxWall(m_scenario.wall(side), side, m_wallNoise, m_queue.payload(i).mass,
                                            wallVelocity(side), d.vx, d.vy);
    addWallExchange(m_totals, side, e);
    recordWallHit(i, boxWall(side), t);
}

void EventDrivenEngine::Impl::processSegment(std::int32_t i, std::int32_t segment, double t)
{
    moveTo(i, t);
    DiskState& d = m_disks[static_cast<std::size_t>(i)];
    const auto [nx, ny] = kernels::segmentContactNormal(m_segments[static_cast<std::size_t>(segment)], d.x, d.y);
    const double vx = d.vx, vy = d.vy;
    kernels::fixedWallReflection(nx, ny, d.vx, d.vy);
    const double mass = m_queue.payload(i).mass;
    m_totals.segmentImpulse[0] += mass * (d.vx - vx);
    m_totals.segmentImpulse[1] += mass * (d.vy - vy);
    recordWallHit(i, segmentWall(segment), t);
}

void EventDrivenEngine::Impl::recordWallHit(std::int32_t i, WallIndex wall, double t)
{
    ++m_disks[static_cast<std::size_t>(i)].count;
    m_queue.payload(i).lastHit = PendingEvent::wall(wall);
    ++m_totals.events;
    ++m_totals.collisions;
    ++m_totals.wallCollisions;
    if (m_listener) {
        const DiskState& d = m_disks[static_cast<std::size_t>(i)];
        CollisionRecord record{t, CollisionRecord::Kind::Wall, m_fileIndex[static_cast<std::size_t>(i)], wall};
        record.velocityA = {d.vx, d.vy};
        m_listener(record);
    }
    predict(i);
}

void EventDrivenEngine::Impl::processCellCrossing(std::int32_t i, Direction direction, double t)
{
    moveTo(i, t);
    DiskState& d = m_disks[static_cast<std::size_t>(i)];
    int column = m_grid.column(d.cell);
    int row = m_grid.row(d.cell);
    const double w = m_grid.width(), h = m_grid.height();
    // Wrapping moves the disk by one box length; under gravity that shifts its potential energy.
    const double mass = m_queue.payload(i).mass;
    switch (direction) {
    case event_driven::West:
        if (--column < 0) {
            column += m_grid.nx();
            d.x += w;
            m_totals.wrapPotential -= mass * m_gx * w;
        }
        break;
    case event_driven::East:
        if (++column >= m_grid.nx()) {
            column -= m_grid.nx();
            d.x -= w;
            m_totals.wrapPotential += mass * m_gx * w;
        }
        break;
    case event_driven::South:
        if (--row < 0) {
            row += m_grid.ny();
            d.y += h;
            m_totals.wrapPotential -= mass * m_gy * h;
        }
        break;
    case event_driven::North:
        if (++row >= m_grid.ny()) {
            row -= m_grid.ny();
            d.y -= h;
            m_totals.wrapPotential += mass * m_gy * h;
        }
        break;
    }
    m_grid.remove(i, d.cell);
    d.cell = m_grid.index(column, row);
    m_grid.insert(i, d.cell);
    ++m_totals.events;
    ++m_totals.cellCrossings;
    predict(i);
    maintain();
}

void EventDrivenEngine::Impl::processShellExit(std::int32_t i, double t)
{
    moveTo(i, t);
    relink(i);
    ++m_totals.events;
    ++m_totals.cellCrossings;
    predict(i);
    maintain();
}

void EventDrivenEngine::Impl::maintain()
{
    // The event rate drifts as a gas heats, cools or is compressed; re-aim the calendar now
    // and then (O(N) every few N events).
    if (m_totals.events - m_eventsAtCalibration > 8 * m_disks.size() + 1024)
        calibrateQueue();
    // Disks wander away from their memory neighbours; restoring the order costs O(N log N)
    // once every 50 N events.
    if (m_disks.size() >= kSortThreshold && m_totals.events - m_eventsAtSort > 50 * m_disks.size())
        sortByCell();
}

template <bool FetchAhead>
bool EventDrivenEngine::Impl::processUntil(double limit, std::uint64_t collisions)
{
    while (m_totals.collisions < collisions) {
        if (processNext<FetchAhead>(limit) == Step::Beyond)
            return false;
    }
    return true;
}

void EventDrivenEngine::Impl::advanceTo(double t)
{
    constexpr std::uint64_t kAnyNumberOfCollisions = UINT64_MAX;
    if (m_fetchingAhead)
        processUntil<true>(t, kAnyNumberOfCollisions);
    else
        processUntil<false>(t, kAnyNumberOfCollisions);
    m_now = std::max(m_now, t);
}

bool EventDrivenEngine::Impl::advanceCollisions(std::uint64_t count)
{
    const std::uint64_t target = m_totals.collisions + count;
    return m_fetchingAhead ? processUntil<true>(kernels::kNever, target) : processUntil<false>(kernels::kNever, target);
}

// EventDrivenEngine's public face: each call goes to its Impl, once per call, not per event.
// It lives in the event loop's file on purpose: a program that uses the engine links this
// object first, so the copies of inline functions (the event calendar's) the linker keeps are
// the ones compiled here, inlined as the loop wants them. From a file of its own, the setup's
// copies were kept, compiled otherwise, and the loop ran more instructions.
EventDrivenEngine::EventDrivenEngine(const Scenario& scenario) : m_impl(std::make_unique<Impl>(scenario)) {}
EventDrivenEngine::~EventDrivenEngine() = default;

void EventDrivenEngine::advanceTo(double t) { m_impl->advanceTo(t); }
bool EventDrivenEngine::advanceCollisions(std::uint64_t count) { return m_impl->advanceCollisions(count); }
double EventDrivenEngine::time() const { return m_impl->time(); }
Snapshot EventDrivenEngine::snapshot() const { return m_impl->snapshot(); }
Totals EventDrivenEngine::totals() const { return m_impl->totals(); }
std::uint64_t EventDrivenEngine::collisions() const { return m_impl->collisions(); }
StateAndTotals EventDrivenEngine::snapshotAndTotals() const { return m_impl->snapshotAndTotals(); }
void EventDrivenEngine::positionsNow(std::vector<double>& x, std::vector<double>& y) const { m_impl->positionsNow(x, y); }
std::map<std::string, RandomPosition> EventDrivenEngine::randomStreams() const
{
    return {{std::string(kWallStreamName), m_impl->wallNoisePosition()}};
}
const Scenario& EventDrivenEngine::scenario() const { return m_impl->scenario(); }
std::vector<std::byte> EventDrivenEngine::innerState() const { return m_impl->innerState(); }
void EventDrivenEngine::restoreInnerState(const Scenario& scenario, std::span<const std::byte> state)
{
    m_impl->restoreInnerState(scenario, state);
}

void EventDrivenEngine::setCollisionListener(std::function<void(const CollisionRecord&)> listener)
{
    m_impl->setCollisionListener(std::move(listener));
}

void EventDrivenEngine::setWallTemperature(Side side, double kT) { m_impl->setWallTemperature(side, kT); }
void EventDrivenEngine::setOutsidePressure(double pressure) { m_impl->setOutsidePressure(pressure); }
void EventDrivenEngine::startPump(const Pump& pump) { m_impl->startPump(pump); }
void EventDrivenEngine::holdPiston(double x, double speed) { m_impl->holdPiston(x, speed); }
void EventDrivenEngine::releasePiston() { m_impl->releasePiston(); }

int EventDrivenEngine::cellColumns() const { return m_impl->cellColumns(); }
int EventDrivenEngine::cellRows() const { return m_impl->cellRows(); }
bool EventDrivenEngine::usesNeighbourLists() const { return m_impl->usesNeighbourLists(); }

} // namespace disklab
