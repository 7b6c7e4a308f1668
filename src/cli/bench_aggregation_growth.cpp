// Each size runs once, alone, to its end: the time to one cluster is the figure, so nothing else
// shares the clock with it in this process.
#include "bench_aggregation_growth.h"

#include "bench_aggregation.h"

#include "cli_output.h"

#include "core/aggregation_engine.h"
#include "core/fractal_dimension.h"
#include "front_end/aggregation_bench_report.h"

#include <QElapsedTimer>

#include <ctime>
#include <limits>

namespace disklab::cli {
namespace {

OneClusterBenchRow runToOneCluster(const Scenario& scenario)
{
    QElapsedTimer clock;
    clock.start();
    // On a shared machine the wall clock counts other programs' time too; the CPU time does not.
    const std::clock_t cpuStart = std::clock();
    AggregationEngine engine(scenario);
    // A merge is one collision: as many as there are disks ends the run whatever happens.
    engine.advanceCollisions(std::numeric_limits<std::uint64_t>::max() / 2);
    OneClusterBenchRow row;
    row.seconds = static_cast<double>(clock.nsecsElapsed()) * 1e-9;
    row.cpuSeconds = static_cast<double>(std::clock() - cpuStart) / CLOCKS_PER_SEC;
    row.n = scenario.disks.size();
    row.mobility = scenario.aggregation->mobility;
    row.stepping = scenario.aggregation->stepping;
    row.time = engine.time();
    row.stats = *engine.aggregationStats();
    row.fractal = fitFractalDimension(row.stats);
    return row;
}

constexpr char kHeader[] =
    "       n  mobility    stepping       seconds  cpu_seconds   simulated_time        steps   merges    D_f";

QString tableLine(const OneClusterBenchRow& row)
{
    return QString("%1  %2 %3 %4 %5 %6 %7 %8  %9")
        .arg(static_cast<qlonglong>(row.n), 8)
        .arg(QString(aggregationMobilityName(row.mobility)), -10)
        .arg(QString(aggregationSteppingName(row.stepping)), -11)
        .arg(row.seconds, 9, 'f', 2)
        .arg(row.cpuSeconds, 12, 'f', 2)
        .arg(row.time, 16, 'g', 6)
        .arg(static_cast<qlonglong>(row.stats.steps), 12)
        .arg(static_cast<qlonglong>(row.stats.merges), 8)
        .arg(row.fractal.dimension > 0.0 ? QString::number(row.fractal.dimension, 'f', 3) : QString("-"));
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
        const OneClusterBenchRow row = runToOneCluster(*scenario);
        rows.add([&](ReportSink& sink) { writeOneClusterBenchRow(row, sink); }, tableLine(row));
    }
    return rows.finish();
}

} // namespace disklab::cli
