#pragma once
// Charges and springs act only in the force engine: the event-driven engine is exact because
// disks fly freely between events, and the time-driven one has no forces between disks. An
// edit that gives a scenario its first charge or spring therefore moves it to the force engine,
// in the same undo step, rather than leave a scenario that no engine would run or load.

#include "core/engine_config.h"

namespace disklab {

/// The force engine with `current`'s time step, contacts resolved as the force engine's own
/// generators resolve them.
EngineConfig forceEngineFrom(const EngineConfig& current);

} // namespace disklab
