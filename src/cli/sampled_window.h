#pragma once
// The measured window of `run` with rows: one at its start, one every --every after it and,
// with --until, one at its end, each given to every recorder (observation rows, trajectory
// frames, MSD rows). With --events the window ends at the N-th collision, between rows.

#include "window_recorder.h"

#include "core/engine.h"
#include "core/scenario.h"
#include "runtime/run_report.h"

#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace disklab::cli {

struct SampledWindow {
    std::optional<double> until;            ///< the window's length in simulated time
    std::optional<std::uint64_t> events;    ///< or in collisions
    double every = 0.0;                     ///< between rows, > 0
    /// Rows also cut the window for Z's average (observation rows do: docs/cli.md).
    bool cutAtRows = false;
};

/// Runs the window from the engine's current state (`run` started there). When a recorder
/// unwraps periodic positions, the engine also stops between rows, often enough that no disk
/// crosses half the box unseen (longestUnwrapStep); a stepper stops on its step grid then.
/// Returns why the window could not be recorded, or nothing: advancing by --events, a long
/// stretch without any collision can carry a disk across half the box between two stops.
QString sampleWindow(Engine& engine, const Scenario& scenario, const SampledWindow& window, RunMeasurement& run,
                     const std::vector<WindowRecorder*>& recorders);

} // namespace disklab::cli
