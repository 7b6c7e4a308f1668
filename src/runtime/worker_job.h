#pragma once
// Work the simulation thread does besides running a session, such as the scaling study's
// measurements. It runs on the one simulation thread rather than a thread of its own, so that a
// measurement never shares a core with a second simulation DiskLab itself started, and so that
// there is one place where threads are started, paced and stopped. The worker runs a job in
// slices between its ticks: a playing run goes on (in jerks while a slice runs) and commands
// are handled between slices.

#include <atomic>

namespace disklab {

class WorkerJob {
public:
    virtual ~WorkerJob() = default;

    /// Does the next piece of work, short enough that commands waiting behind it are not kept
    /// long (a fraction of a second), and returns whether more remains. After cancel() it
    /// should return false at its next check. Worker thread.
    virtual bool runSlice() = 0;

    /// Asks the job to end at its next check. Any thread.
    void cancel() { m_cancelled.store(true, std::memory_order_relaxed); }
    bool cancelled() const { return m_cancelled.load(std::memory_order_relaxed); }

protected:
    /// For work that polls a flag itself (a measurement's inner loop).
    const std::atomic<bool>& cancelFlag() const { return m_cancelled; }

private:
    std::atomic<bool> m_cancelled{false};
};

} // namespace disklab
