#include "app/commands/force_engine_move.h"

#include "core/generator_support.h"

namespace disklab {

EngineConfig forceEngineFrom(const EngineConfig& current)
{
    EngineConfig forces = current;
    forces.kind = EngineKind::Force;
    forces.response = generation::kForceContactResponse;
    return forces;
}

} // namespace disklab
