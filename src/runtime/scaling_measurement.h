#pragma once
// One point of the scaling study: the wall-clock cost per simulated time unit of one engine on
// an equilibrated periodic gas of N disks. Used by ScalingRunner (the app's scaling action,
// in the background) and by its tests.

#include "core/scenario.h"

#include <atomic>

namespace disklab {

enum class ScalingEngine { NaiveStepper, GridStepper, EventDriven };
inline constexpr ScalingEngine kAllScalingEngines[] = {ScalingEngine::NaiveStepper, ScalingEngine::GridStepper,
                                                        ScalingEngine::EventDriven};

struct ScalingPoint {
    int disks = 0;
    ScalingEngine engine = ScalingEngine::EventDriven;
    double simulatedTime = 0.0;  ///< time units the measurement covered
    double wallSeconds = 0.0;    ///< wall-clock seconds it took
    /// wallSeconds / simulatedTime: seconds per simulated time unit.
    double cost() const { return simulatedTime > 0.0 ? wallSeconds / simulatedTime : 0.0; }
};

/// A periodic gas of `disks` disks of diameter 1 at packing fraction `packing`, kT = 1,
/// lightly melted, with the time step the generators suggest. Any thread.
Scenario scalingGas(int disks, double packing = 0.2, std::uint64_t seed = 1);

/// Runs `engine` on `scenario` (time-driven ones with its engine.dt) for about `budgetSeconds`
/// of wall-clock time after a short warm-up, at least one step, and returns what it cost.
/// Checks `cancel` between steps; a cancelled measurement returns what it had. Any thread.
ScalingPoint measureScaling(const Scenario& scenario, ScalingEngine engine, double budgetSeconds,
                            const std::atomic<bool>& cancel);

} // namespace disklab
