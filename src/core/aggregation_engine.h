#pragma once
// Aggregation: disks stick on contact and move on as rigid clusters that translate and rotate,
// in a periodic box. The engine works in steps: at each step's start a Brownian run redraws
// every cluster's velocity and angular velocity from Maxwell-Boltzmann; within the step the
// clusters move in straight lines while spinning, and contacts are found exactly (to the
// settings' tolerance) and processed in time order, each merging two clusters into one. How it
// works is in core/aggregation_engine_internals.h, which only core's own files see.

#include "core/engine.h"

#include <memory>

namespace disklab {

class AggregationEngine final : public Engine {
public:
    /// The scenario must have passed validateScenario and carry aggregation settings, in a
    /// periodic box without gravity or interior walls; otherwise std::invalid_argument.
    /// `detection` overrides the scenario's detection strategy when given.
    explicit AggregationEngine(const Scenario& scenario,
                               std::optional<AggregationDetection> detection = std::nullopt);
    ~AggregationEngine() override;

    void advanceTo(double t) override;
    /// Processes merges until `count` more have happened (a merge counts as one collision).
    /// False when one cluster is left, or nothing moves: no merge can come.
    bool advanceCollisions(std::uint64_t count) override;
    /// t itself: the engine stops exactly anywhere.
    double nextStopTime(double t) const override { return t; }
    double time() const override;
    /// Member disks at their places in the box; velocities include the cluster's rotation.
    Snapshot snapshot() const override;
    Totals totals() const override;
    const Scenario& scenario() const override;
    /// Hears every merge as a pair collision of the two member disks that touched.
    void setCollisionListener(std::function<void(const CollisionRecord&)> listener) override;
    std::optional<AggregationStats> aggregationStats() const override;
    std::map<std::string, RandomPosition> randomStreams() const override;
    std::vector<std::byte> innerState() const override;
    void restoreInnerState(const Scenario& scenario, std::span<const std::byte> state) override;

    /// The cluster id of each disk now (ids grow with merges; equal ids, same cluster).
    std::vector<std::int32_t> clusterOfDisks() const;

private:
    class Impl;
    std::unique_ptr<Impl> m_impl;
};

} // namespace disklab
