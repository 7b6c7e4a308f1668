#pragma once
// One run of a scenario measured as `disklab-cli run --json` measures it, kept for a lab report:
// the states at the start and the end of the measured window, the window's figures under the
// contract's keys (so every number of the report is one `run --json` prints for the same
// command line), the pressure of each error block, for a chart of pressure against time, and
// the states sampled over a window of known length (report/window_samples.h).

#include "core/engine.h"
#include "core/engine_config.h"
#include "core/scenario.h"
#include "report/window_samples.h"

#include <QJsonObject>
#include <QStringList>

#include <cstdint>
#include <functional>
#include <limits>
#include <optional>
#include <vector>

namespace disklab {

/// The window of an aggregation asked for no length: it ends when one cluster is left, as `run`
/// ends it (a bound on its contacts kept far from overflowing the totals).
inline constexpr std::uint64_t kUntilOneCluster = std::numeric_limits<std::uint64_t>::max() / 4;

/// What to run: the window's length (simulated time, or else collisions), the time simulated
/// before it, and the engine settings.
struct LabRunRequest {
    std::optional<double> until;
    std::optional<std::uint64_t> events;
    double equilibrate = 0.0;
    EngineConfig config;
    /// When set, hears the simulated time reached after each stretch of the run (the error
    /// blocks' ends among them), on the thread that runs it; it may throw to stop the run.
    std::function<void(double reached)> watch;
};

/// A pressure measured over one stretch of the window.
struct PressureSample {
    double time = 0.0;  ///< the stretch's middle
    double pressure = 0.0;
};

struct LabRun {
    Scenario scenario;      ///< as the engine ended it (a pump's disks included)
    EngineConfig config;
    Snapshot start;         ///< at t = 0, before any equilibration
    Snapshot first, last;   ///< the measured window's ends
    QJsonObject figures;    ///< `run --json`'s keys for the window
    std::vector<PressureSample> pressures;  ///< one per error block; none without --until
    WindowSamples samples;  ///< none without --until
};

/// Runs `scenario` as `run` would with the same options. Throws what the engine throws.
LabRun measureLabRun(const Scenario& scenario, const LabRunRequest& request);

} // namespace disklab
