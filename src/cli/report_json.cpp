#include "report_json.h"

#include "core/bond_order.h"
#include "core/fractal_dimension.h"
#include "front_end/report_keys.h"

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
    o[key::engine] = engineKindName(r.engine);
    o[key::n] = count(r.disks);
    o[key::area] = r.area;
    o[key::boundary] = r.boundary == Boundary::Periodic ? "periodic" : "walls";
    o[key::time] = r.time;
    o[key::events] = count(r.events);
    o[key::collisions] = count(r.collisions);
    o[key::pairCollisions] = count(r.pairCollisions);
    o[key::wallCollisions] = count(r.wallCollisions);
    o[key::cellCrossings] = count(r.cellCrossings);
    o[key::wallSeconds] = r.wallSeconds;
    o[key::collisionsPerSecond] = r.collisionsPerSecond;
    o[key::eventsPerSecond] = r.eventsPerSecond;
    o[key::kineticEnergy] = r.kineticEnergy;
    o[key::temperature] = r.temperature;
    o[key::temperatureError] = optionalNumber(r.temperatureError);
    o[key::pressure] = r.pressure;
    o[key::pressureError] = optionalNumber(r.pressureError);
    for (Side side : kAllSides) {
        const auto k = static_cast<std::size_t>(side);
        o[key::wallPressure(side)] = optionalNumber(r.wallPressure[k]);
        o[key::wallPressureError(side)] = optionalNumber(r.wallPressureError[k]);
    }
    o[key::compressibility] = optionalNumber(r.compressibility);
    o[key::compressibilityInterval] = optionalNumber(r.compressibilityInterval);
    o[key::energyDrift] = r.energyDrift;
    o[key::wallWork] = r.wallWork;
    o[key::wallHeat] = r.wallHeat;
    o[key::momentumX] = r.momentumX;
    o[key::momentumY] = r.momentumY;
    o[key::momentumDrift] = r.momentumDrift;
    o[key::pistonPosition] = optionalNumber(r.pistonPosition);
    o[key::pistonVelocity] = optionalNumber(r.pistonVelocity);
    o[key::pistonEnergy] = optionalNumber(r.pistonEnergy);
    o[key::handWork] = optionalNumber(r.handWork);
    o[key::overlaps] = count(r.overlaps);
    o[key::maxOverlap] = r.maxOverlap;
    return o;
}

QJsonObject runReportJson(const RunMeasurement& run)
{
    return runReportJson(runReport(run));
}

void addTimeDrivenFigures(QJsonObject& report, const TimeDrivenFigures& f)
{
    report[key::dt] = f.settings.dt;
    report[key::broadphase] = broadphaseName(f.settings.broadphase);
    report[key::response] = responseName(f.settings.response);
    report[key::steps] = count(f.steps);
    report[key::missedCollisions] = count(f.missedCollisions);
    report[key::overlapsCumulative] = count(f.overlapsCumulative);
    report[key::maxOverlapEver] = f.maxOverlapEver;
    report[key::pairTests] = count(f.pairTests);
    report[key::candidatePairs] = count(f.candidatePairs);
    report[key::secondsPerStep] = f.secondsPerStep;
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
    for (const char* name : {key::temperature, key::temperatureError, key::energyDrift})
        report.remove(name);
    if (settings.motion == AggregationMotion::Brownian) {
        for (const char* name : {key::kineticEnergy, key::momentumX, key::momentumY, key::momentumDrift, key::pressure,
                                key::pressureError, key::compressibility, key::compressibilityInterval, key::wallWork,
                                key::wallHeat})
            report.remove(name);
        for (Side side : kAllSides) {
            report.remove(key::wallPressure(side));
            report.remove(key::wallPressureError(side));
        }
        report[key::brownianKT] = settings.temperature;
    }
    report[key::engine] = "aggregation";
    report[key::motion] = aggregationMotionName(settings.motion);
    report[key::detection] = aggregationDetectionName(settings.detection);
    report[key::rotation] = aggregationRotationName(settings.rotation);
    report[key::mobility] = aggregationMobilityName(settings.mobility);
    if (settings.mobility == AggregationMobility::PowerLaw)
        report[key::mobilityExponent] = settings.mobilityExponent;
    // Only when chosen, so the reports of files that never chose it stay as they were; its
    // `steps` then count flights, one per cluster.
    if (settings.stepping == AggregationStepping::PerCluster)
        report[key::stepping] = aggregationSteppingName(settings.stepping);
    report[key::clusters] = count(stats.clusters);
    report[key::largestCluster] = count(stats.largestCluster);
    report[key::merges] = count(stats.merges);
    report[key::bounces] = count(stats.bounces);
    report[key::stickingProbability] = settings.stickingProbability;
    report[key::pairTests] = count(stats.pairTests);
    report[key::narrowPhaseCalls] = count(stats.narrowPhaseCalls);
    report[key::steps] = count(stats.steps);
    const FractalFit fit = fitFractalDimension(stats);
    const bool fitted = fit.dimension > 0.0;
    report[key::fractalDimension] = fitted ? QJsonValue(fit.dimension) : QJsonValue(QJsonValue::Null);
    report[key::fractalDimensionError] = fitted ? QJsonValue(fit.error) : QJsonValue(QJsonValue::Null);
    report[key::fractalClusters] = count(fit.clusters);
    report[key::fractalLargestSize] = count(fit.largestSize);
}

QJsonObject comparedEventJson(const ComparisonReport& report)
{
    QJsonObject o = runReportJson(report.event);
    o[key::wallSecondsPerTimeUnit] = report.eventSecondsPerTimeUnit;
    o[key::missedCollisions] = 0.0;  // exact by construction: every contact is an event
    return o;
}

QJsonObject comparedTimeJson(const ComparisonReport& report)
{
    QJsonObject o = runReportJson(report.time);
    o[key::wallSecondsPerTimeUnit] = report.timeSecondsPerTimeUnit;
    addTimeDrivenFigures(o, report.timeDriven);
    return o;
}

QJsonObject deviationJson(const DeviationFigures& d)
{
    QJsonObject o;
    o[key::positionMean] = d.positionMean;
    o[key::positionMax] = d.positionMax;
    o[key::positionMaxPeak] = d.positionMaxPeak;
    o[key::matchedCollisions] = count(d.matchedCollisions);
    o[key::firstDifferenceTime] = optionalNumber(d.firstDifferenceTime);
    return o;
}

void addStructureFigures(QJsonObject& report, const Scenario& scenario, const Snapshot& last,
                         const FreePathRecorder* freePaths)
{
    report[key::psi6] = bondOrientationalOrder(scenario, last).global;
    const bool flown = freePaths && freePaths->flights() > 0;
    report[key::meanFreePath] = flown ? QJsonValue(freePaths->meanDistance()) : QJsonValue(QJsonValue::Null);
    report[key::meanFreeTime] = flown ? QJsonValue(freePaths->meanTime()) : QJsonValue(QJsonValue::Null);
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
