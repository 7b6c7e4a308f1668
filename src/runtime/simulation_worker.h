#pragma once
// The simulation thread's object. It exclusively owns the engine: every call into the engine
// happens in this object's thread. Commands arrive as queued calls (SimulationController
// makes them); frames leave through a FrameMailbox, at most one per tick (~60 Hz).

#include "core/engine.h"
#include "runtime/collision_ring.h"
#include "core/engine_config.h"
#include "runtime/frame_mailbox.h"
#include "runtime/time_slicer.h"

#include <QElapsedTimer>
#include <QObject>

#include <atomic>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>

class QTimer;

namespace disklab {

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
    /// Stops the timer, drops the engine and pending commands, and gives up thread affinity so
    /// the owner may delete this object after the thread has ended. Worker thread only, last.
    void shutDown();

    /// Runs every command in the inbox, in order. Called as a queued call. Worker thread only.
    void runPendingCommands();

    // Commands: worker thread only (queue them through SimulationController).
    /// Builds a new engine for `scenario` and shows its t = 0; pauses. Emits failed() and
    /// keeps the previous state if the engine cannot be built.
    void load(std::shared_ptr<const Scenario> scenario, EngineConfig choice);
    /// Rebuilds the engine from the loaded scenario with another engine choice; pauses.
    void setEngine(EngineConfig choice);
    void play();
    void pause();
    /// One collision (event-driven) or one time step (time-driven); pauses first.
    void stepEvent();
    /// Advances by one frame at the current speed (speed / 60 time units); pauses first.
    void stepFrame();
    /// Simulated time units per wall-clock second, > 0.
    void setSpeed(double speed);
    /// Back to t = 0 of the loaded scenario; pauses.
    void reset();

signals:
    /// The mailbox holds a frame the reader has not been told about.
    void frameReady();
    void runningChanged(bool running);
    /// Something went wrong; the message is for the user.
    void failed(const QString& message);

private:
    bool rebuild(const std::shared_ptr<const Scenario>& scenario, EngineConfig choice);
    void setRunning(bool running);
    void tick();
    /// Tick: stop at the tick's wall-clock budget or when a command waits. Step: finish.
    enum class Pace { Tick, Step };
    void advanceTo(double target, Pace pace);
    bool interrupted(Pace pace) const;
    void publish();

    FrameMailbox& m_mailbox;
    QTimer* m_timer = nullptr;
    QElapsedTimer m_wallClock;
    TimeSlicer m_slicer;
    // The inbox. Commands carry their arguments through it rather than through Qt's event
    // queue, so the hand-off happens under a lock ThreadSanitizer can see.
    std::mutex m_inboxMutex;
    std::deque<Command> m_inbox;
    std::atomic<int> m_pendingCommands{0};
    std::atomic<bool> m_shutdown{false};

    std::shared_ptr<const Scenario> m_scenario;
    std::unique_ptr<Engine> m_engine;
    EngineConfig m_choice;
    bool m_running = false;
    double m_speed = 1.0;
    double m_achievedSpeed = 0.0;  // smoothed over about ten ticks
    // Where playing should have got to: wall time x speed since play(), less any time the CPU
    // could not deliver. Kept apart from the engine's time so that ticks rounded up to a
    // time-driven engine's step grid do not add up to a faster run.
    double m_playTarget = 0.0;
    std::uint64_t m_generation = 0;
    std::uint64_t m_serial = 0;
    CollisionRing m_collisions;    // the engine's listener fills it; publish() copies it out
    double m_advanceSeconds = 0.0;  // wall time of the last tick's or step's advancing
    double m_engineSeconds = 0.0;   // and of all of them in this generation
};

} // namespace disklab
