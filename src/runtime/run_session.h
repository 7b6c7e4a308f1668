#pragma once
// What the simulation thread runs: one engine, two engines in lock-step, and any later kind of
// run. SimulationWorker owns everything that is the same for all of them (the inbox, the 16 ms
// timer, the wall clock and its budget, play, pause, speed, the stop time, publishing); a
// session owns its engines, knows how to advance them and what its frames carry. A new kind of
// run is one more RunSession and a factory for it; the controller and the worker stay as they are.

#include "runtime/frame_snapshot.h"
#include "runtime/lab_control.h"
#include "runtime/run_record.h"

#include <functional>
#include <memory>
#include <stdexcept>

namespace disklab {

/// Where an advance may end.
enum class Landing {
    /// Near the target, wherever stopping is cheap for the engines (a time-driven engine's
    /// step grid; the session says on which side): playing.
    Cheap,
    /// Exactly on the target: a frame step, or the stop time. One engine's run stops on its step
    /// grid even so (the first point at or after the target), where its timeline replays it.
    Exactly,
};

class RunSession {
public:
    virtual ~RunSession() = default;

    /// Simulated time of the session's engines now. Worker thread.
    virtual double time() const = 0;

    /// Advances towards `target` (>= time()), checking `yield` between slices and returning
    /// as soon as it says true (a command waits, the tick's budget is spent, shutdown). Returns
    /// whether it got as far as `landing` asks; false when it yielded first. May throw
    /// std::exception; the worker reports it. Worker thread.
    virtual bool advance(double target, Landing landing, const std::function<bool()>& yield) = 0;

    /// The smallest meaningful step: one collision of an event-driven engine, one step dt of a
    /// time-driven one. Worker thread.
    virtual void stepOnce() = 0;

    /// Goes to simulated `time`, between 0 and the furthest time the run has reached, exactly as
    /// the run was there; playing on retraces the same history. Throws std::invalid_argument
    /// with a message for the user when the session cannot; by default none can. Worker thread.
    virtual void seek(double time);
    /// Goes to the moment of the previous collision (`direction` < 0) or the next (> 0) within
    /// the run so far, as seek() goes there: the exact engine's collision, or the end of a
    /// stepper's step that had a contact; in a comparison, the end of a step in which either
    /// engine had one. Stays when there is none. Throws as seek(). Worker thread.
    virtual void seekCollision(int direction);

    /// The run has reached its stop time: make the figures final. Called once. Worker thread.
    virtual void finish() {}

    /// Turns one of the gas-laws lab's controls now (runtime/lab_control.h). Throws
    /// std::invalid_argument with a message for the user when the session cannot take it; by
    /// default none can. Worker thread.
    virtual void applyLabControl(const LabControl& control);
    /// The run now as a scenario that resumes it: its state, the settings its engine runs
    /// with and where its random streams stand (core/state_export.h). Throws
    /// std::invalid_argument with a message for the user when the session has no one run to
    /// save; by default none has. Worker thread.
    virtual Scenario savedState() const;
    /// The run so far with its checkpoints and timeline, for a run file. Throws
    /// std::invalid_argument with a message for the user when the session has no one run to
    /// keep; by default none has. Worker thread.
    virtual RunRecord runRecord() const;
    /// Fills what this session knows into `frame`: the main engine's state, totals, engine,
    /// timings and collisions, plus any extra of its kind. The worker has set the generation,
    /// serial, running, finished and speed fields already. Worker thread.
    virtual void describe(FrameSnapshot& frame) = 0;
};

/// Why a session other than one engine's refuses the lab's controls.
inline constexpr const char* kLabNeedsOneRun =
    "the lab's heater, piston pressure and pump act on one run, not on a comparison of two engines";

inline void RunSession::applyLabControl(const LabControl&) { throw std::invalid_argument(kLabNeedsOneRun); }

/// Why a session has no timeline unless it keeps one (both kinds of run do).
inline constexpr const char* kSeekNeedsATimeline = "this run keeps no timeline to go back on";

inline void RunSession::seek(double) { throw std::invalid_argument(kSeekNeedsATimeline); }
inline void RunSession::seekCollision(int) { throw std::invalid_argument(kSeekNeedsATimeline); }

/// Why a session other than one engine's saves no run file.
inline constexpr const char* kRunRecordNeedsOneRun =
    "a run file keeps one run and its timeline, not a comparison of two engines";

inline RunRecord RunSession::runRecord() const { throw std::invalid_argument(kRunRecordNeedsOneRun); }

/// Why a session other than one engine's saves no state.
inline constexpr const char* kSavedStateNeedsOneRun =
    "a saved state resumes one run, not a comparison of two engines: open the scenario and run it alone";

inline Scenario RunSession::savedState() const { throw std::invalid_argument(kSavedStateNeedsOneRun); }

/// Builds a session at t = 0 in the worker thread; throws std::exception with a message for the
/// user if its engines cannot be built. Called again on reset.
using SessionFactory = std::function<std::unique_ptr<RunSession>()>;

/// How a new session starts: paused at its t = 0, or playing on if the one it replaces was
/// playing (a changed setting must not stop a run the user is watching).
enum class SessionStart { Paused, PlayOn };

} // namespace disklab
