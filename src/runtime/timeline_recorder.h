#pragma once
// Keeps a run's timeline (runtime/run_timeline.h) as its session advances: how far the history
// has got and the markers of what the engines report on the way. Only new ground counts: after a
// seek back the run retraces moments already recorded, and they are not marked again.

#include "core/engine.h"
#include "runtime/lab_control.h"
#include "runtime/run_timeline.h"

#include <cstdint>
#include <functional>

namespace disklab {

/// Where in the advance just observed a time-driven engine's `count` (one of its figures) first
/// became positive: the end of the step it happened in. The session that advanced finds it, by
/// stepping a copy of the stepper from before the advance (stepUntilCounted).
using FirstStepSearch = std::function<double(std::uint64_t TimeDrivenStats::*count)>;

/// Steps `stepper` (a time-driven engine) by `dt` from its time until its `count` is positive or
/// it reaches `end`; returns where it stopped: the end of the step in which the count grew.
double stepUntilCounted(Engine& stepper, double dt, double end, std::uint64_t TimeDrivenStats::*count);

class TimelineRecorder {
public:
    /// Starts at the engine's time now, with its counters as they stand.
    explicit TimelineRecorder(const Engine& engine);

    /// Marks what the engine reports since the history last reached this far, once it has gone
    /// further: at the engine's time now, the end of the advance that brought it, except the
    /// time-driven engine's first overlap and first tunnelling, which are where a teacher
    /// rewinds to: marked at the step they happened in, which `firstStep` finds.
    void observe(const Engine& engine, const FirstStepSearch& firstStep);
    /// The lab turned `control` at engine.time(): a rewound moment starts a new history there
    /// (the markers after it dropped); the control is marked. True when it started a new history.
    bool labControlTurned(const Engine& engine, LabControl::Kind control);
    void setCheckpoints(std::size_t count, std::size_t bytes);
    /// Takes over `timeline` (a run file's), the engine standing at its furthest moment.
    void adopt(const RunTimeline& timeline, const Engine& engine);

    const RunTimeline& timeline() const { return m_timeline; }

private:
    /// Adds a marker in time order (a first overlap found by stepping may precede another marker).
    void mark(double time, TimelineEvent event, std::uint64_t count = 1);
    /// The engine's counters now become those of the furthest moment.
    void takeCounters(const Engine& engine);

    RunTimeline m_timeline;
    // The engine's counters at m_timeline.reached.
    std::uint64_t m_overlaps = 0;
    std::uint64_t m_missed = 0;
    std::uint64_t m_merges = 0;
    std::size_t m_disks = 0;
};

/// The event a lab control is marked as.
TimelineEvent timelineEventOf(LabControl::Kind control);

} // namespace disklab
