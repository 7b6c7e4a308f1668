#pragma once
// Exact event-driven simulation of hard disks.
//
// One pending event per disk lives in an indexed heap; a prediction involving another disk
// stores that disk's collision counter and is dropped lazily when popped if the counter has
// moved on. Disks keep local clocks and are moved only when an event touches them. A cell
// list with cell-crossing events keeps the cost per event independent of N. Walls may move at
// constant velocity and stop; boundaries may be periodic; uniform gravity bends free flights
// into parabolas (pair contact times stay those of straight lines, wall and cell times become
// quadratic).

#include "core/cell_grid.h"
#include "core/engine.h"
#include "core/indexed_heap.h"

#include <cstdint>
#include <functional>
#include <vector>

namespace disklab {

class EventDrivenEngine final : public Engine {
public:
    /// The scenario must have passed validateScenario (overlaps may have been allowed).
    /// Throws std::invalid_argument if it cannot be simulated.
    explicit EventDrivenEngine(const Scenario& scenario);

    void advanceTo(double t) override;
    double time() const override { return m_now; }
    Snapshot snapshot() const override;
    Totals totals() const override;
    const Scenario& scenario() const override { return m_scenario; }
    void setCollisionListener(std::function<void(const CollisionRecord&)> listener) override;

    /// Processes events until `count` more collisions have happened, or until no event is
    /// left (then returns false). Simulated time ends at the last collision.
    bool advanceCollisions(std::uint64_t count);

    /// Cells along x and y, for diagnostics and benchmarks.
    int cellColumns() const { return m_grid.nx(); }
    int cellRows() const { return m_grid.ny(); }

private:
    enum class EventKind : std::uint8_t { None, Pair, Wall, Cell };
    // Cell-crossing directions, stored in the event's partner slot.
    enum Direction : std::int32_t { West = 0, East = 1, South = 2, North = 3 };

    struct WallStop {
        double time;
        Side side;
    };

    enum class Step { Collision, Other, Beyond };
    /// Processes the earliest event if it is not later than limit.
    Step processNext(double limit);
    void processPair(std::int32_t i, std::int32_t j, double t);
    void processWall(std::int32_t i, Side side, double t);
    void processCellCrossing(std::int32_t i, Direction direction, double t);
    void processWallStop();
    void predict(std::int32_t i);
    void moveTo(std::int32_t i, double t);
    void setEvent(std::int32_t i, double t, EventKind kind, std::int32_t partner);
    double wallVelocity(Side side) const;
    void resetAllEvents();

    Scenario m_scenario;
    CellGrid m_grid;
    IndexedHeap m_queue;
    std::function<void(const CollisionRecord&)> m_listener;
    double m_now = 0.0;
    double m_gx = 0.0;
    double m_gy = 0.0;
    bool m_periodic = false;
    std::vector<WallStop> m_wallStops;  // sorted by time
    std::size_t m_nextWallStop = 0;

    // Hot per-disk state: position, velocity and local clock.
    std::vector<double> m_x, m_y, m_vx, m_vy, m_t;
    std::vector<double> m_radius, m_mass;
    std::vector<std::uint32_t> m_count;       // collisions this disk has had
    std::vector<std::int32_t> m_cell;
    std::vector<std::int32_t> m_lastPartner;  // disk of the last pair collision, or -1
    // Pending event of each disk (its time lives in m_queue).
    std::vector<EventKind> m_eventKind;
    std::vector<std::int32_t> m_eventPartner;
    std::vector<std::uint32_t> m_eventPartnerCount;

    Totals m_totals;  // closed flights only; totals() adds the open ones
};

} // namespace disklab
