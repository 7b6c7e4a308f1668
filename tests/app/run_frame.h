#pragma once
// A frame of a run with the counters the Performance dock reads, made by hand so that a test
// sets exactly the engine's work and its wall time.

#include "core/scenario.h"
#include "runtime/frame_snapshot.h"

#include <memory>

namespace disklab::test {

/// A playing frame of `scenario` run by `engine`, at simulated `time`, after `events` events in
/// all, with `frameSeconds` of wall time in its last advance and `engineSeconds` in all.
inline FrameSnapshot runFrame(std::shared_ptr<const Scenario> scenario, EngineConfig engine, double time,
                              std::uint64_t events, double frameSeconds, double engineSeconds)
{
    FrameSnapshot f;
    f.generation = 7;
    f.scenario = std::move(scenario);
    f.engine = engine;
    f.state.time = time;
    f.totals.events = events;
    f.advanceSeconds = frameSeconds;
    f.engineSeconds = engineSeconds;
    f.running = true;
    return f;
}

} // namespace disklab::test
