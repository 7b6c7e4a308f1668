#pragma once
// Frames of the default gas for the chart tests, made by the engine directly so a test controls
// exactly which times the docks see.

#include "core/event_driven_engine.h"
#include "core/scenario.h"
#include "runtime/frame_snapshot.h"
#include "runtime/motion_meter.h"

#include <memory>
#include <vector>

namespace disklab::test {

/// Frames of the default gas every `step` time units up to `until`, paused, as the worker
/// publishes them (one generation), their kinetic energy and momentum measured as the worker's.
inline std::vector<FrameSnapshot> gasFrames(double until, double step)
{
    auto scenario = std::make_shared<const Scenario>(defaultScenario());
    EventDrivenEngine engine(*scenario);
    std::vector<FrameSnapshot> frames;
    MotionMeter motion;
    for (double t = 0.0; t <= until + 1e-12; t += step) {
        engine.advanceTo(t);
        FrameSnapshot f;
        f.generation = 1;
        f.scenario = scenario;
        f.state = engine.snapshot();
        f.totals = engine.totals();
        motion.measure(f);
        frames.push_back(std::move(f));
    }
    return frames;
}

} // namespace disklab::test
