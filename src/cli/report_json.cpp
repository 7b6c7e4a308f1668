#include "report_json.h"

#include "core/bond_order.h"
#include "core/fractal_dimension.h"

#include <QStringList>

namespace disklab::cli {
namespace {

QJsonValue optionalNumber(const std::optional<double>& value)
{
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}

double count(std::uint64_t value)
{
    return static_cast<double>(value);
}

} // namespace

QJsonObject runReportJson(const RunReport& r)
{
    QJsonObject o;
    o["engine"] = engineKindName(r.engine);
    o["n"] = count(r.disks);
    o["area"] = r.area;
    o["boundary"] = r.boundary == Boundary::Periodic ? "periodic" : "walls";
    o["time"] = r.time;
    o["events"] = count(r.events);
    o["collisions"] = count(r.collisions);
    o["pair_collisions"] = count(r.pairCollisions);
    o["wall_collisions"] = count(r.wallCollisions);
    o["cell_crossings"] = count(r.cellCrossings);
    o["wall_seconds"] = r.wallSeconds;
    o["collisions_per_second"] = r.collisionsPerSecond;
    o["events_per_second"] = r.eventsPerSecond;
    o["kinetic_energy"] = r.kineticEnergy;
    o["temperature"] = r.temperature;
    o["temperature_error"] = optionalNumber(r.temperatureError);
    o["pressure"] = r.pressure;
    o["pressure_error"] = optionalNumber(r.pressureError);
    for (Side side : kAllSides) {
        const auto k = static_cast<std::size_t>(side);
        o[QStringLiteral("pressure_") + sideName(side)] = optionalNumber(r.wallPressure[k]);
        o[QStringLiteral("pressure_") + sideName(side) + QStringLiteral("_error")] = optionalNumber(r.wallPressureError[k]);
    }
    o["compressibility"] = optionalNumber(r.compressibility);
    o["compressibility_interval"] = optionalNumber(r.compressibilityInterval);
    o["energy_drift"] = r.energyDrift;
    o["wall_work"] = r.wallWork;
    o["wall_heat"] = r.wallHeat;
    o["momentum_x"] = r.momentumX;
    o["momentum_y"] = r.momentumY;
    o["momentum_drift"] = r.momentumDrift;
    o["piston_position"] = optionalNumber(r.pistonPosition);
    o["piston_velocity"] = optionalNumber(r.pistonVelocity);
    o["piston_energy"] = optionalNumber(r.pistonEnergy);
    o["hand_work"] = optionalNumber(r.handWork);
    o["overlaps"] = count(r.overlaps);
    o["max_overlap"] = r.maxOverlap;
    return o;
}

QJsonObject runReportJson(const RunMeasurement& run)
{
    return runReportJson(runReport(run));
}

void addTimeDrivenFigures(QJsonObject& report, const TimeDrivenFigures& f)
{
    report["dt"] = f.settings.dt;
    report["broadphase"] = broadphaseName(f.settings.broadphase);
    report["response"] = responseName(f.settings.response);
    report["steps"] = count(f.steps);
    report["missed_collisions"] = count(f.missedCollisions);
    report["overlaps_cumulative"] = count(f.overlapsCumulative);
    report["max_overlap_ever"] = f.maxOverlapEver;
    report["pair_tests"] = count(f.pairTests);
    report["candidate_pairs"] = count(f.candidatePairs);
    report["seconds_per_step"] = f.secondsPerStep;
}

void addTimeDrivenFigures(QJsonObject& report, const EngineConfig& settings, const TimeDrivenStats& first,
                          const TimeDrivenStats& last)
{
    addTimeDrivenFigures(report, timeDrivenFigures(settings, first, last));
}

void addAggregationFigures(QJsonObject& report, const AggregationSettings& settings, const AggregationStats& stats)
{
    // Sticking is inelastic, so the energy is not conserved and its drift means nothing; the
    // gas has no temperature of its own. Brownian clusters are redrawn from the thermostat's kT
    // every step, so their kinetic energy, momentum and wall pressure are the draws', not a
    // measurement; ballistic clusters keep their kinetic energy (it falls at each merge) and
    // their momentum, which merges conserve.
    for (const char* key : {"temperature", "temperature_error", "energy_drift"})
        report.remove(key);
    if (settings.motion == AggregationMotion::Brownian) {
        for (const char* key : {"kinetic_energy", "momentum_x", "momentum_y", "momentum_drift", "pressure",
                                "pressure_error", "compressibility", "compressibility_interval", "wall_work",
                                "wall_heat"})
            report.remove(key);
        for (Side side : kAllSides) {
            report.remove(QStringLiteral("pressure_") + sideName(side));
            report.remove(QStringLiteral("pressure_") + sideName(side) + QStringLiteral("_error"));
        }
        report["brownian_kT"] = settings.temperature;
    }
    report["engine"] = "aggregation";
    report["motion"] = aggregationMotionName(settings.motion);
    report["detection"] = aggregationDetectionName(settings.detection);
    report["rotation"] = aggregationRotationName(settings.rotation);
    report["mobility"] = aggregationMobilityName(settings.mobility);
    if (settings.mobility == AggregationMobility::PowerLaw)
        report["mobility_exponent"] = settings.mobilityExponent;
    // Only when chosen, so the reports of files that never chose it stay as they were; its
    // `steps` then count flights, one per cluster.
    if (settings.stepping == AggregationStepping::PerCluster)
        report["stepping"] = aggregationSteppingName(settings.stepping);
    report["clusters"] = count(stats.clusters);
    report["largest_cluster"] = count(stats.largestCluster);
    report["merges"] = count(stats.merges);
    report["bounces"] = count(stats.bounces);
    report["sticking_probability"] = settings.stickingProbability;
    report["pair_tests"] = count(stats.pairTests);
    report["narrow_phase_calls"] = count(stats.narrowPhaseCalls);
    report["steps"] = count(stats.steps);
    const FractalFit fit = fitFractalDimension(stats);
    const bool fitted = fit.dimension > 0.0;
    report["fractal_dimension"] = fitted ? QJsonValue(fit.dimension) : QJsonValue(QJsonValue::Null);
    report["fractal_dimension_error"] = fitted ? QJsonValue(fit.error) : QJsonValue(QJsonValue::Null);
    report["fractal_clusters"] = count(fit.clusters);
    report["fractal_largest_size"] = count(fit.largestSize);
}

QJsonObject comparedEventJson(const ComparisonReport& report)
{
    QJsonObject o = runReportJson(report.event);
    o["wall_seconds_per_time_unit"] = report.eventSecondsPerTimeUnit;
    o["missed_collisions"] = 0.0;  // exact by construction: every contact is an event
    return o;
}

QJsonObject comparedTimeJson(const ComparisonReport& report)
{
    QJsonObject o = runReportJson(report.time);
    o["wall_seconds_per_time_unit"] = report.timeSecondsPerTimeUnit;
    addTimeDrivenFigures(o, report.timeDriven);
    return o;
}

QJsonObject deviationJson(const DeviationFigures& d)
{
    QJsonObject o;
    o["position_mean"] = d.positionMean;
    o["position_max"] = d.positionMax;
    o["position_max_peak"] = d.positionMaxPeak;
    o["matched_collisions"] = count(d.matchedCollisions);
    o["first_difference_time"] = optionalNumber(d.firstDifferenceTime);
    return o;
}

void addStructureFigures(QJsonObject& report, const Scenario& scenario, const Snapshot& last,
                         const FreePathRecorder* freePaths)
{
    report["psi6"] = bondOrientationalOrder(scenario, last).global;
    const bool flown = freePaths && freePaths->flights() > 0;
    report["mean_free_path"] = flown ? QJsonValue(freePaths->meanDistance()) : QJsonValue(QJsonValue::Null);
    report["mean_free_time"] = flown ? QJsonValue(freePaths->meanTime()) : QJsonValue(QJsonValue::Null);
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

} // namespace disklab::cli
