#pragma once
// The answer to a request to save the running session's state (SimulationController::
// requestSavedState): the scenario that resumes the run from the moment the worker took it, or,
// asked for the whole run (a run file), the run with its checkpoints and timeline; or why the
// session cannot give it. It travels to the GUI in the frames, in every frame after it
// was made, so a reader that skips frames still finds it.

#include "core/scenario.h"
#include "runtime/run_record.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

namespace disklab {

/// What a request to save asks for.
enum class SavedRunPart {
    State,  ///< the state now, as a scenario (File ▸ Save State As…)
    Run,    ///< the run so far with its checkpoints and timeline (File ▸ Save Run…)
};

struct SavedRunState {
    /// The number requestSavedState() returned for the request this answers.
    std::uint64_t request = 0;
    /// The run's simulated time at that moment: the saved scenario's t = 0.
    double time = 0.0;
    /// The run at that moment (RunSession::savedState); none if the session refused.
    std::optional<Scenario> state;
    /// The run so far (RunSession::runRecord), when the request asked for it.
    std::shared_ptr<const RunRecord> run;
    /// Why there is no state, for the user.
    std::string refusal;
};

} // namespace disklab
