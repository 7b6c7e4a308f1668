#include "runtime/run_report.h"

#include "core/compressibility.h"
#include "core/observables.h"
#include "core/overlap_check.h"

#include <QStringList>

#include <cmath>

namespace disklab {
namespace {

/// |P1 - P0 - J - M g dt| / sum m |v0|: momentum not accounted for by the walls' impulses
/// (each wall pushes along its inward normal, interior walls along their contact normals) and
/// gravity. Round-off for any correct engine.
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
    const double segmentX = run.lastTotals.segmentImpulse[0] - run.firstTotals.segmentImpulse[0];
    const double segmentY = run.lastTotals.segmentImpulse[1] - run.firstTotals.segmentImpulse[1];
    const double ex = p1[0] - p0[0] - (impulse(Side::Left) - impulse(Side::Right)) - segmentX - mass * s.gravityX * duration;
    const double ey = p1[1] - p0[1] - (impulse(Side::Bottom) - impulse(Side::Top)) - segmentY - mass * s.gravityY * duration;
    return std::hypot(ex, ey) / (scale > 0.0 ? scale : 1.0);
}

QJsonValue optionalNumber(const std::optional<double>& value)
{
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
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

QJsonObject runReportJson(const RunMeasurement& run)
{
    const Scenario& s = *run.scenario;
    const WindowFigures window = measureWindow(s, run.firstTotals, run.lastTotals);
    const OverlapReport overlaps = measureOverlaps(s, run.last.x, run.last.y);
    const auto momentum = totalMomentum(s, run.last);
    const double kinetic = kineticEnergy(s, run.last);
    const double seconds = run.wallSeconds;
    auto perSecond = [&](double count) { return seconds > 0.0 ? count / seconds : 0.0; };

    QJsonObject o;
    o["engine"] = engineKindName(run.engine);
    o["n"] = static_cast<double>(s.disks.size());
    o["area"] = window.meanArea > 0.0 ? window.meanArea : s.area();
    o["boundary"] = s.boundary == Boundary::Periodic ? "periodic" : "walls";
    o["time"] = window.duration;
    o["events"] = static_cast<double>(window.events);
    o["collisions"] = static_cast<double>(window.collisions);
    o["pair_collisions"] = static_cast<double>(run.lastTotals.pairCollisions - run.firstTotals.pairCollisions);
    o["wall_collisions"] = static_cast<double>(run.lastTotals.wallCollisions - run.firstTotals.wallCollisions);
    o["cell_crossings"] = static_cast<double>(run.lastTotals.cellCrossings - run.firstTotals.cellCrossings);
    o["wall_seconds"] = seconds;
    o["collisions_per_second"] = perSecond(static_cast<double>(window.collisions));
    o["events_per_second"] = perSecond(static_cast<double>(window.events));
    o["kinetic_energy"] = kinetic;
    o["temperature"] = window.duration > 0.0 ? window.temperature : temperature(s, kinetic);
    o["pressure"] = window.pressure;
    for (Side side : kAllSides)
        o[QStringLiteral("pressure_") + sideName(side)] = optionalNumber(window.wallPressure[static_cast<std::size_t>(side)]);
    std::vector<Totals> cuts = run.cuts.totals();
    if (cuts.empty())
        cuts.push_back(run.firstTotals);
    cuts.push_back(run.lastTotals);
    o["compressibility"] = optionalNumber(averageCompressibility(s, cuts));
    o["compressibility_interval"] = run.cuts.interval() > 0.0 ? QJsonValue(run.cuts.interval()) : QJsonValue();
    o["energy_drift"] = relativeEnergyDrift(s, run.first, run.firstTotals, run.last, run.lastTotals);
    o["momentum_x"] = momentum[0];
    o["momentum_y"] = momentum[1];
    o["momentum_drift"] = momentumDrift(s, run);
    o["overlaps"] = static_cast<double>(overlaps.overlappingPairs);
    o["max_overlap"] = overlaps.maxOverlap;
    return o;
}

QString runReportText(const QJsonObject& report)
{
    QStringList lines;
    for (auto it = report.begin(); it != report.end(); ++it) {
        const QString value = it->isString() ? it->toString()
                              : it->isNull() ? QStringLiteral("none")
                                             : QString::number(it->toDouble(), 'g', 10);
        lines << QString("%1 %2").arg(it.key() + ':', -24).arg(value);
    }
    return lines.join('\n');
}

} // namespace disklab
