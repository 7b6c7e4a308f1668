#include "core/engine_config.h"

namespace disklab {
namespace {

/// The value of `all` whose name is `name`: each parser is the inverse of its printer.
template <typename Choice, std::size_t Count>
std::optional<Choice> parseName(std::string_view name, const std::array<Choice, Count>& all,
                                const char* (*nameOf)(Choice))
{
    for (Choice choice : all)
        if (name == nameOf(choice))
            return choice;
    return std::nullopt;
}

} // namespace

const char* engineKindName(EngineKind kind)
{
    switch (kind) {
    case EngineKind::EventDriven: return "event";
    case EngineKind::TimeDriven: return "time";
    case EngineKind::Force: return "force";
    }
    return "?";
}

const char* broadphaseName(Broadphase broadphase)
{
    switch (broadphase) {
    case Broadphase::Naive: return "naive";
    case Broadphase::Grid: return "grid";
    case Broadphase::Quadtree: return "quadtree";
    case Broadphase::Swept: return "swept";
    }
    return "?";
}

const char* responseName(Response response)
{
    return response == Response::Rollback ? "rollback" : "naive";
}

const char* forceMethodName(ForceMethod method)
{
    return method == ForceMethod::Direct ? "direct" : "barnes-hut";
}

std::optional<EngineKind> parseEngineKind(std::string_view name)
{
    return parseName(name, kAllEngineKinds, engineKindName);
}

std::optional<Broadphase> parseBroadphase(std::string_view name)
{
    return parseName(name, kAllBroadphases, broadphaseName);
}

std::optional<Response> parseResponse(std::string_view name)
{
    return parseName(name, kAllResponses, responseName);
}

std::optional<ForceMethod> parseForceMethod(std::string_view name)
{
    return parseName(name, kAllForceMethods, forceMethodName);
}

} // namespace disklab
