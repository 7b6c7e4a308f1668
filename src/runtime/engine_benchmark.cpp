#include "runtime/engine_benchmark.h"

#include "runtime/engine_factory.h"

#include <QElapsedTimer>

#include <algorithm>

namespace disklab {
namespace {

/// A chunk shorter than this doubles, so the clock is read rarely however cheap a step is, and
/// a slow engine (the naive stepper at large N) still stops close to its wall-clock budget.
constexpr qint64 kShortChunkNanoseconds = 20'000'000;

bool cancelled(const std::atomic<bool>* cancel)
{
    return cancel && cancel->load(std::memory_order_relaxed);
}

/// Advances in chunks of whole steps (dt, doubled while they are quick) until `budget`'s
/// simulated time or wall-clock seconds are used up or `cancel` is set.
void advanceForBudget(Engine& engine, double dt, const BenchmarkBudget& budget, const QElapsedTimer& clock,
                      const std::atomic<bool>* cancel)
{
    const double end = engine.time() + budget.simulatedTime;
    double chunk = dt;
    do {
        QElapsedTimer one;
        one.start();
        engine.advanceTo(std::min(engine.time() + chunk, end));
        if (one.nsecsElapsed() < kShortChunkNanoseconds)
            chunk *= 2.0;
    } while (engine.time() < end && clock.nsecsElapsed() * 1e-9 < budget.wallSeconds && !cancelled(cancel));
}

} // namespace

double EngineBenchmark::collisionsPerSecond() const
{
    return run.wallSeconds > 0.0 ? static_cast<double>(collisions()) / run.wallSeconds : 0.0;
}

double EngineBenchmark::eventsPerSecond() const
{
    return run.wallSeconds > 0.0 ? static_cast<double>(events()) / run.wallSeconds : 0.0;
}

double EngineBenchmark::nsPerCollision() const
{
    return run.wallSeconds * 1e9 / std::max(1.0, static_cast<double>(collisions()));
}

double EngineBenchmark::secondsPerTimeUnit() const
{
    const double duration = simulatedTime();
    return duration > 0.0 ? run.wallSeconds / duration : 0.0;
}

EngineBenchmark measureEngine(const Scenario& scenario, const EngineConfig& config, const BenchmarkBudget& budget,
                              const std::atomic<bool>* cancel, const std::function<void(const Engine&)>& atStart)
{
    EngineBenchmark result;
    result.engine = makeEngine(scenario, config);
    Engine& engine = *result.engine;
    if (budget.warmupTime > 0.0)
        engine.advanceTo(engine.time() + budget.warmupTime);
    if (budget.warmupCollisions > 0)
        engine.advanceCollisions(budget.warmupCollisions);
    if (atStart)
        atStart(engine);
    result.run = startMeasurement(config.kind, scenario, engine);
    QElapsedTimer clock;
    clock.start();
    if (budget.collisions > 0)
        engine.advanceCollisions(budget.collisions);
    else
        advanceForBudget(engine, config.dt, budget, clock, cancel);
    finishMeasurement(result.run, engine, static_cast<double>(clock.nsecsElapsed()) * 1e-9);
    return result;
}

} // namespace disklab
