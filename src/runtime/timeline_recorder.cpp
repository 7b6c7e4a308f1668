#include "runtime/timeline_recorder.h"

#include <algorithm>

namespace disklab {

TimelineRecorder::TimelineRecorder(const Engine& engine)
{
    m_timeline.reached = engine.time();
    takeCounters(engine);
}

void TimelineRecorder::takeCounters(const Engine& engine)
{
    const std::optional<TimeDrivenStats> stepper = engine.timeDrivenStats();
    m_overlaps = stepper ? stepper->overlapsCumulative : 0;
    m_missed = stepper ? stepper->missedCollisions : 0;
    const std::optional<AggregationStats> aggregation = engine.aggregationStats();
    m_merges = aggregation ? aggregation->merges : 0;
    m_disks = engine.scenario().disks.size();
}

double stepUntilCounted(Engine& stepper, double dt, double end, std::uint64_t TimeDrivenStats::*count)
{
    while (stepper.time() < end && stepper.timeDrivenStats().value().*count == 0)
        stepper.advanceTo(std::min(end, stepper.time() + dt));
    return stepper.time();
}

void TimelineRecorder::observe(const Engine& engine, const FirstStepSearch& firstStep)
{
    const double now = engine.time();
    if (now <= m_timeline.reached)
        return;  // retracing this history after a seek back
    const std::uint64_t overlaps = m_overlaps, missed = m_missed, merges = m_merges;
    const std::size_t disks = m_disks;
    takeCounters(engine);
    m_timeline.reached = now;
    if (overlaps == 0 && m_overlaps > 0)
        mark(firstStep(&TimeDrivenStats::overlapsCumulative), TimelineEvent::FirstOverlap);
    if (missed == 0 && m_missed > 0)
        mark(firstStep(&TimeDrivenStats::missedCollisions), TimelineEvent::FirstTunnelling);
    if (m_merges > merges)
        mark(now, TimelineEvent::Merge, m_merges - merges);
    if (m_disks > disks)
        mark(now, TimelineEvent::PumpInjection, m_disks - disks);
}

bool TimelineRecorder::labControlTurned(const Engine& engine, LabControl::Kind control)
{
    const double now = engine.time();
    const bool rewound = now < m_timeline.reached;
    if (rewound) {
        std::erase_if(m_timeline.markers, [now](const TimelineMarker& m) { return m.time > now; });
        ++m_timeline.history;
    }
    m_timeline.reached = now;
    takeCounters(engine);
    const TimelineEvent event = timelineEventOf(control);
    // A drag of the piston is one hold after another: one marker where the hand took it.
    const bool stillHeld = event == TimelineEvent::PistonHeld && !m_timeline.markers.empty()
        && m_timeline.markers.back().event == TimelineEvent::PistonHeld;
    if (!stillHeld)
        mark(now, event);
    return rewound;
}

void TimelineRecorder::setCheckpoints(std::size_t count, std::size_t bytes)
{
    m_timeline.checkpoints = count;
    m_timeline.checkpointBytes = bytes;
}

void TimelineRecorder::adopt(const RunTimeline& timeline, const Engine& engine)
{
    m_timeline = timeline;
    takeCounters(engine);
}

void TimelineRecorder::mark(double time, TimelineEvent event, std::uint64_t count)
{
    const auto after = std::upper_bound(m_timeline.markers.begin(), m_timeline.markers.end(), time,
                                        [](double t, const TimelineMarker& m) { return t < m.time; });
    m_timeline.markers.insert(after, {time, event, count});
}

TimelineEvent timelineEventOf(LabControl::Kind control)
{
    switch (control) {
    case LabControl::Kind::HoldPiston:
        return TimelineEvent::PistonHeld;
    case LabControl::Kind::ReleasePiston:
        return TimelineEvent::PistonReleased;
    case LabControl::Kind::WallTemperature:
    case LabControl::Kind::OutsidePressure:
    case LabControl::Kind::Pump:
        break;
    }
    return TimelineEvent::LabControl;
}

} // namespace disklab
