#pragma once
// The comparison's simulation thread: owns an EngineComparison and advances both engines in
// lock-step on the time-driven engine's step grid, publishing one ComparisonFrame per tick.
// Lives in the thread ComparisonController starts; every slot runs there.

#include "runtime/collision_ring.h"
#include "runtime/comparison_frame.h"
#include "runtime/engine_comparison.h"

#include <QElapsedTimer>
#include <QObject>

#include <atomic>
#include <functional>
#include <memory>
#include <vector>

class QTimer;

namespace disklab {

class ComparisonWorker : public QObject {
    Q_OBJECT
public:
    /// `publish` receives each frame on the worker thread; `shutdown` stops long work early.
    ComparisonWorker(std::function<void(ComparisonFramePtr)> publish, const std::atomic<bool>& shutdown);
    ~ComparisonWorker() override;

    // Worker thread only (the controller calls them as queued calls).
    /// Builds both engines at t = 0, paused. Returns the error text, empty on success.
    QString load(const Scenario& scenario, const EngineConfig& settings);
    void play();
    void pause();
    /// Simulated time units per wall-clock second, > 0.
    void setSpeed(double speed);
    /// Stops and finishes the run at simulated time `until` (0: never).
    void setStopTime(double until);
    void reset();
    /// Advances both engines by one step dt; a playing run pauses first.
    void stepOnce();

private:
    void tick();
    void advanceTo(double t);
    void publishFrame();

    std::function<void(ComparisonFramePtr)> m_publish;
    const std::atomic<bool>& m_shutdown;
    QTimer* m_timer;
    QElapsedTimer m_wall;
    std::unique_ptr<EngineComparison> m_comparison;
    std::shared_ptr<const Scenario> m_scenario;
    EngineConfig m_settings;
    std::uint64_t m_generation = 0;
    std::uint64_t m_gridSteps = 0;  // lock-step times are m_gridSteps * dt, as `compare` takes them
    double m_speed = 1.0;
    double m_stopTime = 0.0;
    double m_target = 0.0;          // simulated time the wall clock asks for
    bool m_running = false;
    bool m_finished = false;
    double m_exactTick = 0.0, m_steppedTick = 0.0;
    struct MissedCollision {
        std::int32_t a, b;
        qint64 at;  // wall-clock ms when the steps missed it
    };
    std::vector<MissedCollision> m_missed;
    CollisionRing m_collisions;  // the exact engine's, for the event log
};

} // namespace disklab
