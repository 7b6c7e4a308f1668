#pragma once
// The main window's run: one engine (makeEngine) from a scenario's t = 0, advanced in slices
// of about equal wall-clock time (TimeSlicer) so the worker can yield between them. The engine
// is driven through a CheckpointingEngine, so the run can be sought back to any moment it has
// reached and played on along the same history (the timeline). A run file's record (RunRecord)
// starts one with the checkpoints and timeline of the run it keeps.

#include "core/engine.h"
#include "core/engine_config.h"
#include "runtime/checkpointing_engine.h"
#include "runtime/collision_ring.h"
#include "runtime/motion_meter.h"
#include "runtime/run_session.h"
#include "runtime/time_slicer.h"
#include "runtime/timeline_recorder.h"

#include <memory>
#include <optional>

namespace disklab {

class SingleEngineSession : public RunSession {
public:
    /// Throws std::invalid_argument if the engine cannot simulate `scenario`.
    SingleEngineSession(std::shared_ptr<const Scenario> scenario, EngineConfig choice);
    /// The run `record` keeps, at the moment it was saved showing; its timeline reaches as far
    /// as that run did. Throws std::invalid_argument if its checkpoints do not fit its engine.
    explicit SingleEngineSession(const RunRecord& record);

    double time() const override { return m_engine->time(); }
    bool advance(double target, Landing landing, const std::function<bool()>& yield) override;
    void stepOnce() override;
    void seek(double time) override;
    void seekCollision(int direction) override;
    void applyLabControl(const LabControl& control) override;
    Scenario savedState() const override;
    RunRecord runRecord() const override;
    void describe(FrameSnapshot& frame) override;

private:
    /// Notes the engine's progress on the timeline after an advance that began at `from`.
    void observe(double from);
    /// The first step after `from` where the time-driven engine's `count` (of its figures)
    /// became positive, found by going back to `from` and stepping; the engine ends where it was.
    double firstStepWhere(double from, std::uint64_t TimeDrivenStats::*count);
    /// The moment of the latest collision before `now`, searched from the checkpoints back; the
    /// engine ends anywhere (the caller seeks).
    std::optional<double> previousCollision(double now);
    /// The moment of the latest collision after the engine's time and before `now`, found by
    /// advancing the engine to `now`.
    std::optional<double> latestCollisionBefore(double now);
    /// The moment of the next collision after now, if the run has reached it; the engine ends
    /// anywhere (the caller seeks).
    std::optional<double> nextCollision();

    // What the frames show: the scenario loaded, then, once the lab has changed the engine's
    // walls or disks, a copy of the engine's own (so every frame's scenario holds its disks).
    std::shared_ptr<const Scenario> m_scenario;
    std::shared_ptr<const Scenario> m_loaded;  // the scenario at t = 0, which a run file keeps
    bool m_labChanged = false;
    EngineConfig m_choice;
    std::unique_ptr<CheckpointingEngine> m_engine;
    TimelineRecorder m_timeline;
    TimeSlicer m_slicer;
    CollisionRing m_collisions;     // the engine's listener fills it; describe() copies it out
    MotionMeter m_motion;
    double m_advanceSeconds = 0.0;  // wall time of the last advance or step
    double m_engineSeconds = 0.0;   // and of all of them since t = 0
};

/// A factory for the worker: `scenario` with `choice`. Any thread.
SessionFactory singleEngineSession(std::shared_ptr<const Scenario> scenario, EngineConfig choice);
/// A factory for the worker: the run `record` keeps (a run file's). Reset goes back to the
/// moment it opened at. Any thread.
SessionFactory recordedSession(std::shared_ptr<const RunRecord> record);

} // namespace disklab
