#pragma once
// An engine that tells a watcher how far the run has come after every stretch it advances, so
// that a long run on a worker thread can show its progress and be stopped: the watcher throws
// to stop it (the run is then abandoned, not left half-measured). The run itself is the inner
// engine's, event for event.

#include "runtime/forwarding_engine.h"

#include <functional>

namespace disklab {

class WatchedEngine final : public ForwardingEngine {
public:
    /// `watch` hears the simulated time reached after each advance.
    WatchedEngine(std::unique_ptr<Engine> engine, std::function<void(double reached)> watch)
        : ForwardingEngine(std::move(engine)), m_watch(std::move(watch))
    {
    }

    void advanceTo(double t) override
    {
        ForwardingEngine::advanceTo(t);
        m_watch(time());
    }
    bool advanceCollisions(std::uint64_t count) override
    {
        const bool reached = ForwardingEngine::advanceCollisions(count);
        m_watch(time());
        return reached;
    }

private:
    std::function<void(double)> m_watch;
};

} // namespace disklab
