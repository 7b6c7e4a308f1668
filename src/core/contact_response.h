#pragma once
// How the time-driven engine resolves a contact it detects (see time_driven_engine.h). Its own
// header so that run settings can name it without the engine's internals.

#include <optional>
#include <string_view>

namespace disklab {

enum class Response { Naive, Rollback };

/// "naive" or "rollback".
const char* responseName(Response response);
std::optional<Response> parseResponse(std::string_view name);

} // namespace disklab
