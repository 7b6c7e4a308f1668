#pragma once
// An engine that drives another and passes every call on to it: the base of the engines that
// wrap one (CheckpointingEngine keeps checkpoints on the way, WatchedEngine reports how far a
// run has come), so each overrides only what it adds.

#include "core/engine.h"

#include <memory>

namespace disklab {

class ForwardingEngine : public Engine {
public:
    explicit ForwardingEngine(std::unique_ptr<Engine> engine) : m_engine(std::move(engine)) {}

    Engine& inner() { return *m_engine; }
    const Engine& inner() const { return *m_engine; }

    void advanceTo(double t) override { m_engine->advanceTo(t); }
    bool advanceCollisions(std::uint64_t count) override { return m_engine->advanceCollisions(count); }
    double nextStopTime(double t) const override { return m_engine->nextStopTime(t); }
    double time() const override { return m_engine->time(); }
    Snapshot snapshot() const override { return m_engine->snapshot(); }
    Totals totals() const override { return m_engine->totals(); }
    std::uint64_t collisions() const override { return m_engine->collisions(); }
    StateAndTotals snapshotAndTotals() const override { return m_engine->snapshotAndTotals(); }
    const Scenario& scenario() const override { return m_engine->scenario(); }
    void setCollisionListener(std::function<void(const CollisionRecord&)> listener) override
    {
        m_engine->setCollisionListener(std::move(listener));
    }
    std::optional<TimeDrivenStats> timeDrivenStats() const override { return m_engine->timeDrivenStats(); }
    std::optional<AggregationStats> aggregationStats() const override { return m_engine->aggregationStats(); }
    std::map<std::string, RandomPosition> randomStreams() const override { return m_engine->randomStreams(); }
    std::vector<std::byte> innerState() const override { return m_engine->innerState(); }
    void restoreInnerState(const Scenario& scenario, std::span<const std::byte> state) override
    {
        m_engine->restoreInnerState(scenario, state);
    }
    void setWallTemperature(Side side, double kT) override { m_engine->setWallTemperature(side, kT); }
    void setOutsidePressure(double pressure) override { m_engine->setOutsidePressure(pressure); }
    void startPump(const Pump& pump) override { m_engine->startPump(pump); }
    void holdPiston(double x, double speed) override { m_engine->holdPiston(x, speed); }
    void releasePiston() override { m_engine->releasePiston(); }

private:
    std::unique_ptr<Engine> m_engine;
};

} // namespace disklab
