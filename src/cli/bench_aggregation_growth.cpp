// Each size runs once, alone, to its end: the time to one cluster is the figure, so nothing else
// shares the clock with it in this process.
#include "bench_aggregation_growth.h"

#include "bench_aggregation.h"

#include "cli_output.h"

#include "core/aggregation_engine.h"
#include "core/fractal_dimension.h"
#include "front_end/report_keys.h"

#include <QElapsedTimer>
#include <QJsonObject>

#include <ctime>
#include <limits>

namespace disklab::cli {
namespace {

QJsonObject runToOneCluster(const Scenario& scenario)
{
    QElapsedTimer clock;
    clock.start();
    // On a shared machine the wall clock counts other programs' time too; the CPU time does not.
    const std::clock_t cpuStart = std::clock();
    AggregationEngine engine(scenario);
    // A merge is one collision: as many as there are disks ends the run whatever happens.
    engine.advanceCollisions(std::numeric_limits<std::uint64_t>::max() / 2);
    const double seconds = static_cast<double>(clock.nsecsElapsed()) * 1e-9;
    const double cpuSeconds = static_cast<double>(std::clock() - cpuStart) / CLOCKS_PER_SEC;
    const AggregationStats stats = *engine.aggregationStats();
    const FractalFit fit = fitFractalDimension(stats);
    QJsonObject o;
    o[key::n] = static_cast<double>(scenario.disks.size());
    o[key::mobility] = aggregationMobilityName(scenario.aggregation->mobility);
    o[key::stepping] = aggregationSteppingName(scenario.aggregation->stepping);
    o[key::seconds] = seconds;
    o[key::cpuSeconds] = cpuSeconds;
    o[key::time] = engine.time();
    o[key::steps] = static_cast<double>(stats.steps);
    o[key::merges] = static_cast<double>(stats.merges);
    o[key::clusters] = static_cast<double>(stats.clusters);
    o[key::fractalDimension] = fit.dimension > 0.0 ? QJsonValue(fit.dimension) : QJsonValue(QJsonValue::Null);
    o[key::fractalDimensionError] = fit.dimension > 0.0 ? QJsonValue(fit.error) : QJsonValue(QJsonValue::Null);
    return o;
}

constexpr char kHeader[] =
    "       n  mobility    stepping       seconds  cpu_seconds   simulated_time        steps   merges    D_f";

QString tableLine(const QJsonObject& o)
{
    return QString("%1  %2 %3 %4 %5 %6 %7 %8  %9")
        .arg(static_cast<qlonglong>(o[key::n].toDouble()), 8)
        .arg(o[key::mobility].toString(), -10)
        .arg(o[key::stepping].toString(), -11)
        .arg(o[key::seconds].toDouble(), 9, 'f', 2)
        .arg(o[key::cpuSeconds].toDouble(), 12, 'f', 2)
        .arg(o[key::time].toDouble(), 16, 'g', 6)
        .arg(static_cast<qlonglong>(o[key::steps].toDouble()), 12)
        .arg(static_cast<qlonglong>(o[key::merges].toDouble()), 8)
        .arg(o[key::fractalDimension].isNull() ? QString("-") : QString::number(o[key::fractalDimension].toDouble(), 'f', 3));
}

} // namespace

int benchToOneCluster(const QCommandLineParser& parser, const QList<double>& sizes, const AggregationParameters& base)
{
    const std::optional<AggregationStepping> stepping = parseAggregationStepping(parser.value("stepping").toStdString());
    if (!stepping || (fliesPerCluster(*stepping) && base.mobility != AggregationMobility::PowerLaw))
        return usageError("bench", "--stepping takes shared, per-cluster or first-passage, the last two with --mobility power-law");
    AggregationBenchRows rows(parser.isSet("json"), kHeader);
    for (double size : sizes) {
        std::optional<Scenario> scenario = aggregationBenchScenario(base, size);
        if (!scenario)
            return 1;
        scenario->aggregation->stepping = *stepping;
        const QJsonObject o = runToOneCluster(*scenario);
        rows.add(o, tableLine(o));
    }
    return rows.finish();
}

} // namespace disklab::cli
