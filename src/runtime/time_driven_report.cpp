#include "runtime/time_driven_report.h"

namespace disklab {

TimeDrivenFigures timeDrivenFigures(const EngineConfig& settings, const TimeDrivenStats& first,
                                    const TimeDrivenStats& last)
{
    TimeDrivenFigures f;
    f.settings = settings;
    f.steps = last.steps - first.steps;
    f.missedCollisions = last.missedCollisions - first.missedCollisions;
    f.overlapsCumulative = last.overlapsCumulative - first.overlapsCumulative;
    f.maxOverlapEver = last.maxOverlapEver;
    f.pairTests = last.pairTests - first.pairTests;
    f.candidatePairs = last.candidatePairs - first.candidatePairs;
    const double stepSeconds = last.wallSeconds - first.wallSeconds;
    f.secondsPerStep = f.steps > 0 ? stepSeconds / static_cast<double>(f.steps) : 0.0;
    return f;
}

} // namespace disklab
