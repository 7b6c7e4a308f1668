#pragma once
// Which engine the worker runs, and with what settings. Maps to and from the scenario's own
// EngineSettings ("event" / "time", dt, response), so a saved file remembers the user's choice.

#include "core/scenario.h"
#include "core/contact_response.h"

#include <QString>

namespace disklab {

enum class EngineKind { EventDriven, TimeDriven };

struct EngineChoice {
    EngineKind kind = EngineKind::EventDriven;
    double dt = 1e-3;  ///< time-driven step, simulated time units
    /// Time-driven contact response: at the overlapping positions (naive) or at the exact
    /// contact time (rollback).
    Response response = Response::Naive;
    friend bool operator==(const EngineChoice&, const EngineChoice&) = default;
};

/// The choice a scenario's engine settings ask for. Any thread.
EngineChoice engineChoiceFor(const EngineSettings& settings);

/// Writes `choice` into `settings`, keeping fields it does not cover (broad phase). Any thread.
void applyEngineChoice(EngineSettings& settings, const EngineChoice& choice);

/// "event" or "time", the scenario file's and the CLI's names. Any thread.
QString engineKey(EngineKind kind);

} // namespace disklab
