#pragma once
// How the time-driven engine resolves a contact it detects (see time_driven_engine.h). Its own
// header so that run settings can name it without the engine's internals; its names are in
// core/engine_config.h.

namespace disklab {

enum class Response { Naive, Rollback };

} // namespace disklab
