#pragma once
// The main window's run: one engine (makeEngine) from a scenario's t = 0, advanced in slices
// of about equal wall-clock time (TimeSlicer) so the worker can yield between them.

#include "core/engine.h"
#include "core/engine_config.h"
#include "runtime/collision_ring.h"
#include "runtime/motion_meter.h"
#include "runtime/run_session.h"
#include "runtime/time_slicer.h"

#include <memory>

namespace disklab {

class SingleEngineSession : public RunSession {
public:
    /// Throws std::invalid_argument if the engine cannot simulate `scenario`.
    SingleEngineSession(std::shared_ptr<const Scenario> scenario, EngineConfig choice);

    double time() const override { return m_engine->time(); }
    bool advance(double target, Landing landing, const std::function<bool()>& yield) override;
    void stepOnce() override;
    void applyLabControl(const LabControl& control) override;
    Scenario savedState() const override;
    void describe(FrameSnapshot& frame) override;

private:
    // What the frames show: the scenario loaded, then, once the lab has changed the engine's
    // walls or disks, a copy of the engine's own (so every frame's scenario holds its disks).
    std::shared_ptr<const Scenario> m_scenario;
    bool m_labChanged = false;
    EngineConfig m_choice;
    std::unique_ptr<Engine> m_engine;
    TimeSlicer m_slicer;
    CollisionRing m_collisions;     // the engine's listener fills it; describe() copies it out
    MotionMeter m_motion;
    double m_advanceSeconds = 0.0;  // wall time of the last advance or step
    double m_engineSeconds = 0.0;   // and of all of them since t = 0
};

/// A factory for the worker: `scenario` with `choice`. Any thread.
SessionFactory singleEngineSession(std::shared_ptr<const Scenario> scenario, EngineConfig choice);

} // namespace disklab
