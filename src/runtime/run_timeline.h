#pragma once
// What a run's frames say about its timeline: how far this history has got, the notable moments
// on the way (markers) and what the checkpoints behind a seek cost in memory. The session keeps
// it (TimelineRecorder); the app's timeline bar draws it.

#include <cstddef>
#include <cstdint>
#include <vector>

namespace disklab {

enum class TimelineEvent {
    FirstOverlap,      ///< the time-driven engine first left two disks overlapping
    FirstTunnelling,   ///< and first let a collision pass unseen (a disk went through another or a wall)
    Merge,             ///< the aggregation engine joined two clusters
    PumpInjection,     ///< the pump brought disks in
    PistonHeld,        ///< the lab's hand took the free piston
    PistonReleased,    ///< and let it go
    LabControl,        ///< the heater or the outside pressure was turned, or the pump started
};

struct TimelineMarker {
    double time = 0.0;  ///< simulated time units
    TimelineEvent event = TimelineEvent::LabControl;
    /// How many of the event the moment holds (merges or disks that one frame's advance brought).
    std::uint64_t count = 1;
};

struct RunTimeline {
    /// The latest simulated time this history has reached; a seek goes anywhere in [0, reached].
    double reached = 0.0;
    /// Counts the histories of this run: a lab control at a rewound moment starts a new one,
    /// dropping what came after it.
    std::uint64_t history = 0;
    std::vector<TimelineMarker> markers;  ///< in time order
    std::size_t checkpoints = 0;
    std::size_t checkpointBytes = 0;
};

} // namespace disklab
