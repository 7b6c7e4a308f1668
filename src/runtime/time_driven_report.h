#pragma once
// The time-driven engine's own figures over a measured window, next to the ones every engine
// reports (run_report.h): `run --json` and `compare --json` print them, comparison mode shows them.

#include "core/time_driven_engine.h"

#include <cstdint>

namespace disklab {

struct TimeDrivenFigures {
    EngineConfig settings;
    std::uint64_t steps = 0;
    std::uint64_t missedCollisions = 0;
    std::uint64_t overlapsCumulative = 0;  ///< overlapping pairs summed over the steps
    double maxOverlapEver = 0.0;           ///< from t = 0, not only the window
    std::uint64_t pairTests = 0;
    std::uint64_t candidatePairs = 0;
    double secondsPerStep = 0.0;
};

/// The figures between two stats of the same engine (`first` at the start of the window).
TimeDrivenFigures timeDrivenFigures(const EngineConfig& settings, const TimeDrivenStats& first,
                                    const TimeDrivenStats& last);

} // namespace disklab
