#include "comparison_run.h"

#include "core/step_grid.h"

#include <algorithm>
#include <cstdint>

namespace disklab::cli {

ComparisonReport compareEngines(const Scenario& scenario, const EngineConfig& settings, double until, int chunks)
{
    EngineComparison comparison(scenario, settings);
    // Chunks end on the step grid, so chunking never adds a partial step before `until`.
    const StepGrid grid(settings.dt);
    const std::uint64_t steps = grid.stepsToReach(until);
    const auto perChunk = static_cast<std::uint64_t>(std::max(1, chunks));
    const std::uint64_t stepsPerChunk = std::max<std::uint64_t>(1, (steps + perChunk - 1) / perChunk);
    for (std::uint64_t k = 1;; ++k) {
        const double t = std::min(until, grid.point(k * stepsPerChunk));
        comparison.advanceTo(t);
        if (t >= until)
            break;
    }
    comparison.finish();
    return comparison.report();
}

} // namespace disklab::cli
