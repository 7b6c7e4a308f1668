#pragma once
// One point of the scaling study: the wall-clock cost per simulated time unit of one engine on
// an equilibrated periodic gas of N disks, measured by measureEngine (engine_benchmark.h) as
// `disklab-cli bench` measures. Used by ScalingStudy (the app's scaling action, a job on the
// simulation thread) and by its tests.

#include "core/engine_config.h"
#include "core/scenario.h"

#include <array>
#include <atomic>
#include <cstddef>

namespace disklab {

/// The engines the study compares, in the order the Scaling dock shows them: the time-driven
/// engine with the naive O(N^2) broad phase, the same with the grid, and the event-driven one.
/// Their step is the measured gas's own (scalingEngines sets it).
inline constexpr std::size_t kScalingEngineCount = 3;
std::array<EngineConfig, kScalingEngineCount> scalingEngines(double dt);

/// Which of scalingEngines(config.dt) `config` is; kScalingEngineCount for none. Any thread.
std::size_t scalingEngineIndex(const EngineConfig& config);

struct ScalingPoint {
    int disks = 0;
    EngineConfig engine;
    double simulatedTime = 0.0;  ///< time units the measurement covered
    double wallSeconds = 0.0;    ///< wall-clock seconds it took
    /// wallSeconds / simulatedTime: seconds per simulated time unit.
    double cost() const { return simulatedTime > 0.0 ? wallSeconds / simulatedTime : 0.0; }
};

/// A periodic gas of `disks` disks of diameter 1 at packing fraction `packing`, kT = 1,
/// lightly melted, with the time step the generators suggest. Any thread.
Scenario scalingGas(int disks, double packing = 0.2, std::uint64_t seed = 1);

/// Runs `engine` on `scenario` for about `budgetSeconds` of wall-clock time after one step of
/// warm-up, at least one step, and returns what it cost. Checks `cancel` between steps; a
/// cancelled measurement returns what it had. Any thread.
ScalingPoint measureScaling(const Scenario& scenario, const EngineConfig& engine, double budgetSeconds,
                            const std::atomic<bool>& cancel);

} // namespace disklab
