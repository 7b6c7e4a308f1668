#include "runtime/time_driven_report.h"

namespace disklab {

void addTimeDrivenFigures(QJsonObject& report, const EngineConfig& settings, const TimeDrivenStats& first,
                          const TimeDrivenStats& last)
{
    const auto count = [](std::uint64_t value) { return static_cast<double>(value); };
    const std::uint64_t steps = last.steps - first.steps;
    const double stepSeconds = last.wallSeconds - first.wallSeconds;
    report["dt"] = settings.dt;
    report["broadphase"] = broadphaseName(settings.broadphase);
    report["response"] = responseName(settings.response);
    report["steps"] = count(steps);
    report["missed_collisions"] = count(last.missedCollisions - first.missedCollisions);
    report["overlaps_cumulative"] = count(last.overlapsCumulative - first.overlapsCumulative);
    report["max_overlap_ever"] = last.maxOverlapEver;
    report["pair_tests"] = count(last.pairTests - first.pairTests);
    report["candidate_pairs"] = count(last.candidatePairs - first.candidatePairs);
    report["seconds_per_step"] = steps > 0 ? stepSeconds / static_cast<double>(steps) : 0.0;
}

} // namespace disklab
