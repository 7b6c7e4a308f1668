#pragma once
// The inside of EventDrivenEngine (core/event_driven_engine.h): only src/core's event-driven .cpp
// files include this header, so the cache layout, the calendar and the fetching ahead change
// without rebuilding, or being seen by, anything outside core.
//
// Exact event-driven simulation of hard disks.
//
// One pending event per disk lives in an event calendar; a prediction involving another disk
// stores that disk's collision counter and is dropped lazily when popped if the counter has
// moved on. The other disk is not told: its own pending event is still its earliest as far as
// it knows, and if the pair's collision comes first it re-predicts then. Telling it would
// replace an event that stays valid with one that dies whenever the first disk is hit first.
// Disks keep local clocks and are moved only when an event touches them. A cell list with
// cell-crossing events keeps the cost per event independent of N; in dense gases neighbour
// lists (NeighbourLists) take the cells' place in predictions, with shell exits for crossings.
// Walls may move at constant velocity and stop; boundaries may be periodic; uniform gravity
// bends free flights into parabolas (pair contact times stay those of straight lines, wall and
// cell times become quadratic). Interior walls (segments) are checked by the disks in the cells
// they come near; a segment being removed is a global event, like a wall stopping, that
// re-predicts everything. A free piston (event_driven_piston.cpp) is a right wall on a
// uniformly accelerated flight, which changes course at every hit.

#include "core/cell_grid.h"
#include "core/contact_batch.h"
#include "core/event_driven_engine.h"
#include "core/event_driven_records.h"
#include "core/event_prefetcher.h"
#include "core/free_piston.h"
#include "core/neighbour_lists.h"
#include "core/pump.h"
#include "core/random.h"
#include "core/segment_cells.h"
#include "core/segment_kernels.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <functional>
#include <vector>

namespace disklab {

class EventDrivenEngine::Impl {
public:
    explicit Impl(const Scenario& scenario);

    void advanceTo(double t);
    double time() const { return m_now; }
    Snapshot snapshot() const { return snapshotAndTotals().state; }
    Totals totals() const;
    std::uint64_t collisions() const { return m_totals.collisions; }
    /// One walk through the disks for both: the snapshot and the flights not yet closed.
    StateAndTotals snapshotAndTotals() const;
    void positionsNow(std::vector<double>& x, std::vector<double>& y) const;
    RandomPosition wallNoisePosition() const { return m_wallNoise.position(); }
    const Scenario& scenario() const { return m_scenario; }
    void setCollisionListener(std::function<void(const CollisionRecord&)> listener);
    void setWallTemperature(Side side, double kT);
    void setOutsidePressure(double pressure);
    void startPump(const Pump& pump);
    void holdPiston(double x, double speed);
    void releasePiston();

    bool advanceCollisions(std::uint64_t count);

    int cellColumns() const { return m_grid.nx(); }
    int cellRows() const { return m_grid.ny(); }
    bool usesNeighbourLists() const { return m_skin > 0.0; }

    // Checkpoints (event_driven_checkpoint.cpp).
    std::vector<std::byte> innerState() const;
    void restoreInnerState(const Scenario& scenario, std::span<const std::byte> state);
    template <class Self, class Archive>
    static void transferState(Self& self, Archive& archive);

private:
    using DiskState = event_driven::DiskState;
    using Direction = event_driven::Direction;
    using OwnData = event_driven::OwnData;
    using PendingEvent = event_driven::PendingEvent;
    using EventPrefetcher = event_driven::EventPrefetcher;

    /// Where internal disk i is now, in the box (a snapshot's x and y).
    std::array<double, 2> positionNow(std::size_t i) const;

    /// What a prediction found: a pair (partner: the other disk), a wall (partner: its
    /// WallIndex), a cell crossing (partner: the Direction), a shell exit, or nothing.
    enum class EventKind : std::uint8_t { None, Pair, Wall, Cell, Shell };

    /// Changes that invalidate every prediction at once: a wall stops, a segment is removed.
    struct GlobalEvent {
        enum class Kind : std::uint8_t { WallStop, SegmentRemoval };
        double time;
        Kind kind;
        std::int32_t index;  // the Side, or the segment
    };

    enum class Step { Collision, Other, Beyond };
    /// Processes events until the collision count reaches `collisions` (true) or no event is
    /// left before `limit` (false). FetchAhead: see EventPrefetcher::kFromDisks; the loop is
    /// built twice so that small systems run exactly the code they ran before it existed.
    template <bool FetchAhead>
    bool processUntil(double limit, std::uint64_t collisions);
    /// Processes the earliest event if it is not later than limit.
    template <bool FetchAhead>
    Step processNext(double limit);
    template <bool FetchAhead>
    void processPair(std::int32_t i, std::int32_t j, double t);
    void processWall(std::int32_t i, Side side, double t);
    void processSegment(std::int32_t i, std::int32_t segment, double t);
    void processCellCrossing(std::int32_t i, Direction direction, double t);
    void processShellExit(std::int32_t i, double t);
    /// Tells the listener of the collision of disks i and j just resolved at t.
    void tellPairCollision(std::int32_t i, std::int32_t j, double t) const;
    /// Counts a collision of disk i with wall `wall` and tells the listener.
    void recordWallHit(std::int32_t i, WallIndex wall, double t);
    /// Gives disk i a new shell around where it is now, and the list that goes with it.
    void relink(std::int32_t i);
    /// Centres disk i's shell where it is now (back in the box first) and files it in that cell.
    void centreShell(std::int32_t i);
    void buildAllLists();
    /// Puts on i's list every disk whose shell is near enough (only those after i: laterOnly).
    void linkAround(std::int32_t i, bool laterOnly);
    /// The periodic bookkeeping every so many events: re-aiming the calendar, re-sorting storage.
    void maintain();
    void processGlobalEvent();
    void buildSegmentCells();

    // The free piston (event_driven_piston.cpp).
    void setUpPiston();
    void processPistonHit(std::int32_t i, double t);
    void processPistonEvent();
    /// Starts the piston on a new flight at m_now with velocity v, held by the lab's hand or free
    /// under the outside pressure, and re-predicts the disks near it.
    void changePistonCourse(double v, bool held);
    /// The work the hand did on the piston, the flight under way included.
    double handWork() const;
    /// The first column whose disks can touch the piston at x before they leave their cell.
    int pistonReach(double x) const;
    /// Lets each disk in these columns, or disk i, see the piston's new course.
    void lookAtPiston(int firstColumn, int lastColumn);
    void lookAtPiston(std::int32_t i);
    void schedulePistonEvent();

    // The lab's controls (event_driven_lab.cpp).
    /// Readies m_scenario.pump to try first at `time`.
    void setUpPump(double time);
    void processPumpAttempt();
    /// Whether a disk put at (x, y) now would overlap no disk and be behind the free piston.
    bool spotIsFree(double x, double y, double radius) const;
    /// Adds a disk at m_now, last in the scenario's order, and files every disk anew: O(N).
    void admitDisk(const Disk& disk);
    /// Files every disk in the grid (or its shell) and the calendar anew, `own` its data by
    /// storage index, and predicts every event.
    void refile(const std::vector<OwnData>& own);

    // Predicting a disk's next event (event_driven_predict.cpp).
    void predict(std::int32_t i);
    [[gnu::noinline]] void predictOtherPath(std::int32_t i);
    template <bool Gravity, bool Segments, bool Lists, bool Piston = false>
    void predictWith(std::int32_t i);
    /// A disk's position and velocity at the engine's time, from its local clock.
    struct Moved {
        double x, y, vx, vy;
    };
    template <bool Gravity>
    Moved atNow(const DiskState& d) const;
    /// The earliest event found so far.
    struct Prediction {
        double best;
        EventKind kind = EventKind::None;
        std::int32_t partner = -1;
        void consider(double t, EventKind candidateKind, std::int32_t candidatePartner)
        {
            if (t < best) {
                best = t;
                kind = candidateKind;
                partner = candidatePartner;
            }
        }
    };
    /// The cell a disk is predicted in, and which of its sides it can cross.
    struct CellSides {
        int cx, cy;
        double cw, ch;
        bool west, east, south, north;
    };
    CellSides cellSides(std::int32_t cell) const;
    template <bool Gravity>
    void considerCrossings(const CellSides& c, const Moved& m, Prediction& p) const;
    template <bool Gravity, bool Piston>
    void considerWalls(const Moved& m, double radius, Prediction& p) const;
    template <bool Gravity>
    void considerSegments(std::int32_t i, std::int32_t cell, const Moved& m, double radius, Prediction& p) const;
    /// Fills m_batch with the neighbours' motions relative to disk i; returns how many.
    template <bool Gravity, bool Lists>
    std::size_t fillBatch(std::int32_t i, const CellSides& c, const Moved& m, double radius);
    template <bool Lists>
    void considerPartners(std::int32_t i, std::size_t count, Prediction& p);
    void considerShellExit(std::int32_t i, const Moved& m, Prediction& p) const;
    void gatherNeighbours(int column, int row);

    /// What the prefetcher reads, as it is now.
    EventPrefetcher::Memory memory() const
    {
        return {m_disks, m_grid, m_neighbourLists, m_queue, usesNeighbourLists()};
    }
    void moveTo(std::int32_t i, double t);
    void setEvent(std::int32_t i, double t, EventKind kind, std::int32_t partner);
    double wallVelocity(Side side) const { return disklab::wallVelocity(m_scenario, side, m_now); }
    void resetAllEvents();
    void calibrateQueue();
    void sortByCell();
    /// In a periodic box, brings a disk that has wandered out back in by one box length.
    void wrapIntoBox(DiskState& d) const;

    Scenario m_scenario;
    // Dense gases without gravity or interior walls use neighbour lists (see NeighbourLists)
    // instead of the 3 x 3 cells, with shells this thick (0: cells); the grid then holds the
    // disks' shell centres and serves only to make lists. Set before the grid, which it sizes.
    double m_skin = 0.0;
    CellGrid m_grid;
    event_driven::EventCalendar m_queue;
    std::uint64_t m_eventsAtCalibration = 0;
    std::function<void(const CollisionRecord&)> m_listener;
    double m_now = 0.0;
    double m_gx = 0.0;
    double m_gy = 0.0;
    bool m_periodic = false;
    bool m_hasGravity = false;
    bool m_fetchingAhead = false;  // at least EventPrefetcher::kFromDisks disks
    EventPrefetcher m_prefetcher;
    std::vector<GlobalEvent> m_globalEvents;  // sorted by time
    std::size_t m_nextGlobalEvent = 0;

    // Interior walls: geometry, which are still there, and which each cell must check.
    std::vector<kernels::SegmentGeometry> m_segments;
    std::vector<bool> m_segmentActive;
    SegmentCells m_segmentCells;
    // Which instantiation of predictWith() serves this scenario; one test per prediction, as
    // before interior walls existed.
    enum class PredictPath : std::uint8_t { Straight, Gravity, Segments, GravitySegments, Lists, Piston };
    PredictPath m_predictPath = PredictPath::Straight;

    // Disks are stored in cell order (re-sorted now and then) so that neighbours in space are
    // neighbours in memory; m_fileIndex maps that storage order back to the scenario's order,
    // which is what the outside world sees.
    std::vector<DiskState> m_disks;
    std::vector<std::int32_t> m_fileIndex;
    std::uint64_t m_eventsAtSort = 0;
    static constexpr std::size_t kSortThreshold = 4096;
    // Scratch for predict(), kept to avoid allocations: the disks in the 3 x 3 cells around the
    // predicting one, the periodic image each is seen through (m_imageShiftX/Y[image]; only
    // filled in at the edges of a periodic box), and their motions relative to it, all in the
    // same order.
    std::vector<std::int32_t> m_neighbourDisks;
    std::vector<std::int32_t> m_neighbourImages;
    std::size_t m_neighbourCount = 0;
    bool m_neighboursAllDirect = true;  // no wrapped cell among them: m_neighbourImages unused
    ContactBatch m_batch;
    double m_imageShiftX[9] = {};
    double m_imageShiftY[9] = {};

    NeighbourLists m_neighbourLists;

    // The free piston, when the right wall is one: its flight since it last changed course,
    // how often it did (a disk's predicted hit holds the count it was predicted with, as a pair
    // event its partner's), and its own next event: reaching the next column of disks, whose
    // predictions did not look at it yet, bouncing off the cylinder's end or the left wall, or
    // (held by the lab's hand) arriving where the hand moves it.
    struct Piston {
        bool active = false;
        double mass = 0.0;
        double limit = 0.0;
        double largestRadius = 0.0;
        PistonFlight flight;
        std::uint32_t count = 0;
        double closedIntegral = 0.0;  // of its position, over flights before this one
        int reach = 0;                // see pistonReach()
        double eventTime = kernels::kNever;
        enum class Event : std::uint8_t { Reach, Bounce, Arrive } event = Event::Reach;
        // Held by the lab's hand: moving at the flight's velocity towards `target`, then at rest
        // there; `outsideForce` (P_ext H when the flight began) is what the hand holds against.
        bool held = false;
        double target = 0.0;
        double outsideForce = 0.0;
    };
    Piston m_piston;

    // The pump (m_scenario.pump counts the disks still to come): the disk it brings in, where
    // they enter (a centre at `off` from the wall's axis, anywhere `along` it within `spread` of
    // the opening's centre) and when it next tries.
    struct PumpState {
        Disk disk;
        double interval = 0.0;
        double off = 0.0, along = 0.0, spread = 0.0;
        double nextTime = kernels::kNever;
    };
    PumpState m_pump;
    // The earlier of the piston's and the pump's next events, so that the event loop compares
    // the calendar with one time of theirs, as before either existed.
    double m_ownEventTime = kernels::kNever;
    void refreshOwnEventTime() { m_ownEventTime = std::min(m_piston.eventTime, m_pump.nextTime); }

    Totals m_totals;  // closed flights only; totals() adds the open ones
    /// m_totals at m_now with the piston's open integrals, less the disks' open flights.
    Totals totalsOfClosedFlights() const;
    /// Kinetic energy integrated over disk i's flight since its last event (storage order).
    double openFlightKinetic(std::size_t i) const;
    Random m_wallNoise;  // the thermal walls' draws (box_wall_hit.h)
};

// In the header so that the event loop's calls to it are inlined, as they were when the loop and
// the predictions shared a file: the common paths cost one test, not a call.
inline void EventDrivenEngine::Impl::predict(std::int32_t i)
{
    // One test on the hot path, as before interior walls existed; the rest out of line.
    if (m_predictPath == PredictPath::Straight) [[likely]]
        predictWith<false, false, false>(i);
    else if (m_predictPath == PredictPath::Lists) [[likely]]
        predictWith<false, false, true>(i);
    else
        predictOtherPath(i);
}

} // namespace disklab
