#include "runtime/checkpoint.h"

namespace disklab {

Checkpoint takeCheckpoint(const Engine& engine, const std::shared_ptr<const Scenario>& previous)
{
    Checkpoint checkpoint;
    checkpoint.time = engine.time();
    checkpoint.collisions = engine.collisions();
    checkpoint.scenario = previous && *previous == engine.scenario() ? previous
                                                                     : std::make_shared<const Scenario>(engine.scenario());
    checkpoint.state = engine.innerState();
    return checkpoint;
}

void restoreCheckpoint(Engine& engine, const Checkpoint& checkpoint)
{
    engine.restoreInnerState(*checkpoint.scenario, checkpoint.state);
}

} // namespace disklab
