#include "core/state_export.h"

#include "core/free_piston.h"

#include <algorithm>
#include <limits>
#include <map>

namespace disklab {

namespace {

/// Lists of the disks that share a label (-1: alone), ascending, in order of their first disk.
std::vector<std::vector<std::int32_t>> clustersOfLabels(const std::vector<std::int32_t>& labels)
{
    std::map<std::int32_t, std::vector<std::int32_t>> byLabel;
    for (std::size_t disk = 0; disk < labels.size(); ++disk)
        if (labels[disk] >= 0)
            byLabel[labels[disk]].push_back(static_cast<std::int32_t>(disk));
    std::vector<std::vector<std::int32_t>> clusters;
    for (auto& [label, members] : byLabel)
        if (members.size() >= 2)
            clusters.push_back(std::move(members));
    std::sort(clusters.begin(), clusters.end());
    return clusters;
}

} // namespace

Scenario savedState(const Engine& engine)
{
    const std::optional<AggregationStats> aggregation = engine.aggregationStats();
    Scenario s = scenarioAt(engine.scenario(), engine.snapshot(), aggregation ? aggregation->clusterLabels : std::vector<std::int32_t>{});
    s.randomStreams = engine.randomStreams();
    return s;
}

Scenario scenarioAt(const Scenario& initial, const Snapshot& snapshot, const std::vector<std::int32_t>& clusterLabels)
{
    Scenario s = initial;
    const double t = snapshot.time;
    const double left = snapshot.wallPositions[static_cast<std::size_t>(Side::Left)];
    const double bottom = snapshot.wallPositions[static_cast<std::size_t>(Side::Bottom)];
    if (s.boundary == Boundary::Walls) {
        s.width = snapshot.wallPositions[static_cast<std::size_t>(Side::Right)] - left;
        s.height = snapshot.wallPositions[static_cast<std::size_t>(Side::Top)] - bottom;
    }
    const double shiftX = s.boundary == Boundary::Walls ? left : 0.0;
    const double shiftY = s.boundary == Boundary::Walls ? bottom : 0.0;
    for (std::size_t i = 0; i < s.disks.size() && i < snapshot.size(); ++i) {
        Disk& d = s.disks[i];
        d.x = snapshot.x[i] - shiftX;
        d.y = snapshot.y[i] - shiftY;
        d.vx = snapshot.vx[i];
        d.vy = snapshot.vy[i];
    }
    for (BoxWall& w : s.walls) {
        if (w.stopTime <= t)
            w = BoxWall{.temperature = w.temperature};  // at rest now; still a heater or cooler
        else if (w.stopTime != std::numeric_limits<double>::infinity())
            w.stopTime -= t;
    }
    BoxWall& piston = s.wall(Side::Right);
    if (piston.isFreePiston()) {
        // A held piston is saved at rest where it is: the hand's motion is the user's, not the state's.
        piston.velocity = piston.held ? 0.0 : snapshot.wallVelocities[static_cast<std::size_t>(Side::Right)];
        piston.pressure = snapshot.outsidePressure;  // the lab may have changed it
        // The cylinder's end stays where it was: without a limit the file would give the
        // resumed run one at the piston's place now, its width.
        piston.limit = pistonLimit(initial) - shiftX;
    }
    if (s.aggregation)
        s.aggregation->clusters = clustersOfLabels(clusterLabels);
    // A pump under way goes on with the disks it has left at its next try (`initial` counts them
    // and holds that try's moment as the pump's start when it is an engine's own scenario).
    if (s.pump)
        s.pump->start = std::max(0.0, s.pump->start - t);
    // Anchors stay where they are in space: in the saved box's frame, shifted as the disks are.
    for (Anchor& anchor : s.forces.anchors)
        anchor.x -= shiftX, anchor.y -= shiftY;
    // Interior walls already removed are gone; the others keep their remaining time, their
    // place relative to the box's lower-left corner and, spelled out, the name they had.
    s.segments.clear();
    for (std::size_t k = 0; k < initial.segments.size(); ++k) {
        SegmentWall w = initial.segments[k];
        if (w.removeTime <= t)
            continue;
        w.name = segmentName(initial, k);
        if (w.removeTime != std::numeric_limits<double>::infinity())
            w.removeTime -= t;
        w.x0 -= shiftX, w.x1 -= shiftX;
        w.y0 -= shiftY, w.y1 -= shiftY;
        s.segments.push_back(w);
    }
    return s;
}

} // namespace disklab
