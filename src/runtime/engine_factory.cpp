#include "runtime/engine_factory.h"

#include "core/broadphase.h"
#include "core/event_driven_engine.h"
#include "core/time_driven_engine.h"

#include <cmath>
#include <stdexcept>

namespace disklab {

std::unique_ptr<Engine> makeEngine(const Scenario& scenario, const EngineConfig& choice)
{
    switch (choice.kind) {
    case EngineKind::EventDriven:
        return std::make_unique<EventDrivenEngine>(scenario);
    case EngineKind::TimeDriven:
        return std::make_unique<TimeDrivenEngine>(scenario, choice);
    }
    throw std::invalid_argument("unknown engine");
}

bool advanceOneEvent(Engine& engine, const EngineConfig& choice)
{
    if (auto* eventDriven = dynamic_cast<EventDrivenEngine*>(&engine))
        return eventDriven->advanceCollisions(1);
    engine.advanceTo(engine.time() + choice.dt);
    return true;
}

bool advanceCollisions(Engine& engine, std::uint64_t count)
{
    if (auto* eventDriven = dynamic_cast<EventDrivenEngine*>(&engine))
        return eventDriven->advanceCollisions(count);
    return dynamic_cast<TimeDrivenEngine&>(engine).advanceCollisions(count);
}

double alignedEnd(const EngineConfig& choice, double end)
{
    if (choice.kind != EngineKind::TimeDriven || !(choice.dt > 0.0))
        return end;
    // A time-driven engine pays a whole step for a partial one: end on its grid of steps.
    return std::ceil(end / choice.dt) * choice.dt;
}

} // namespace disklab
