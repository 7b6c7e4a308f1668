#pragma once
// The GUI thread's handle on a run: owns the simulation thread and its worker, turns calls into
// commands in the worker's inbox, and hands out the newest frame. Runs any kind of session (one
// engine, a comparison, ...): start() takes the session's factory. Nothing here ever waits for
// the engines, except the destructor, which stops the thread.

#include "core/engine_config.h"
#include "runtime/frame_snapshot.h"
#include "runtime/mailbox.h"
#include "runtime/run_session.h"
#include "runtime/saved_run_state.h"
#include "runtime/worker_job.h"

#include <QObject>
#include <QThread>

#include <memory>
#include <mutex>
#include <optional>
#include <vector>

namespace disklab {

class SimulationWorker;

class SimulationController : public QObject {
    Q_OBJECT
public:
    /// Starts the simulation thread. Create and use from one thread (the GUI thread).
    explicit SimulationController(QObject* parent = nullptr);
    /// Stops the engine at its next slice, then ends the thread and waits for it.
    ~SimulationController() override;

    // Commands: queued to the worker, return at once. Owning thread only.
    /// Runs the session `factory` builds (in the simulation thread) from its t = 0; paused
    /// until play(). failed() if it cannot be built, and the previous session goes on.
    void start(SessionFactory factory, SessionStart how = SessionStart::Paused);
    /// start() with one engine: `scenario` with `choice`.
    void load(const Scenario& scenario, EngineConfig choice);
    /// load() of the scenario loaded last with another engine choice; nothing before a load.
    void setEngine(EngineConfig choice);
    /// start() with a comparison of the exact engine and the time-driven one with `settings`.
    void compare(const Scenario& scenario, const EngineConfig& settings, SessionStart how = SessionStart::Paused);
    void play();
    void pause();
    /// play() if paused, pause() if running (as last reported by the worker).
    void togglePlay();
    /// The session's smallest step: one collision or one step dt.
    void stepEvent();
    void stepFrame();
    /// Goes to simulated `time` of the run so far and shows it there, paused. Seeks asked for
    /// while one is under way (a dragged timeline) make one: the worker goes to the latest.
    void seek(double time);
    /// Goes to the previous (`direction` < 0) or next collision of the run so far, paused.
    void seekCollision(int direction);
    /// Simulated time units per wall-clock second, > 0.
    void setSpeed(double speed);
    /// The last speed set (1 before any). Owning thread only.
    double speed() const { return m_speed; }
    /// Simulated time at which the run stops for good and its figures become final (0: never).
    void setStopTime(double until);
    /// Back to t = 0 of the current session; paused.
    void reset();
    /// Turns a control of the gas-laws lab in the running session, at its time now.
    void applyLabControl(const LabControl& control);
    /// Asks for the running session's state now, as a scenario that resumes it, or for the run
    /// so far with its checkpoints (`part`): the frames from then on carry the answer
    /// (FrameSnapshot::savedState) under the number returned.
    std::uint64_t requestSavedState(SavedRunPart part = SavedRunPart::State);
    /// The answer to `request` has arrived: the frames stop carrying it (unless a later one came).
    void forgetSavedState(std::uint64_t request);
    /// Runs `job` on the simulation thread, in slices between the session's ticks, after any
    /// job queued before it. The caller keeps its own handle to cancel it; destroying the
    /// controller cancels every job it was given.
    void runJob(std::shared_ptr<WorkerJob> job);

    /// Whether the worker last reported running. Owning thread only.
    bool isRunning() const { return m_running; }
    /// The newest frame without acknowledging it; null before the first. Any thread.
    FramePtr latestFrame() const { return m_mailbox.peek(); }
    /// The newest frame, acknowledging the frameReady() notification so the next frame
    /// notifies again. Call in the slot connected to frameReady(). Owning thread only.
    FramePtr takeFrame() { return m_mailbox.take(); }

signals:
    /// A new frame is waiting: call takeFrame(). Never more than one of these is queued.
    void frameReady();
    void runningChanged(bool running);
    /// An engine error, for the user.
    void failed(const QString& message);
    /// A control of the lab the session could not take, for the user; the run goes on.
    void labControlRefused(const QString& message);
    /// Tells the worker, as a queued call, that its inbox holds commands.
    void commandsPosted(QPrivateSignal);

private:
    template <typename Command>
    void post(Command command);

    Mailbox<FrameSnapshot> m_mailbox;
    QThread m_thread;
    SimulationWorker* m_worker = nullptr;  // lives in m_thread; deleted here after it ends
    // Taken by the simulation thread as its last act and by the destructor after wait(): a
    // hand-over ThreadSanitizer can see (QThread::wait() itself is invisible to it).
    std::mutex m_handOver;
    bool m_running = false;
    double m_speed = 1.0;
    std::shared_ptr<const Scenario> m_loaded;  // by load(), for setEngine()
    std::uint64_t m_savedStateRequests = 0;
    // The time of the latest seek not yet taken by the worker; a seek command is queued only
    // when none is, so a drag never piles up replays behind each other.
    std::mutex m_seekMutex;
    std::optional<double> m_seekTo;
    std::vector<std::weak_ptr<WorkerJob>> m_jobs;  // to cancel on destruction
};

} // namespace disklab
