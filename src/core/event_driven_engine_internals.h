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
// re-predicts everything.

#include "core/cell_grid.h"
#include "core/event_driven_engine.h"
#include "core/calendar_queue.h"
#include "core/contact_batch.h"
#include "core/neighbour_lists.h"
#include "core/segment_cells.h"
#include "core/segment_kernels.h"

#include <algorithm>
#include <cstdint>
#include <functional>
#include <vector>

namespace disklab {

class EventDrivenEngine::Impl {
public:
    explicit Impl(const Scenario& scenario);

    void advanceTo(double t);
    double time() const { return m_now; }
    Snapshot snapshot() const;
    Totals totals() const;
    const Scenario& scenario() const { return m_scenario; }
    void setCollisionListener(std::function<void(const CollisionRecord&)> listener);

    bool advanceCollisions(std::uint64_t count);

    int cellColumns() const { return m_grid.nx(); }
    int cellRows() const { return m_grid.ny(); }
    bool usesNeighbourLists() const { return m_skin > 0.0; }

private:
    enum class EventKind : std::uint8_t { None, Pair, Wall, Cell, Segment, Shell };
    // Cell-crossing directions, stored in the event's partner slot.
    enum Direction : std::int32_t { West = 0, East = 1, South = 2, North = 3 };

    /// Changes that invalidate every prediction at once: a wall stops, a segment is removed.
    struct GlobalEvent {
        enum class Kind : std::uint8_t { WallStop, SegmentRemoval };
        double time;
        Kind kind;
        std::int32_t index;  // the Side, or the segment
    };

    enum class Step { Collision, Other, Beyond };
    /// Processes events until the collision count reaches `collisions` (true) or no event is
    /// left before `limit` (false). FetchAhead: see kFetchAheadFromDisks; the loop is built
    /// twice so that small systems run exactly the code they ran before it existed.
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
    void predict(std::int32_t i);
    [[gnu::noinline]] void predictOtherPath(std::int32_t i);
    template <bool Gravity, bool Segments, bool Lists>
    void predictWith(std::int32_t i);
    void gatherNeighbours(int column, int row);
    bool rowsAround(std::int32_t cell, std::int32_t (&firsts)[3]) const;
    void fetchNeighbourhood(std::int32_t cell);
    void fetchListed(std::int32_t i);
    void fetchNeighboursOf(std::int32_t i, std::int32_t cell);
    void fetchCells(std::int32_t cell);
    /// At every event: fetches for the events the calendar has filed next (see
    /// kFetchAheadFromDisks) the records kRecordsAhead events ahead, the cells (or list
    /// blocks), calendar records and partners kCellsAhead ahead, and the neighbours' records
    /// kNeighboursAhead ahead.
    void lookAhead();
    void moveTo(std::int32_t i, double t);
    void setEvent(std::int32_t i, double t, EventKind kind, std::int32_t partner);
    double wallVelocity(Side side) const;
    void resetAllEvents();
    void calibrateQueue();
    void sortByCell();

    /// Everything an event reads about a disk, in one cache line: neighbours are visited in
    /// random memory order, so one line per neighbour beats one line per field. What only the
    /// disk's own events read is in OwnData.
    struct alignas(64) DiskState {
        double x, y, vx, vy;
        double t;  // local clock: the state above is at this time
        double radius;
        std::uint32_t count;         // collisions this disk has had
        std::int32_t cell;           // on neighbour lists: the cell of its shell's centre
        std::int32_t pending;        // its pending event, see PendingEvent
        std::uint32_t partnerCount;  // a pending pair event's partner's count when predicted
    };
    /// A pending event in one int, so that it fits in the disk's cache line: the partner
    /// (>= 0) of a pair, else a negative code for a crossing, a wall, a segment or nothing.
    struct PendingEvent {
        static std::int32_t pair(std::int32_t partner) { return partner; }
        static std::int32_t crossing(Direction direction) { return -1 - direction; }           // -1 .. -4
        static std::int32_t wall(Side side) { return -5 - static_cast<std::int32_t>(side); }  // -5 .. -8
        static std::int32_t segment(std::int32_t segment) { return -9 - segment; }             // -9 ...
        static constexpr std::int32_t kNone = INT32_MIN;
        static constexpr std::int32_t kShellExit = INT32_MIN + 1;

        static bool isPair(std::int32_t code) { return code >= 0; }
        static bool isCrossing(std::int32_t code) { return code < 0 && code >= -4; }
        static bool isWall(std::int32_t code) { return code <= -5 && code >= -8; }
        static bool isSegment(std::int32_t code) { return code <= -9 && code > kShellExit; }
        static Direction direction(std::int32_t code) { return static_cast<Direction>(-1 - code); }
        static Side side(std::int32_t code) { return static_cast<Side>(-5 - code); }
        static std::int32_t segmentOf(std::int32_t code) { return -9 - code; }
    };
    static_assert(sizeof(DiskState) == 64);
    /// The cell whose neighbourhood the disk's pending event will predict from.
    std::int32_t cellPredictedFrom(const DiskState& d) const;
    /// In a periodic box, brings a disk that has wandered out back in by one box length.
    void wrapIntoBox(DiskState& d) const;

    Scenario m_scenario;
    // Dense gases without gravity or interior walls use neighbour lists (see NeighbourLists)
    // instead of the 3 x 3 cells, with shells this thick (0: cells); the grid then holds the
    // disks' shell centres and serves only to make lists. Set before the grid, which it sizes.
    double m_skin = 0.0;
    CellGrid m_grid;
    /// What only a disk's own events read and write besides its record, kept in the calendar
    /// with the disk's key (see CalendarQueue::payload): in a large system an event then waits
    /// for one line of it, not three.
    struct OwnData {
        double mass;
        std::int32_t lastPartner;  // disk of the last pair collision; -2 - k after a hit on segment k; -1 otherwise
    };
    CalendarQueue<OwnData> m_queue;
    std::uint64_t m_eventsAtCalibration = 0;
    std::function<void(const CollisionRecord&)> m_listener;
    double m_now = 0.0;
    double m_gx = 0.0;
    double m_gy = 0.0;
    bool m_periodic = false;
    bool m_hasGravity = false;
    // In a large system a prediction waits on memory: the cell slots, then the neighbours'
    // records, each a cache miss at a random place. So what an event will read is fetched as
    // soon as it is known: a few events ahead (lookAhead), and again at the event the
    // popped disk's neighbourhood (for a crossing, around the cell it enters) while its
    // partner's counter is checked, and the partner's while the first disk is predicted. Below
    // this size everything sits in the core's own cache and the extra loops only cost time.
    static constexpr std::size_t kFetchAheadFromDisks = 32768;
    bool m_fetchingAhead = false;
    // How many events ahead each link of the chain is fetched: one link every two events
    // (10^5 and 10^6 disks, side by side: one link per event and one per three were slower).
    static constexpr std::uint64_t kRecordsAhead = 6;
    static constexpr std::uint64_t kCellsAhead = 4;
    static constexpr std::uint64_t kNeighboursAhead = 2;
    /// How far lookAhead() has gone through the calendar's coming tickets in each of its
    /// stages, by CalendarQueue::comingSerial().
    struct LookedAhead {
        std::uint64_t records = 0;
        std::uint64_t cells = 0;
        std::uint64_t neighbours = 0;
    };
    LookedAhead m_lookedAhead;
    /// The last few neighbourhoods (disk, cell predicted from) the look-ahead asked memory for,
    /// so that the event itself does not ask again: the lines are on their way, and asking twice
    /// cost about 350 instructions per collision at 10^5 disks, 6 % of all executed.
    class RecentNeighbourhoods {
    public:
        RecentNeighbourhoods() { std::ranges::fill(m_keys, kNoKey); }
        void note(std::int32_t disk, std::int32_t cell) { m_keys[m_next++ % kCount] = key(disk, cell); }
        bool contains(std::int32_t disk, std::int32_t cell) const
        {
            bool found = false;
            for (const std::uint64_t k : m_keys)
                found |= k == key(disk, cell);
            return found;
        }

    private:
        // The look-ahead fetches neighbourhoods kNeighboursAhead events before theirs, about one
        // an event, so eight cover them with room for bursts of tickets.
        static constexpr unsigned kCount = 8;
        static std::uint64_t key(std::int32_t disk, std::int32_t cell)
        {
            return std::uint64_t{static_cast<std::uint32_t>(disk)} << 32 | static_cast<std::uint32_t>(cell);
        }
        // No disk and cell make this key: disk indices are below 2^31.
        static constexpr std::uint64_t kNoKey = ~0ull;
        std::uint64_t m_keys[kCount];
        unsigned m_next = 0;
    };
    RecentNeighbourhoods m_neighbourhoodsFetched;
    std::vector<GlobalEvent> m_globalEvents;  // sorted by time
    std::size_t m_nextGlobalEvent = 0;

    // Interior walls: geometry, which are still there, and which each cell must check.
    std::vector<kernels::SegmentGeometry> m_segments;
    std::vector<bool> m_segmentActive;
    SegmentCells m_segmentCells;
    // Which instantiation of predictWith() serves this scenario; one test per prediction, as
    // before interior walls existed.
    enum class PredictPath : std::uint8_t { Straight, Gravity, Segments, GravitySegments, Lists };
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

    Totals m_totals;  // closed flights only; totals() adds the open ones
};

} // namespace disklab
