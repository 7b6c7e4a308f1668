#pragma once
// The simulation thread's object. It exclusively owns the running session and so its engines:
// every call into an engine happens in this object's thread. Commands arrive through a locked
// inbox (SimulationController fills it); frames leave through a mailbox, at most one per tick
// (~60 Hz). What differs between kinds of run lives in the RunSession; the pacing lives here,
// once for all of them.

#include "runtime/mailbox.h"
#include "runtime/run_session.h"
#include "runtime/saved_run_state.h"
#include "runtime/worker_job.h"

#include <QElapsedTimer>
#include <QObject>

#include <atomic>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>

class QTimer;

namespace disklab {

using FrameMailbox = Mailbox<FrameSnapshot>;

class SimulationWorker : public QObject {
    Q_OBJECT
public:
    /// Ticks per wall-clock second while playing, and so the most frames per second.
    static constexpr int kTickIntervalMs = 16;

    /// Create in any thread, then move to the simulation thread; `mailbox` must outlive it.
    explicit SimulationWorker(FrameMailbox& mailbox, QObject* parent = nullptr);
    ~SimulationWorker() override;

    using Command = std::function<void(SimulationWorker&)>;
    /// Puts a command in the inbox; runPendingCommands() will run it. While any command
    /// waits, a tick stops advancing at its next slice so commands run promptly. Any thread.
    void enqueue(Command command);
    /// Makes a running tick return at once; used before the thread is stopped. Any thread.
    void requestShutdown() { m_shutdown.store(true, std::memory_order_relaxed); }
    /// Stops the timer, drops the session and pending commands, and gives up thread affinity so
    /// the owner may delete this object after the thread has ended. Worker thread only, last.
    void shutDown();

    /// Runs every command in the inbox, in order. Called as a queued call. Worker thread only.
    void runPendingCommands();

    // Commands: worker thread only (queue them through SimulationController).
    /// Builds a new session with `factory` and shows its t = 0, paused or playing on as `how`
    /// says; the worker decides from its own state, so no frame in between shows it paused.
    /// Emits failed() and keeps the previous session if it cannot be built.
    void start(SessionFactory factory, SessionStart how = SessionStart::Paused);
    void play();
    void pause();
    /// The session's smallest step (one collision, one step dt); pauses first.
    void stepEvent();
    /// Advances by one frame at the current speed (speed / 60 time units); pauses first.
    void stepFrame();
    /// Goes to simulated time `time` of the run so far, exactly as it was there, and shows it;
    /// pauses first. Playing on retraces the same history (RunSession::seek).
    void seek(double time);
    /// Simulated time units per wall-clock second, > 0.
    void setSpeed(double speed);
    /// Simulated time at which the run stops for good and its figures become final (0: never).
    void setStopTime(double until);
    /// Back to t = 0 of the session (built anew by its factory); pauses.
    void reset();
    /// Queues `job` behind any other job; its slices run between ticks until it is done.
    void runJob(std::shared_ptr<WorkerJob> job);
    /// Turns a control of the gas-laws lab now and shows the result at once, paused or not;
    /// labControlRefused() if the session cannot take it (the run goes on as it was).
    void applyLabControl(const LabControl& control);
    /// Takes the session's saved state now (or its refusal) as the answer to `request`, which
    /// every frame from now on carries, and publishes a frame at once, paused or not.
    void saveState(std::uint64_t request, SavedRunPart part);
    /// Frames no longer carry the answer to `request`, if it is the latest.
    void forgetSavedState(std::uint64_t request);
    /// Goes to the previous (`direction` < 0) or next collision of the run so far, paused, as
    /// seek() does (RunSession::seekCollision).
    void seekCollision(int direction);

signals:
    /// The mailbox holds a frame the reader has not been told about.
    void frameReady();
    void runningChanged(bool running);
    /// Something went wrong; the message is for the user.
    void failed(const QString& message);
    /// A control of the lab could not be turned; the message is for the user.
    void labControlRefused(const QString& message);

private:
    bool rebuild(const SessionFactory& factory);
    void setRunning(bool running);
    void tick();
    /// Tick: yield at the tick's wall-clock budget or when a command waits. Step: finish.
    enum class Pace { Tick, Step };
    /// Whether the session got as far as asked; false if it yielded or failed first.
    bool advanceTo(double target, Landing landing, Pace pace);
    bool interrupted(Pace pace) const;
    /// Runs `work` (returning bool) on the session and returns its result; an exception pauses
    /// the run, is reported and gives false.
    template <class Work>
    bool guarded(Work work);
    /// Pauses, makes `move` on the session (a seek) and shows where it went.
    void goBack(const std::function<void(RunSession&)>& move);
    void finishAtStopTime();
    void publish();
    /// Runs one slice of the first queued job and, while any job remains, posts itself again
    /// behind whatever the event loop holds (ticks, commands).
    void runJobSlice();
    void postJobSlice();

    FrameMailbox& m_mailbox;
    QTimer* m_timer = nullptr;
    QElapsedTimer m_wallClock;
    // The inbox. Commands carry their arguments through it rather than through Qt's event
    // queue, so the hand-off happens under a lock ThreadSanitizer can see.
    std::mutex m_inboxMutex;
    std::deque<Command> m_inbox;
    std::atomic<int> m_pendingCommands{0};
    std::atomic<bool> m_shutdown{false};

    SessionFactory m_factory;  // of the current session, for reset()
    std::unique_ptr<RunSession> m_session;
    bool m_running = false;
    bool m_finished = false;
    double m_speed = 1.0;
    double m_stopTime = 0.0;
    double m_achievedSpeed = 0.0;  // smoothed over about ten ticks
    // Where playing should have got to: wall time x speed since play(), less any time the CPU
    // could not deliver. Kept apart from the session's time so that ticks rounded up to a
    // time-driven engine's step grid do not add up to a faster run.
    double m_playTarget = 0.0;
    std::uint64_t m_generation = 0;
    std::uint64_t m_serial = 0;
    std::deque<std::shared_ptr<WorkerJob>> m_jobs;
    std::shared_ptr<const SavedRunState> m_savedState;  // the latest answer, for every frame
};

} // namespace disklab
