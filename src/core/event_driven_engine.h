#pragma once
// Exact event-driven simulation of hard disks: every collision at its exact time, from event to
// event, with no overlap ever. How it works (the calendar, the cells and neighbour lists, the
// fetching ahead) is in core/event_driven_engine_internals.h, which only core's own files see.

#include "core/engine.h"

#include <cstdint>
#include <functional>
#include <memory>

namespace disklab {

class EventDrivenEngine final : public Engine {
public:
    /// The scenario must have passed validateScenario (overlaps may have been allowed).
    /// Throws std::invalid_argument if it cannot be simulated.
    explicit EventDrivenEngine(const Scenario& scenario);
    ~EventDrivenEngine() override;

    void advanceTo(double t) override;
    /// Processes events until `count` more collisions have happened, or until no event is
    /// left (then returns false). Simulated time ends at the last collision.
    bool advanceCollisions(std::uint64_t count) override;
    /// t itself: the engine stops exactly anywhere.
    double nextStopTime(double t) const override { return t; }
    double time() const override;
    Snapshot snapshot() const override;
    Totals totals() const override;
    std::uint64_t collisions() const override;
    StateAndTotals snapshotAndTotals() const override;
    /// The disks' positions now, as snapshot() has them, into `x` and `y` (resized to the
    /// disks): no velocities, totals or allocation, for a caller that measures at every step.
    void positionsNow(std::vector<double>& x, std::vector<double>& y) const;
    std::map<std::string, RandomPosition> randomStreams() const override;
    std::vector<std::byte> innerState() const override;
    void restoreInnerState(const Scenario& scenario, std::span<const std::byte> state) override;
    const Scenario& scenario() const override;
    void setCollisionListener(std::function<void(const CollisionRecord&)> listener) override;
    void setWallTemperature(Side side, double kT) override;
    void setOutsidePressure(double pressure) override;
    void startPump(const Pump& pump) override;
    void holdPiston(double x, double speed) override;
    void releasePiston() override;

    /// Cells along x and y, for diagnostics and benchmarks.
    int cellColumns() const;
    int cellRows() const;
    /// Whether predictions use neighbour lists (dense gases) rather than the cells around.
    bool usesNeighbourLists() const;

private:
    class Impl;
    std::unique_ptr<Impl> m_impl;
};

} // namespace disklab
