#include "runtime/run_report.h"

#include "core/blocked_error.h"
#include "core/compressibility.h"
#include "core/observables.h"
#include "core/overlap_check.h"

#include <cmath>

namespace disklab {
namespace {

/// |P1 - P0 - J - M g dt| / sum m |v0|: momentum not accounted for by the walls' impulses
/// (each wall pushes along its inward normal, interior walls along their contact normals, thermal
/// walls also along themselves) and gravity. Round-off for any correct engine.
double momentumDrift(const Scenario& s, const RunMeasurement& run)
{
    const auto p0 = totalMomentum(s, run.first);
    const auto p1 = totalMomentum(s, run.last);
    auto impulse = [&](Side side) {
        const auto k = static_cast<std::size_t>(side);
        return run.lastTotals.wallImpulse[k] - run.firstTotals.wallImpulse[k];
    };
    double mass = 0.0, scale = 0.0;
    for (std::size_t i = 0; i < s.disks.size() && i < run.first.size(); ++i) {
        mass += s.disks[i].mass;
        scale += s.disks[i].mass * std::hypot(run.first.vx[i], run.first.vy[i]);
    }
    const double duration = run.last.time - run.first.time;
    const double segmentX = run.lastTotals.segmentImpulse[0] - run.firstTotals.segmentImpulse[0]
                            + run.lastTotals.wallShearImpulse[0] - run.firstTotals.wallShearImpulse[0];
    const double segmentY = run.lastTotals.segmentImpulse[1] - run.firstTotals.segmentImpulse[1]
                            + run.lastTotals.wallShearImpulse[1] - run.firstTotals.wallShearImpulse[1];
    const double ex = p1[0] - p0[0] - (impulse(Side::Left) - impulse(Side::Right)) - segmentX - mass * s.gravityX * duration;
    const double ey = p1[1] - p0[1] - (impulse(Side::Bottom) - impulse(Side::Top)) - segmentY - mass * s.gravityY * duration;
    return std::hypot(ex, ey) / (scale > 0.0 ? scale : 1.0);
}

} // namespace

RunMeasurement startMeasurement(EngineKind kind, const Scenario& scenario, const Engine& engine)
{
    RunMeasurement run;
    run.engine = kind;
    run.scenario = &scenario;
    run.first = engine.snapshot();
    run.firstTotals = engine.totals();
    run.cuts = CompressibilityCuts(scenario, engine);
    return run;
}

void finishMeasurement(RunMeasurement& run, const Engine& engine, double seconds)
{
    run.last = engine.snapshot();
    run.lastTotals = engine.totals();
    run.wallSeconds = seconds;
}

namespace {

/// Each figure's blocked standard error over the blocks of `measured` (start, then block ends).
/// A wall's impulse in a block counts with the change of that side's momentum moment over it,
/// which takes out what opposite walls hand back and forth (core/wall_momentum_moments.h).
void addBlockedErrors(const Scenario& s, const ErrorBlocks& measured, RunReport& r)
{
    const std::vector<Totals>& ends = measured.totals();
    const std::vector<std::array<double, 4>>& moments = measured.wallMoments();
    if (ends.size() < 2 || moments.size() != ends.size())
        return;
    std::vector<WindowFigures> blocks;
    for (std::size_t k = 1; k < ends.size(); ++k) {
        std::array<double, 4> change{};
        for (std::size_t side = 0; side < change.size(); ++side)
            change[side] = moments[k][side] - moments[k - 1][side];
        blocks.push_back(measureWindow(s, ends[k - 1], ends[k], change));
    }
    const auto error = [&](auto figure) {
        std::vector<double> values;
        for (const WindowFigures& f : blocks)
            values.push_back(figure(f));
        return blockedStandardError(std::move(values));
    };
    r.temperatureError = error([](const WindowFigures& f) { return f.temperature; });
    r.pressureError = error([](const WindowFigures& f) { return f.pressure; });
    for (std::size_t side = 0; side < r.wallPressure.size(); ++side) {
        if (r.wallPressure[side])
            r.wallPressureError[side] = error([side](const WindowFigures& f) { return f.wallPressure[side].value_or(0.0); });
    }
}

} // namespace

RunReport runReport(const RunMeasurement& run)
{
    const Scenario& s = *run.scenario;
    const WindowFigures window = measureWindow(s, run.firstTotals, run.lastTotals);
    const OverlapReport overlaps = measureOverlaps(s, run.last.x, run.last.y);
    const auto momentum = totalMomentum(s, run.last);
    const double seconds = run.wallSeconds;
    auto perSecond = [&](std::uint64_t count) { return seconds > 0.0 ? static_cast<double>(count) / seconds : 0.0; };

    RunReport r;
    r.engine = run.engine;
    r.disks = s.disks.size();
    r.area = window.meanArea > 0.0 ? window.meanArea : s.area();
    r.boundary = s.boundary;
    r.time = window.duration;
    r.events = window.events;
    r.collisions = window.collisions;
    r.pairCollisions = run.lastTotals.pairCollisions - run.firstTotals.pairCollisions;
    r.wallCollisions = run.lastTotals.wallCollisions - run.firstTotals.wallCollisions;
    r.cellCrossings = run.lastTotals.cellCrossings - run.firstTotals.cellCrossings;
    r.wallSeconds = seconds;
    r.collisionsPerSecond = perSecond(window.collisions);
    r.eventsPerSecond = perSecond(window.events);
    r.kineticEnergy = kineticEnergy(s, run.last);
    r.temperature = window.duration > 0.0 ? window.temperature : temperature(s, r.kineticEnergy);
    r.pressure = window.pressure;
    r.wallPressure = window.wallPressure;
    addBlockedErrors(s, run.blocks, r);
    std::vector<Totals> cuts = run.cuts.totals();
    if (cuts.empty())
        cuts.push_back(run.firstTotals);
    cuts.push_back(run.lastTotals);
    r.compressibility = averageCompressibility(s, cuts);
    if (run.cuts.interval() > 0.0)
        r.compressibilityInterval = run.cuts.interval();
    r.energyDrift = relativeEnergyDrift(s, run.first, run.firstTotals, run.last, run.lastTotals);
    r.wallWork = run.lastTotals.wallWork - run.firstTotals.wallWork;
    r.wallHeat = run.lastTotals.wallHeat - run.firstTotals.wallHeat;
    r.momentumX = momentum[0];
    r.momentumY = momentum[1];
    r.momentumDrift = momentumDrift(s, run);
    if (s.hasFreePiston()) {
        constexpr auto right = static_cast<std::size_t>(Side::Right);
        r.pistonPosition = run.last.wallPositions[right];
        r.pistonVelocity = run.last.wallVelocities[right];
        r.pistonEnergy = disklab::pistonEnergy(s, run.last);
        r.handWork = run.lastTotals.handWork - run.firstTotals.handWork;
    }
    r.overlaps = overlaps.overlappingPairs;
    r.maxOverlap = overlaps.maxOverlap;
    return r;
}

} // namespace disklab
