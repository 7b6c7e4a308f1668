#include "front_end/window_report.h"

#include "front_end/report_keys.h"

#include <QStringList>

namespace disklab::cli {
namespace {

/// Passes on every figure but those named: a report that has no measurement of them.
class SinkLeavingOut : public ReportSink {
public:
    SinkLeavingOut(ReportSink& sink, QStringList leftOut) : m_sink(sink), m_leftOut(std::move(leftOut)) {}

    void number(const QString& key, double value) override
    {
        if (kept(key))
            m_sink.number(key, value);
    }
    void count(const QString& key, std::uint64_t value) override
    {
        if (kept(key))
            m_sink.count(key, value);
    }
    void text(const QString& key, const QString& value) override
    {
        if (kept(key))
            m_sink.text(key, value);
    }
    void flag(const QString& key, bool value) override
    {
        if (kept(key))
            m_sink.flag(key, value);
    }
    void none(const QString& key) override
    {
        if (kept(key))
            m_sink.none(key);
    }
    void counts(const QString& key, const std::vector<std::int64_t>& values) override
    {
        if (kept(key))
            m_sink.counts(key, values);
    }
    void report(const QString& key, const Writer& write) override
    {
        if (kept(key))
            m_sink.report(key, write);
    }
    void reports(const QString& key, std::size_t size, const ItemWriter& write) override
    {
        if (kept(key))
            m_sink.reports(key, size, write);
    }

private:
    bool kept(const QString& key) const { return !m_leftOut.contains(key); }

    ReportSink& m_sink;
    QStringList m_leftOut;
};

/// The run report's figures an aggregation has no measurement of. Sticking is inelastic, so the
/// energy is not conserved and its drift means nothing; the gas has no temperature of its own.
/// Brownian clusters are redrawn from the thermostat's kT every step, so their kinetic energy,
/// momentum and wall pressure are the draws', not a measurement; ballistic clusters keep their
/// kinetic energy (it falls at each merge) and their momentum, which merges conserve.
QStringList leftOutByAggregation(const AggregationSettings& settings)
{
    QStringList keys{key::temperature, key::temperatureError, key::energyDrift};
    if (settings.motion != AggregationMotion::Brownian)
        return keys;
    keys << key::kineticEnergy << key::momentumX << key::momentumY << key::momentumDrift << key::pressure
         << key::pressureError << key::compressibility << key::compressibilityInterval << key::wallWork << key::wallHeat;
    for (Side side : kAllSides)
        keys << key::wallPressure(side) << key::wallPressureError(side);
    return keys;
}

void writeAggregationSettings(const AggregationSettings& settings, ReportSink& sink)
{
    if (settings.motion == AggregationMotion::Brownian)
        sink.number(key::brownianKT, settings.temperature);
    sink.text(key::engine, QStringLiteral("aggregation"));
    sink.text(key::motion, aggregationMotionName(settings.motion));
    sink.text(key::detection, aggregationDetectionName(settings.detection));
    sink.text(key::rotation, aggregationRotationName(settings.rotation));
    sink.text(key::mobility, aggregationMobilityName(settings.mobility));
    if (settings.mobility == AggregationMobility::PowerLaw)
        sink.number(key::mobilityExponent, settings.mobilityExponent);
    // Only when chosen, so the reports of files that never chose it stay as they were; its
    // `steps` then count flights, one per cluster.
    if (fliesPerCluster(settings.stepping))
        sink.text(key::stepping, aggregationSteppingName(settings.stepping));
    sink.number(key::stickingProbability, settings.stickingProbability);
}

void writeAggregationFigures(const AggregationFigures& figures, ReportSink& sink)
{
    writeAggregationSettings(figures.settings, sink);
    const AggregationStats& stats = figures.stats;
    sink.count(key::clusters, stats.clusters);
    sink.count(key::largestCluster, stats.largestCluster);
    sink.count(key::merges, stats.merges);
    sink.count(key::bounces, stats.bounces);
    sink.count(key::pairTests, stats.pairTests);
    sink.count(key::narrowPhaseCalls, stats.narrowPhaseCalls);
    sink.count(key::steps, stats.steps);
    writeFractalDimension(figures.fractal, sink);
    sink.count(key::fractalClusters, figures.fractal.clusters);
    sink.count(key::fractalLargestSize, figures.fractal.largestSize);
}

void writeStructure(const WindowStructure& structure, ReportSink& sink)
{
    sink.number(key::psi6, structure.psi6);
    sink.optionalNumber(key::meanFreePath, structure.meanFreePath);
    sink.optionalNumber(key::meanFreeTime, structure.meanFreeTime);
}

} // namespace

void writeRunReport(const RunReport& r, ReportSink& sink)
{
    sink.text(key::engine, engineKindName(r.engine));
    sink.count(key::n, r.disks);
    sink.number(key::area, r.area);
    sink.text(key::boundary, key::boundaryValue(r.boundary));
    sink.number(key::time, r.time);
    sink.count(key::events, r.events);
    sink.count(key::collisions, r.collisions);
    sink.count(key::pairCollisions, r.pairCollisions);
    sink.count(key::wallCollisions, r.wallCollisions);
    sink.count(key::cellCrossings, r.cellCrossings);
    sink.number(key::wallSeconds, r.wallSeconds);
    sink.number(key::collisionsPerSecond, r.collisionsPerSecond);
    sink.number(key::eventsPerSecond, r.eventsPerSecond);
    sink.number(key::kineticEnergy, r.kineticEnergy);
    sink.number(key::temperature, r.temperature);
    sink.optionalNumber(key::temperatureError, r.temperatureError);
    sink.number(key::pressure, r.pressure);
    sink.optionalNumber(key::pressureError, r.pressureError);
    for (Side side : kAllSides) {
        const auto k = static_cast<std::size_t>(side);
        sink.optionalNumber(key::wallPressure(side), r.wallPressure[k]);
        sink.optionalNumber(key::wallPressureError(side), r.wallPressureError[k]);
    }
    sink.optionalNumber(key::compressibility, r.compressibility);
    sink.optionalNumber(key::compressibilityInterval, r.compressibilityInterval);
    sink.number(key::energyDrift, r.energyDrift);
    sink.number(key::wallWork, r.wallWork);
    sink.number(key::wallHeat, r.wallHeat);
    sink.number(key::momentumX, r.momentumX);
    sink.number(key::momentumY, r.momentumY);
    sink.number(key::momentumDrift, r.momentumDrift);
    sink.optionalNumber(key::pistonPosition, r.pistonPosition);
    sink.optionalNumber(key::pistonVelocity, r.pistonVelocity);
    sink.optionalNumber(key::pistonEnergy, r.pistonEnergy);
    sink.optionalNumber(key::handWork, r.handWork);
    sink.count(key::overlaps, r.overlaps);
    sink.number(key::maxOverlap, r.maxOverlap);
}

void writeFractalDimension(const FractalFit& fit, ReportSink& sink)
{
    const bool fitted = fit.dimension > 0.0;  // null with fewer than three clusters to fit
    sink.optionalNumber(key::fractalDimension, fitted ? std::optional(fit.dimension) : std::nullopt);
    sink.optionalNumber(key::fractalDimensionError, fitted ? std::optional(fit.error) : std::nullopt);
}

void writeTimeDrivenFigures(const TimeDrivenFigures& f, ReportSink& sink)
{
    sink.number(key::dt, f.settings.dt);
    sink.text(key::broadphase, broadphaseName(f.settings.broadphase));
    sink.text(key::response, responseName(f.settings.response));
    sink.count(key::steps, f.steps);
    sink.count(key::missedCollisions, f.missedCollisions);
    sink.count(key::overlapsCumulative, f.overlapsCumulative);
    sink.number(key::maxOverlapEver, f.maxOverlapEver);
    sink.count(key::pairTests, f.pairTests);
    sink.count(key::candidatePairs, f.candidatePairs);
    sink.number(key::secondsPerStep, f.secondsPerStep);
}

void writeWindowReport(const WindowReport& report, ReportSink& sink)
{
    if (report.aggregation) {
        SinkLeavingOut measured(sink, leftOutByAggregation(report.aggregation->settings));
        writeRunReport(report.run, measured);
    } else {
        writeRunReport(report.run, sink);
    }
    writeStructure(report.structure, sink);
    if (report.timeDriven)
        writeTimeDrivenFigures(*report.timeDriven, sink);
    if (report.aggregation)
        writeAggregationFigures(*report.aggregation, sink);
}

void writeComparedEvent(const ComparisonReport& report, ReportSink& sink)
{
    writeRunReport(report.event, sink);
    sink.number(key::wallSecondsPerTimeUnit, report.eventSecondsPerTimeUnit);
    sink.count(key::missedCollisions, 0);  // exact by construction: every contact is an event
}

void writeComparedTime(const ComparisonReport& report, ReportSink& sink)
{
    writeRunReport(report.time, sink);
    sink.number(key::wallSecondsPerTimeUnit, report.timeSecondsPerTimeUnit);
    writeTimeDrivenFigures(report.timeDriven, sink);
}

void writeDeviation(const DeviationFigures& d, ReportSink& sink)
{
    sink.number(key::positionMean, d.positionMean);
    sink.number(key::positionMax, d.positionMax);
    sink.number(key::positionMaxPeak, d.positionMaxPeak);
    sink.count(key::matchedCollisions, d.matchedCollisions);
    sink.optionalNumber(key::firstDifferenceTime, d.firstDifferenceTime);
}

} // namespace disklab::cli
