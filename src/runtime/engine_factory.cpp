#include "runtime/engine_factory.h"

#include "core/event_driven_engine.h"

#include <stdexcept>

namespace disklab {

bool isEngineAvailable(EngineKind kind)
{
    return kind == EngineKind::EventDriven;
}

std::unique_ptr<Engine> makeEngine(const Scenario& scenario, const EngineChoice& choice)
{
    switch (choice.kind) {
    case EngineKind::EventDriven:
        return std::make_unique<EventDrivenEngine>(scenario);
    case EngineKind::TimeDriven:
        break;
    }
    throw std::invalid_argument("the time-driven engine is not part of this build");
}

bool advanceOneEvent(Engine& engine, const EngineChoice& choice)
{
    if (auto* eventDriven = dynamic_cast<EventDrivenEngine*>(&engine))
        return eventDriven->advanceCollisions(1);
    engine.advanceTo(engine.time() + choice.dt);
    return true;
}

} // namespace disklab
