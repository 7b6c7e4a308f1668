#include "runtime/scaling_measurement.h"

#include "core/gas_generator.h"
#include "core/generator_support.h"
#include "runtime/engine_benchmark.h"

#include <algorithm>

namespace disklab {

std::array<EngineConfig, kScalingEngineCount> scalingEngines(double dt)
{
    return {EngineConfig{EngineKind::TimeDriven, dt, Broadphase::Naive},
            EngineConfig{EngineKind::TimeDriven, dt, Broadphase::Grid},
            EngineConfig{EngineKind::EventDriven, dt}};
}

std::size_t scalingEngineIndex(const EngineConfig& config)
{
    const auto all = scalingEngines(config.dt);
    return static_cast<std::size_t>(std::find(all.begin(), all.end(), config) - all.begin());
}

Scenario scalingGas(int disks, double packing, std::uint64_t seed)
{
    GasParameters parameters;
    parameters.count = disks;
    parameters.packing = packing;
    parameters.periodic = true;
    parameters.seed = seed;
    // Enough to break the lattice's order; the measurement itself is short.
    parameters.meltCollisionsPerDisk = 2.0;
    Scenario scenario = generateGas(parameters);
    scenario.engine.dt = generation::suggestedTimeStep(scenario);
    return scenario;
}

ScalingPoint measureScaling(const Scenario& scenario, const EngineConfig& engine, double budgetSeconds,
                            const std::atomic<bool>& cancel)
{
    BenchmarkBudget budget;
    // One step lets caches and the event calendar settle before the clock starts.
    budget.warmupTime = engine.dt;
    budget.wallSeconds = budgetSeconds;
    const EngineBenchmark measured = measureEngine(scenario, engine, budget, &cancel);
    ScalingPoint point;
    point.disks = static_cast<int>(scenario.disks.size());
    point.engine = engine;
    point.simulatedTime = measured.simulatedTime();
    point.wallSeconds = measured.run.wallSeconds;
    return point;
}

} // namespace disklab
