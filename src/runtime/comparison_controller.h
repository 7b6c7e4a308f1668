#pragma once
// The GUI thread's handle on comparison mode: starts the thread that runs a ComparisonWorker,
// turns calls into queued commands and hands out the newest ComparisonFrame. Never waits for
// the engines except in the destructor, which stops the thread.

#include "runtime/comparison_frame.h"

#include <QObject>
#include <QThread>

#include <atomic>
#include <mutex>

namespace disklab {

class ComparisonWorker;

class ComparisonController : public QObject {
    Q_OBJECT
public:
    /// Starts the comparison thread. Create and use from one thread (the GUI thread).
    explicit ComparisonController(QObject* parent = nullptr);
    /// Stops the engines at their next chunk, ends the thread and waits for it.
    ~ComparisonController() override;

    // Commands: queued to the worker, return at once. Owning thread only.
    /// Both engines from `scenario` at t = 0, paused; failed() if an engine cannot be built.
    void load(const Scenario& scenario, const EngineConfig& settings);
    void play();
    void pause();
    void stepOnce();
    void reset();
    /// Simulated time units per wall-clock second, > 0.
    void setSpeed(double speed);
    /// Simulated time at which the run stops and its figures become final (0: never).
    void setStopTime(double until);

    /// The newest frame; null before the first. Owning thread only.
    ComparisonFramePtr latestFrame() const;
    /// The newest frame, re-arming the frameReady() notification. Owning thread only.
    ComparisonFramePtr takeFrame();

signals:
    /// A new frame is waiting; at most one of these is queued at a time.
    void frameReady();
    void failed(const QString& message);

private:
    template <class Command>
    void post(Command command);
    void publish(ComparisonFramePtr frame);  // worker thread

    QThread m_thread;
    ComparisonWorker* m_worker = nullptr;
    std::atomic<bool> m_shutdown{false};
    mutable std::mutex m_mutex;  // guards m_latest and m_notified
    ComparisonFramePtr m_latest;
    bool m_notified = false;
};

} // namespace disklab
