#pragma once
// Two disks that give the time-driven engine a timeline marker at a known step: one tunnels
// through the other, or two close into a deep overlap. The single run's timeline and the
// comparison's both mark them at that step.

#include "core/test_scenarios.h"
#include "runtime/run_timeline.h"

#include <QTest>

namespace disklab::test {

/// A data function's rows: the marker's kind (column "event") and the end of the step it
/// belongs to at dt = 0.1 (column "step").
inline void stepperMarkerRows()
{
    QTest::addColumn<int>("event");
    QTest::addColumn<double>("step");
    QTest::newRow("tunnelling") << int(TimelineEvent::FirstTunnelling) << 0.1;
    QTest::newRow("overlap") << int(TimelineEvent::FirstOverlap) << 0.2;
}

/// The scene whose stepper run at dt = 0.1 first shows `event` in the step stepperMarkerRows gives.
inline Scenario stepperMarkerScene(TimelineEvent event)
{
    Scenario scene;
    if (event == TimelineEvent::FirstTunnelling) {
        // Moves 0.5 in one step of 0.1, from one side of a disk 0.2 across to the other: the
        // contact at t = 0.051 is never seen, and the step ending at 0.1 counts it missed.
        scene.disks = {disk(0.24, 0.5, 5.0, 0.0, 0.005), disk(0.6, 0.5, 0.0, 0.0, 0.1)};
    } else {
        // Closing at 2 per time unit, touching at t = 0.125: the step ending at 0.2 leaves
        // them 0.05 apart, deep inside each other.
        scene.disks = {disk(0.3, 0.5, 1.0, 0.0, 0.1), disk(0.75, 0.5, -1.0, 0.0, 0.1)};
    }
    return scene;
}

} // namespace disklab::test
