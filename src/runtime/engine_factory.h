#pragma once
// Builds engines for the worker and knows the few things that differ between them. Adding an
// engine means one more case here; nothing else in the runtime names a concrete engine.

#include "core/engine.h"
#include "core/engine_config.h"

#include <cstdint>
#include <memory>

namespace disklab {

/// A new engine of the kind `choice` names, with its settings (the scenario's own engine
/// settings are not consulted: the caller picks). A scenario with aggregation settings gets the
/// aggregation engine whatever `choice` says: sticking disks are a different physics, which
/// neither elastic engine simulates. Throws std::invalid_argument (with a message for the user)
/// if the engine cannot simulate the scenario. Any thread.
std::unique_ptr<Engine> makeEngine(const Scenario& scenario, const EngineConfig& choice);

/// Advances by the engine's smallest meaningful step: one collision for the event-driven
/// engine, one time step dt for a time-driven one. Returns false if nothing is left to
/// happen. The thread that owns the engine.
bool advanceOneEvent(Engine& engine, const EngineConfig& choice);

} // namespace disklab
