#include "runtime/scaling_measurement.h"

#include "core/event_driven_engine.h"
#include "core/gas_generator.h"
#include "core/generator_support.h"
#include "core/time_driven_engine.h"

#include <QElapsedTimer>

#include <algorithm>
#include <memory>

namespace disklab {

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

ScalingPoint measureScaling(const Scenario& scenario, ScalingEngine engine, double budgetSeconds,
                            const std::atomic<bool>& cancel)
{
    std::unique_ptr<Engine> simulation;
    const double dt = scenario.engine.dt;
    if (engine == ScalingEngine::EventDriven) {
        simulation = std::make_unique<EventDrivenEngine>(scenario);
    } else {
        TimeDrivenSettings settings;
        settings.dt = dt;
        settings.broadphase = engine == ScalingEngine::NaiveStepper ? Broadphase::Naive : Broadphase::Grid;
        simulation = std::make_unique<TimeDrivenEngine>(scenario, settings);
    }
    // Warm-up: one step lets caches and the event calendar settle before the clock starts.
    simulation->advanceTo(dt);
    ScalingPoint point;
    point.disks = static_cast<int>(scenario.disks.size());
    point.engine = engine;
    const double start = simulation->time();
    // Chunks of whole steps, doubled while they are quick, so the clock is read rarely for the
    // event-driven engine and the naive stepper (slow per step at large N) still stops on time.
    double chunk = dt;
    QElapsedTimer clock;
    clock.start();
    do {
        QElapsedTimer one;
        one.start();
        simulation->advanceTo(simulation->time() + chunk);
        if (one.nsecsElapsed() < 20'000'000)
            chunk *= 2.0;
    } while (clock.nsecsElapsed() * 1e-9 < budgetSeconds && !cancel.load(std::memory_order_relaxed));
    point.wallSeconds = clock.nsecsElapsed() * 1e-9;
    point.simulatedTime = simulation->time() - start;
    return point;
}

} // namespace disklab
