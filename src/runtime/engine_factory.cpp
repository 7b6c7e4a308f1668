#include "runtime/engine_factory.h"

#include "core/aggregation_engine.h"
#include "core/broadphase.h"
#include "core/event_driven_engine.h"
#include "core/force_engine.h"
#include "core/time_driven_engine.h"

#include <stdexcept>

namespace disklab {

std::unique_ptr<Engine> makeEngine(const Scenario& scenario, const EngineConfig& choice)
{
    if (scenario.aggregation)
        return std::make_unique<AggregationEngine>(scenario);
    switch (choice.kind) {
    case EngineKind::EventDriven:
        return std::make_unique<EventDrivenEngine>(scenario);
    case EngineKind::TimeDriven:
        return std::make_unique<TimeDrivenEngine>(scenario, choice);
    case EngineKind::Force:
        return std::make_unique<ForceEngine>(scenario, choice);
    }
    throw std::invalid_argument("unknown engine");
}

bool advanceOneEvent(Engine& engine, const EngineConfig& choice)
{
    if (choice.kind == EngineKind::EventDriven)
        return engine.advanceCollisions(1);
    engine.advanceTo(engine.time() + choice.dt);
    return true;
}

} // namespace disklab
