#pragma once
// The one way DiskLab measures an engine's speed. `disklab-cli bench` and the app's scaling
// study (scaling_measurement.h) both call measureEngine, so their figures mean the same thing:
// the engine comes from makeEngine, warms up off the clock, then advances for a budget while
// the clock runs.

#include "core/engine.h"
#include "core/engine_config.h"
#include "core/scenario.h"
#include "runtime/run_report.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <limits>
#include <memory>

namespace disklab {

/// How long a measurement warms up and how long it measures.
struct BenchmarkBudget {
    /// Off the clock, first this much simulated time, then this many collisions: caches, branch
    /// predictors and the event calendar reach their steady state before anything is timed.
    double warmupTime = 0.0;
    std::uint64_t warmupCollisions = 0;
    /// When > 0, the measured window is exactly this many collisions, advanced in one call so
    /// the clock is read only at its ends (the time-driven engine finishes the step it is in).
    /// Otherwise the window ends at `simulatedTime` after its start or once `wallSeconds` have
    /// passed, whichever comes first, checked between chunks of whole steps.
    std::uint64_t collisions = 0;
    double simulatedTime = std::numeric_limits<double>::infinity();
    double wallSeconds = std::numeric_limits<double>::infinity();
};

/// A finished measurement: the engine as it left off, and the measured window.
struct EngineBenchmark {
    std::unique_ptr<Engine> engine;  ///< for engine-specific figures (time-driven stats, cells)
    RunMeasurement run;              ///< from the end of the warm-up to the end of the budget

    double simulatedTime() const { return run.lastTotals.time - run.firstTotals.time; }
    std::uint64_t collisions() const { return run.lastTotals.collisions - run.firstTotals.collisions; }
    std::uint64_t events() const { return run.lastTotals.events - run.firstTotals.events; }
    /// Per wall-clock second of the window; 0 for a window that took no measurable time.
    double collisionsPerSecond() const;
    double eventsPerSecond() const;
    /// Wall-clock nanoseconds per collision (per one, if the window had none).
    double nsPerCollision() const;
    /// Wall-clock seconds per simulated time unit; 0 if no simulated time passed.
    double secondsPerTimeUnit() const;
};

/// Builds the engine `config` names for `scenario`, warms it up, calls `atStart` (if given)
/// just before the clock starts, and advances it for `budget`. A cancelled measurement (checked
/// between chunks) returns the window it has. Throws what makeEngine throws. Any thread, one
/// engine per call; `scenario` must outlive the result, whose run refers to it.
EngineBenchmark measureEngine(const Scenario& scenario, const EngineConfig& config, const BenchmarkBudget& budget,
                              const std::atomic<bool>* cancel = nullptr,
                              const std::function<void(const Engine&)>& atStart = {});

} // namespace disklab
