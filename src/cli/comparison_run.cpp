#include "comparison_run.h"

#include <algorithm>
#include <cmath>

namespace disklab::cli {

ComparisonReport compareEngines(const Scenario& scenario, const EngineConfig& settings, double until, int chunks)
{
    EngineComparison comparison(scenario, settings);
    // Chunks end on the step grid, so chunking never adds a partial step before `until`.
    const double steps = std::ceil(until / settings.dt);
    const double stepsPerChunk = std::max(1.0, std::ceil(steps / std::max(1, chunks)));
    for (double k = 1.0;; k += 1.0) {
        const double t = std::min(until, k * stepsPerChunk * settings.dt);
        comparison.advanceTo(t);
        if (t >= until)
            break;
    }
    comparison.finish();
    return comparison.report();
}

} // namespace disklab::cli
