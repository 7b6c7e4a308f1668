#pragma once
// The answer to a request to save the running session's state (SimulationController::
// requestSavedState): the scenario that resumes the run from the moment the worker took it, or
// why the session cannot give one. It travels to the GUI in the frames, in every frame after it
// was made, so a reader that skips frames still finds it.

#include "core/scenario.h"

#include <cstdint>
#include <optional>
#include <string>

namespace disklab {

struct SavedRunState {
    /// The number requestSavedState() returned for the request this answers.
    std::uint64_t request = 0;
    /// The run's simulated time at that moment: the saved scenario's t = 0.
    double time = 0.0;
    /// The run at that moment (RunSession::savedState); none if the session refused.
    std::optional<Scenario> state;
    /// Why there is no state, for the user.
    std::string refusal;
};

} // namespace disklab
